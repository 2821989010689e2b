import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Component } from '@domain/content/component.schemas';
import { pagesInOrder } from '@domain/content/lesson-pages';
import { withoutRepeatedTitle } from '@domain/content/repeated-title.rules';
import { useBilingual } from '../../app/use-language';
import { ComponentList } from '../components/ComponentList';
import { Pager } from './Pager';
import classes from './LessonReader.module.css';

/**
 * Pages of components in order, split at page breaks (page 1 always exists), without an opening section
 * title that repeats `title`, the page's h1 (repeated-title.rules.ts).
 */
export function usePages(components: readonly Component[], title: string): Component[][] {
  const text = useBilingual();
  return useMemo(
    () => withoutRepeatedTitle(pagesInOrder(components), title, (c) => text(c.title)),
    [components, title, text],
  );
}

/** A page number inside 1..count (a stale last page after a republish opens the last one). */
export function clampPage(page: number | null | undefined, count: number): number {
  if (!page || !Number.isFinite(page)) return 1;
  return Math.max(1, Math.min(Math.trunc(page), count));
}

/**
 * One page of a lesson or story and the pager under it. After a page turn the new page takes the
 * focus (and scrolls into view), so keyboard and screen-reader users start reading at its top.
 */
export function PagedContent({ pages, page, pagerLabel, onPageChange }: { pages: Component[][]; page: number; pagerLabel: string; onPageChange: (page: number) => void }) {
  const { t } = useTranslation();
  const region = useRef<HTMLElement>(null);
  const turned = useRef(false);
  useEffect(() => {
    if (!turned.current) return;
    region.current?.focus({ preventScroll: true });
    region.current?.scrollIntoView?.({ block: 'start' });
  }, [page]);
  const turn = (next: number) => {
    turned.current = true;
    onPageChange(next);
  };
  // A single page is not named "Page 1 of 1" either: with nothing to turn to, the number says nothing.
  const label = pages.length > 1 ? t('pageOf', { page, count: pages.length }) : undefined;
  return (
    <>
      <section ref={region} className={classes.page} aria-label={label} tabIndex={-1} data-testid="lesson-page" data-page={page}>
        <ComponentList components={pages[page - 1] ?? []} />
      </section>
      <Pager page={page} count={pages.length} label={pagerLabel} onChange={turn} />
    </>
  );
}
