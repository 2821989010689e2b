import { LESSON_TYPES_HIDDEN_IN_SPANISH, type Language } from '../shared/constants';

/**
 * Which lessons exist in which interface language (product-spec §9: Spanish hides lesson types 4, 5
 * and 6 — skill lessons, mid-unit and end-of-unit assessments, written in English only). The one
 * place that reads the constant: the server filters lists, counts and opens with it, and the client
 * checks what it shows with it, so both sides always agree (docs/decisions.md, issue 11).
 */
export function isLessonAvailableIn(lessonTypeId: number, language: Language): boolean {
  return language !== 'es' || !(LESSON_TYPES_HIDDEN_IN_SPANISH as readonly number[]).includes(lessonTypeId);
}

/** The lessons a student sees (and counts) in `language`, in their order. */
export function lessonsAvailableIn<L extends { readonly lessonTypeId: number }>(lessons: readonly L[], language: Language): L[] {
  return lessons.filter((lesson) => isLessonAvailableIn(lesson.lessonTypeId, language));
}

/**
 * A unit that has lessons, none of them in `language` (the literacy unit in Spanish): it says its
 * lessons are only in English instead of showing "0 of 0 lessons". An empty unit is not one.
 */
export function lessonsOnlyInEnglish(lessons: readonly { readonly lessonTypeId: number }[], language: Language): boolean {
  return lessons.length > 0 && lessonsAvailableIn(lessons, language).length === 0;
}
