import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Component } from '@domain/content/component.schemas';
import { splitIntoPages } from '@domain/content/lesson-pages';
import { ComponentList } from '../components/ComponentList';
import { Pager } from './Pager';
import classes from './LessonReader.module.css';

/** Pages of components in order, split at page breaks (page 1 always exists). */
export function usePages(components: readonly Component[]): Component[][] {
  return useMemo(() => splitIntoPages([...components].sort((a, b) => a.order - b.order)), [components]);
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
  const label = t('pageOf', { page, count: pages.length });
  return (
    <>
      <section ref={region} className={classes.page} aria-label={label} tabIndex={-1} data-testid="lesson-page" data-page={page}>
        <ComponentList components={pages[page - 1] ?? []} />
      </section>
      <Pager page={page} count={pages.length} label={pagerLabel} onChange={turn} />
    </>
  );
}
