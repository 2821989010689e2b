import type { PublishState } from './authoring.responses';

/*
 * The benchmark assessment builder's rules (issue 15; product-spec §3 Benchmark set, §4 Benchmarks,
 * §5 Benchmark). Pure: the server answers with them and the builder screen shows what they decide.
 */

/** A set holds at least one question set (section) — publishing needs one — and at most this many. */
export const MIN_QUESTION_SETS = 1;
export const MAX_QUESTION_SETS = 10;

/**
 * "Too many benchmark assessments" (product-spec §5): a school year has three benchmark windows
 * (beginning, middle and end of year), so more than three sets linked to one unit cannot all be
 * given in their own window; each set of such a unit carries the warning.
 */
export const MAX_SETS_PER_LINKED_UNIT = 3;

/**
 * Longest set title per language. The title travels in the path (`setTitle/{title}`), and the server
 * refuses a path part longer than 100 characters URL-encoded (414), so the bound applies to the
 * encoded title too: accents and symbols take several characters each.
 */
export const BENCHMARK_SET_TITLE_MAX_LENGTH = 100;

/** Whether a title fits in its path part once URL-encoded. */
export const fitsInPath = (title: string): boolean => encodeURIComponent(title).length <= BENCHMARK_SET_TITLE_MAX_LENGTH;


export type BenchmarkSetWarning = 'unpublished' | 'unpublishedChanges' | 'tooManyForUnit';

/** Where a set stands against its last publish (the back office's publish states, authoring.responses.ts). */
export function publishStateOf(set: { readonly draftVersion: number; readonly publishedDraftVersion: number | null }): PublishState {
  if (set.publishedDraftVersion === null) return 'never-published';
  return set.publishedDraftVersion < set.draftVersion ? 'unpublished-changes' : 'published';
}

/** The warnings a set carries; `setsLinkedToSameUnit` counts every live set linked to its unit, itself included. */
export function warningsOf(
  set: { readonly draftVersion: number; readonly publishedDraftVersion: number | null; readonly linkedUnitId: number | null },
  setsLinkedToSameUnit: number,
): BenchmarkSetWarning[] {
  const warnings: BenchmarkSetWarning[] = [];
  const state = publishStateOf(set);
  if (state === 'never-published') warnings.push('unpublished');
  if (state === 'unpublished-changes') warnings.push('unpublishedChanges');
  if (set.linkedUnitId !== null && setsLinkedToSameUnit > MAX_SETS_PER_LINKED_UNIT) warnings.push('tooManyForUnit');
  return warnings;
}

/** product-spec §4: linked sets by their unit's number, unlinked ones last; ties by id (oldest first). */
export function compareBenchmarkSets(
  a: { readonly id: number; readonly linkedUnitNumber: number | null },
  b: { readonly id: number; readonly linkedUnitNumber: number | null },
): number {
  const key = (s: { readonly linkedUnitNumber: number | null }) => s.linkedUnitNumber ?? Number.POSITIVE_INFINITY;
  const byUnit = key(a) - key(b);
  return Number.isNaN(byUnit) || byUnit === 0 ? a.id - b.id : byUnit;
}

export function sortBenchmarkSets<T extends { readonly id: number; readonly linkedUnitNumber: number | null }>(sets: readonly T[]): T[] {
  return [...sets].sort(compareBenchmarkSets);
}

/**
 * What `SetCount` does to the question sets: the sections to add, or the trailing ones to remove.
 * Only trailing EMPTY sections are removed; `blocked` names the first one that still holds questions.
 */
export function questionSetChange(
  sections: readonly { readonly id: number; readonly questionCount: number }[],
  wanted: number,
): { add: number; remove: number[]; blocked: number | null } {
  if (wanted >= sections.length) return { add: wanted - sections.length, remove: [], blocked: null };
  const trailing = sections.slice(wanted);
  const holding = trailing.find((s) => s.questionCount > 0);
  return { add: 0, remove: holding ? [] : trailing.map((s) => s.id), blocked: holding ? holding.id : null };
}
