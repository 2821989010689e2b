import { LessonTypeId } from '../shared/constants';

/** Lesson numbers count only regular lessons (type 2): 1, 2, 3... in order; every other type has none. */
export function numberLessons<L extends { lessonTypeId: number }>(ordered: readonly L[]): (L & { number: number | null })[] {
  let next = 1;
  return ordered.map((lesson) => ({
    ...lesson,
    number: lesson.lessonTypeId === LessonTypeId.Lesson ? next++ : null,
  }));
}

/**
 * The student screen a lesson type opens (product-spec §2 table). Skill lessons inside a literacy
 * unit open the literacy screen; type 7 opens the benchmark screen.
 */
export type LessonTarget =
  | 'opener'
  | 'lesson'
  | 'story'
  | 'assessment'
  | 'mid-unit'
  | 'performance-assessment'
  | 'benchmark-assessment'
  | 'american-highlights';

export const LESSON_TARGET: Record<number, LessonTarget> = {
  1: 'opener',
  2: 'lesson',
  3: 'story',
  4: 'assessment',
  5: 'mid-unit',
  6: 'performance-assessment',
  7: 'benchmark-assessment',
  8: 'american-highlights',
};
