import { queryOptions } from '@tanstack/react-query';
import type { PageAuthoring } from '@application/authoring/page-authoring.port';
import { dataOf } from '../../app/server-state/api-result-query';
import { authoringKeys } from '../authoring.queries';

/** What the lesson overview panel reads besides the lesson's draft, under the back office's key (a publish makes it stale too). */
export const lessonOverviewKeys = {
  unitSkills: (unitId: number) => [...authoringKeys.all, 'unitSkills', unitId] as const,
};

export const lessonOverviewQueries = {
  /** The unit's teacher page and its skills: other creators edit that page, so it is asked again each time the panel opens. */
  unitSkills: (pages: PageAuthoring, unitId: number) =>
    queryOptions({ queryKey: lessonOverviewKeys.unitSkills(unitId), queryFn: () => dataOf(pages.unitSkills(unitId)), staleTime: 0 }),
};
