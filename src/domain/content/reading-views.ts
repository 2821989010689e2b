import type { z } from 'zod';
import type { lessonScoreViewSchema, literacyLessonItemSchema, programPreviewUnitSchema } from './student-content.responses';

/**
 * Shapes of the calls of docs/content-api.md that have no published-document schema (biography and
 * story lists are `ContentLink`, videos `UnitVideo`, in unit.schemas.ts), inferred from their
 * response schemas in student-content.responses.ts.
 */

/** `Literacy-Lesson`: a skill lesson with the unit it belongs to. */
export type LiteracyLessonItem = z.infer<typeof literacyLessonItemSchema>;

/** `program/preview`: one unit of the scope and sequence. */
export type ProgramPreviewUnit = z.infer<typeof programPreviewUnitSchema>;

/** `lesson-score/{id}`. */
export type LessonScoreView = z.infer<typeof lessonScoreViewSchema>;
