import { queryOptions, useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { CourseAuthoringUseCases, LessonNameChange, SeenPlace, SeenVersion, UnitNameChange } from '@application/authoring/course-authoring.use-cases';
import { useServices } from '../app/services-context';
import { dataOf, failureOf, savedOf } from '../app/server-state/api-result-query';

/** The back office's reads, all under `['authoring']` (publish notifications 6–8 make the whole prefix stale). */
export const authoringKeys = {
  all: ['authoring'] as const,
  /** The course dashboard's list of units. */
  units: () => [...authoringKeys.all, 'units'] as const,
  unitTypes: () => [...authoringKeys.all, 'unitTypes'] as const,
  /** Every unit builder's details (a unit move renumbers them all). */
  unitDetails: () => [...authoringKeys.all, 'unit'] as const,
  unit: (unitId: number) => [...authoringKeys.unitDetails(), unitId] as const,
};

export const authoringQueries = {
  /** Other creators change the course too: asked again each time it is shown. */
  units: (authoring: CourseAuthoringUseCases) =>
    queryOptions({ queryKey: authoringKeys.units(), queryFn: () => dataOf(authoring.listCourseUnits()), staleTime: 0 }),
  /** Fixed by the product (§9): kept for the session. */
  unitTypes: (authoring: CourseAuthoringUseCases) =>
    queryOptions({ queryKey: authoringKeys.unitTypes(), queryFn: () => dataOf(authoring.unitTypes()), staleTime: Infinity }),
  unit: (authoring: CourseAuthoringUseCases, unitId: number) =>
    queryOptions({ queryKey: authoringKeys.unit(unitId), queryFn: () => dataOf(authoring.openUnit(unitId)), staleTime: 0 }),
};

/** A refusal because someone else changed the item or the list first: what is on screen is out of date. */
export const isStale = (error: unknown) => {
  const code = failureOf(error)?.code;
  return code === 'AUTHORING.STALE_VERSION' || code === 'AUTHORING.STALE_ORDER';
};

const invalidate = (client: QueryClient, keys: readonly QueryKey[]) => Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));

/**
 * A change, and the lists it makes stale: after it is saved, and also after a stale refusal (the
 * server answered that the screen is behind, so the latest version is loaded and shown).
 */
function useAuthoringMutation<V, T>(change: (authoring: CourseAuthoringUseCases, variables: V) => Promise<T>, staleAfter: (variables: V) => readonly QueryKey[]) {
  const { authoring } = useServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => change(authoring, variables),
    onSuccess: (_saved, variables) => invalidate(client, staleAfter(variables)),
    onError: (error, variables) => (isStale(error) ? invalidate(client, staleAfter(variables)) : undefined),
  });
}

/** A new unit joins the course's list (a benchmark unit with its lesson). */
export const useCreateUnit = () => useAuthoringMutation((authoring, unitTypeId: 1 | 4) => savedOf(authoring.createUnit(unitTypeId)), () => [authoringKeys.units()]);

/** A unit's name, menu or badge shows in the dashboard and in its builder. */
export const useRenameUnit = () =>
  useAuthoringMutation(
    (authoring, v: { readonly unit: SeenVersion; readonly change: UnitNameChange }) => savedOf(authoring.renameUnit(v.unit, v.change)),
    (v) => [authoringKeys.units(), authoringKeys.unit(v.unit.id)],
  );

export const useSetUnitAcronym = () =>
  useAuthoringMutation(
    (authoring, v: { readonly unit: SeenVersion; readonly acronym: { en: string; es: string } | null }) => savedOf(authoring.setUnitAcronym(v.unit, v.acronym)),
    (v) => [authoringKeys.units(), authoringKeys.unit(v.unit.id)],
  );

/** A move or removal renumbers the other units too: the list and every unit builder. */
export const useMoveUnit = () =>
  useAuthoringMutation(
    (authoring, v: { readonly unit: SeenPlace; readonly toOrder: number }) => savedOf(authoring.moveUnit(v.unit, v.toOrder)),
    () => [authoringKeys.units(), authoringKeys.unitDetails()],
  );

export const useRemoveUnit = () =>
  useAuthoringMutation((authoring, unit: { readonly id: number }) => savedOf(authoring.removeUnit(unit.id)), () => [authoringKeys.units(), authoringKeys.unitDetails()]);

/** A change to a unit's lessons changes its builder and its row on the dashboard (lesson count, publish state). */
const lessonsOf = (unitId: number) => [authoringKeys.unit(unitId), authoringKeys.units()];

export const useAddLesson = () =>
  useAuthoringMutation(
    (authoring, v: { readonly unitId: number; readonly lessonTypeId?: number }) => savedOf(authoring.addLesson(v.unitId, v.lessonTypeId)),
    (v) => lessonsOf(v.unitId),
  );

export const useRenameLesson = () =>
  useAuthoringMutation(
    (authoring, v: { readonly unitId: number; readonly lesson: SeenVersion; readonly change: LessonNameChange }) => savedOf(authoring.renameLesson(v.lesson, v.change)),
    (v) => lessonsOf(v.unitId),
  );

export const useMoveLesson = () =>
  useAuthoringMutation(
    (authoring, v: { readonly unitId: number; readonly lesson: SeenPlace; readonly toOrder: number }) => savedOf(authoring.moveLesson(v.lesson, v.toOrder)),
    (v) => lessonsOf(v.unitId),
  );

export const useRemoveLesson = () =>
  useAuthoringMutation(
    (authoring, v: { readonly unitId: number; readonly lessonId: number }) => savedOf(authoring.removeLesson(v.lessonId)),
    (v) => lessonsOf(v.unitId),
  );

/** After a publish every item's state may have changed (a course publish touches them all). */
export function useAfterPublish() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: authoringKeys.all });
}
