import { z } from 'zod';
import { bilingualTextSchema } from './bilingual.schemas';
import { lessonDocumentSchema, lessonSummarySchema, lessonTypeIdSchema } from './lesson.schemas';
import { vocabularyTermSchema } from './reading.schemas';
import { contentLinkSchema, overviewBlurbSchema, unitDocumentSchema, unitVideoSchema } from './unit.schemas';
import { lessonStatusSchema } from './student-content.schemas';
import type { UnitProgress } from '../learning/unit-access.rules';
import type { Equal, Expect } from '../shared/type-equality';

/**
 * Response schemas of the student content calls (docs/content-api.md) that are not a published
 * document as stored (those are in unit.schemas.ts, lesson.schemas.ts and reading.schemas.ts). The
 * server checks its answers against them; the client's types are inferred from them.
 */

const id = z.number().int().positive();

export const lockStatusSchema = z.enum(['locked', 'unlocked']);

/** A unit's progress for a student (unit-access.rules.ts computes it). */
export const unitProgressSchema = z.object({
  total: z.number().int().min(0),
  completed: z.number().int().min(0),
  inProgress: z.number().int().min(0),
  /** Whole percent of listed lessons completed, 0..100. */
  percent: z.number().int().min(0).max(100),
  status: lessonStatusSchema,
});
// unit-access.rules.ts computes it without zod; the two are kept equal here.
export type _UnitProgressMatches = Expect<Equal<z.infer<typeof unitProgressSchema>, UnitProgress>>;

/** A student's progress in a lesson as the API returns it. */
export const lessonProgressViewSchema = z.object({
  studentId: id.nullable(),
  statusLesson: lessonStatusSchema,
  lastPageView: z.number().int().nullable(),
  visitedPages: z.array(z.number().int()),
  score: z.number().nullable(),
});

/**
 * The unit has lessons, none of them in the request's language (the literacy unit in Spanish):
 * screens say they are only in English instead of counting 0 of 0 (spanish-availability.rules.ts).
 */
const onlyInEnglishSchema = z.boolean();

/** One card of the units dashboard. */
export const unitCardSchema = unitDocumentSchema
  .pick({
    id: true,
    name: true,
    number: true,
    order: true,
    belongsTo: true,
    specialUnitAcronym: true,
    unitTypeId: true,
    description: true,
    descriptionAudio: true,
    thumbnail: true,
    openerId: true,
  })
  .extend({ isPublished: z.literal(true), lockStatus: lockStatusSchema, progress: unitProgressSchema.nullable(), lessonsOnlyInEnglish: onlyInEnglishSchema });

/** A lesson in a unit's menu, with where it links and the student's status. */
export const lessonListItemSchema = lessonSummarySchema.extend({
  target: z.string(),
  statusLesson: lessonStatusSchema.nullable(),
  score: z.number().nullable(),
});

const neighbourSchema = z.object({ id, lockStatus: lockStatusSchema }).nullable();

/** unit/{id}: the published unit with the caller's lock status, progress and neighbours. */
export const unitViewSchema = unitDocumentSchema.extend({
  lockStatus: lockStatusSchema,
  progress: unitProgressSchema.nullable(),
  lessons: z.array(lessonListItemSchema),
  lessonsOnlyInEnglish: onlyInEnglishSchema,
  previousUnit: neighbourSchema,
  nextUnit: neighbourSchema,
});

/** An overview blurb with the student's remaining/checked state. */
export const blurbViewSchema = overviewBlurbSchema.extend({ status: z.enum(['checked', 'remaining']) });

export const overviewViewSchema = z.object({
  unitId: id,
  unitName: bilingualTextSchema,
  intro: bilingualTextSchema.nullable(),
  blurbs: z.array(blurbViewSchema),
  checked: z.number().int().min(0),
  remaining: z.number().int().min(0),
});

/** lesson/{id}: the published lesson plus the progress of the student it was read for (null for previews). */
export const lessonViewSchema = lessonDocumentSchema.extend({ progress: lessonProgressViewSchema.nullable() });

/** `Literacy-Lesson`: a skill lesson with the unit it belongs to. */
export const literacyLessonItemSchema = lessonListItemSchema.extend({ unitId: id, unitName: bilingualTextSchema, unitNumber: z.number().int() });

/** `program/preview`: one unit of the scope and sequence. */
export const programPreviewUnitSchema = unitDocumentSchema
  .pick({ id: true, name: true, number: true, order: true, unitTypeId: true, belongsTo: true, specialUnitAcronym: true, description: true })
  .extend({
    lessons: z.array(z.object({ id, title: bilingualTextSchema, lessonTypeId: lessonTypeIdSchema, number: id.nullable(), order: z.number().int().min(1) })),
    lessonsOnlyInEnglish: onlyInEnglishSchema,
  });

/** `lesson-score/{id}`: the lesson's status and score for a student. */
export const lessonScoreViewSchema = lessonProgressViewSchema.extend({ lessonId: id, unitId: id, hasAssessment: z.boolean() });

export const unitCardListSchema = z.array(unitCardSchema);
export const lessonListSchema = z.array(lessonListItemSchema);
export const literacyLessonListSchema = z.array(literacyLessonItemSchema);
export const programPreviewSchema = z.array(programPreviewUnitSchema);
/** `{unitId}/biography` and `{unitId}/unitstory`. */
export const contentLinkListSchema = z.array(contentLinkSchema);
/** `{unitId}/video`. */
export const unitVideoListSchema = z.array(unitVideoSchema);
/** `{unitId}/vocabulary`. */
export const vocabularyListSchema = z.array(vocabularyTermSchema);
