/**
 * Where the teacher is in the grading queue (issue 12). The queue changes under the teacher: their own
 * save takes an answer out, another teacher's save takes one out, a student's submit adds some. The
 * open answer never changes by itself (the teacher may be typing, or reading the 409 of a concurrent
 * save): it stays open even after it left the list, and the teacher's next move starts from the place
 * it had. These rules say which answer a move or a save opens; the screen keeps the open one.
 */

/** An answer of the queue: a student's question (the current round holds one answer per question). */
export interface QueueAnswerRef {
  readonly student: { readonly id: number };
  readonly question: { readonly id: number };
}

export type AnswerKey = string;

export const answerKey = (a: QueueAnswerRef): AnswerKey => `${a.student.id}:${a.question.id}`;

/** The teacher's place: the open answer and the list as it stood when it was opened. */
export interface QueuePlace {
  readonly selected: AnswerKey | null;
  readonly seen: readonly AnswerKey[];
}

export const NO_PLACE: QueuePlace = { selected: null, seen: [] };

/** The teacher opened an answer (a row of the list, or the oldest on arrival). */
export const choose = (key: AnswerKey, listed: readonly AnswerKey[]): QueuePlace => ({ selected: key, seen: listed });

/** The nearest answers still listed before and after where `place.selected` stood in what was seen. */
function neighbours(place: QueuePlace, listed: readonly AnswerKey[]): { before: AnswerKey | null; after: AnswerKey | null } {
  const at = place.selected === null ? -1 : place.seen.indexOf(place.selected);
  if (at < 0) return { before: null, after: null };
  const still = new Set(listed);
  return {
    after: place.seen.slice(at + 1).find((k) => still.has(k)) ?? null,
    before: place.seen.slice(0, at).reverse().find((k) => still.has(k)) ?? null,
  };
}

/**
 * The answer the place stands on now: the open one while listed; once it left, the first answer
 * after it that is still listed, else the nearest before it, else the oldest. Nothing open: the oldest.
 */
export function currentAnswer(place: QueuePlace, listed: readonly AnswerKey[]): AnswerKey | null {
  if (listed.length === 0) return null;
  if (place.selected === null) return listed[0];
  if (listed.includes(place.selected)) return place.selected;
  const n = neighbours(place, listed);
  return n.after ?? n.before ?? listed[0];
}

/**
 * Next (+1) or previous (-1). The ends stay where they are (no wrapping: "next" never jumps back to
 * the oldest). From an answer that left the list, next is the first one after its place and previous
 * the last one before it, so nothing is skipped.
 */
export function step(place: QueuePlace, listed: readonly AnswerKey[], direction: 1 | -1): QueuePlace {
  if (listed.length === 0) return place;
  const { selected } = place;
  if (selected === null) return choose(listed[0], listed);
  const at = listed.indexOf(selected);
  if (at >= 0) return choose(listed[Math.min(listed.length - 1, Math.max(0, at + direction))], listed);
  const n = neighbours(place, listed);
  const target = direction === 1 ? (n.after ?? n.before) : (n.before ?? n.after);
  return choose(target ?? listed[0], listed);
}

/**
 * After the open answer was saved: on to the answer after it (the last one: the one before it).
 * `listed` may be the list before the reload (the saved answer still in it) or after it (already
 * gone: its place in what was seen decides). A save that left the answer unscored keeps it listed:
 * the teacher moves on all the same. Nothing left: no place.
 */
export function afterSave(place: QueuePlace, listed: readonly AnswerKey[], saved: AnswerKey): QueuePlace {
  const rest = listed.filter((k) => k !== saved);
  const at = listed.indexOf(saved);
  const next = at >= 0 ? (listed[at + 1] ?? listed[at - 1] ?? null) : currentAnswer({ selected: saved, seen: place.seen }, rest);
  return next === null ? NO_PLACE : { selected: next, seen: rest };
}

/** "Answer 3 of 12": the open answer's position, from 1; null when it is not listed (or nothing is open). */
export function positionOf(key: AnswerKey | null, listed: readonly AnswerKey[]): { index: number; total: number } | null {
  const at = key === null ? -1 : listed.indexOf(key);
  return at < 0 ? null : { index: at + 1, total: listed.length };
}
