import type { BilingualText } from './bilingual.schemas';
import type { LessonListItem } from './student-content.schemas';

/**
 * Shapes of the calls of docs/content-api.md that have no published-document schema (biography and
 * story lists are `ContentLink`, videos `UnitVideo`, in unit.schemas.ts).
 */

/** `Literacy-Lesson`: a skill lesson with the unit it belongs to. */
export interface LiteracyLessonItem extends LessonListItem {
  readonly unitId: number;
  readonly unitName: BilingualText;
  readonly unitNumber: number;
}

/** `program/preview`: one unit of the scope and sequence. */
export interface ProgramPreviewUnit {
  readonly id: number;
  readonly name: BilingualText;
  readonly number: number;
  readonly order: number;
  readonly unitTypeId: number;
  readonly belongsTo: string;
  readonly specialUnitAcronym: string | null;
  readonly description: BilingualText | null;
  readonly lessons: ReadonlyArray<{ id: number; title: BilingualText; lessonTypeId: number; number: number | null; order: number }>;
}

/** `lesson-score/{id}`. */
export interface LessonScoreView {
  readonly lessonId: number;
  readonly unitId: number;
  readonly hasAssessment: boolean;
  readonly studentId: number | null;
  readonly statusLesson: string | null;
  readonly lastPageView: number | null;
  readonly visitedPages: readonly number[];
  readonly score: number | null;
}
