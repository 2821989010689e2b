import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { AuthoredContributors, AuthoredOpener, AuthoredOverview, AuthoredTeacherPage, PageAuthoring } from '@application/authoring/page-authoring.port';
import { useServices } from '../../app/services-context';
import { dataOf } from '../../app/server-state/api-result-query';
import { authoringKeys } from '../authoring.queries';
import { useDraftChange, useUnitItemChange, type DraftChangeOf } from '../draft-change';
import { useSerialSaver, type SerialSaver } from '../serial-saver';

/** The opener, teacher-page, contributors and overview drafts, under the back office's key so a publish notification makes them stale too. */
export const pageDraftKeys = {
  all: () => [...authoringKeys.all, 'pageDraft'] as const,
  opener: (openerId: number) => [...pageDraftKeys.all(), 'opener', openerId] as const,
  openerOfUnit: (unitId: number) => [...pageDraftKeys.all(), 'openerOfUnit', unitId] as const,
  teacherPage: (teacherPageId: number) => [...pageDraftKeys.all(), 'teacherPage', teacherPageId] as const,
  contributors: () => [...pageDraftKeys.all(), 'contributors'] as const,
  overview: (unitId: number) => [...pageDraftKeys.all(), 'overview', unitId] as const,
};

/** Other creators edit too: each is asked again every time its builder or preview opens. */
export const pageDraftQueries = {
  opener: (pages: PageAuthoring, openerId: number) =>
    queryOptions({ queryKey: pageDraftKeys.opener(openerId), queryFn: () => dataOf(pages.openerDraft(openerId)), staleTime: 0 }),
  /** The opener preview knows only the unit (previewers who are not builders cannot read the unit's details). */
  openerOfUnit: (pages: PageAuthoring, unitId: number) =>
    queryOptions({ queryKey: pageDraftKeys.openerOfUnit(unitId), queryFn: () => dataOf(pages.openerDraftOfUnit(unitId)), staleTime: 0 }),
  teacherPage: (pages: PageAuthoring, teacherPageId: number) =>
    queryOptions({ queryKey: pageDraftKeys.teacherPage(teacherPageId), queryFn: () => dataOf(pages.teacherPageDraft(teacherPageId)), staleTime: 0 }),
  contributors: (pages: PageAuthoring) => queryOptions({ queryKey: pageDraftKeys.contributors(), queryFn: () => dataOf(pages.contributorsDraft()), staleTime: 0 }),
  overview: (pages: PageAuthoring, unitId: number) =>
    queryOptions({ queryKey: pageDraftKeys.overview(unitId), queryFn: () => dataOf(pages.overviewDraft(unitId)), staleTime: 0 }),
};

/** A page draft as its builder holds it: the answer of every save. */
export type PageDraft = AuthoredOpener | AuthoredTeacherPage | AuthoredContributors | AuthoredOverview;
export type PageChange<D extends PageDraft> = DraftChangeOf<PageAuthoring, D>;
export type PageDraftSaver<D extends PageDraft> = SerialSaver<PageChange<D>, D>;

/** A stale refusal's `current` is a page draft: its document (or the overview's part of the unit). */
const isPageDraft = (current: unknown) => typeof current === 'object' && current !== null && ('document' in current || 'overview' in current);

/**
 * A page's one line of changes (serial-saver.ts, draft-change.ts). `alsoStale` are the reads that show
 * its state elsewhere: the unit builder (opener, teacher page, and the unit's version for the overview).
 */
export function usePageDraftSaver<D extends PageDraft>(key: QueryKey, alsoStale: readonly QueryKey[]): PageDraftSaver<D> {
  const { pageAuthoring } = useServices();
  return useSerialSaver(useDraftChange<PageAuthoring, D>(pageAuthoring, key, alsoStale, isPageDraft).mutateAsync);
}

/** The unit builder's part changes with a new opener or teacher page (one per unit: a second creator's is linked to). */
export const useCreateOpener = (unitId: number) =>
  useUnitItemChange(useServices().pageAuthoring, unitId, (pages) => pages.createOpener(unitId), 'AUTHORING.OPENER_EXISTS');
export const useCreateTeacherPage = (unitId: number) =>
  useUnitItemChange(useServices().pageAuthoring, unitId, (pages) => pages.createTeacherPage(unitId), 'AUTHORING.TEACHER_PAGE_EXISTS');
