import { z } from 'zod';
import { bilingualTextSchema } from '../content/bilingual.schemas';
import { UNIT_BELONGS_TO } from './authoring.schemas';
import { PUBLISH_SCOPES } from './publish-scopes';

/*
 * The back office's answers (issue 14). An item's publish state compares its draft with what students
 * read: never published; published with changes since (a publish will replace the students' copy);
 * published and unchanged.
 */

export const PUBLISH_STATES = ['never-published', 'unpublished-changes', 'published'] as const;
export type PublishState = (typeof PUBLISH_STATES)[number];

const count = z.number().int().min(0);

/** A unit as the course dashboard lists it (`GET units/unitData`), in course order. */
export const authoredUnitSchema = z.object({
  id: z.number().int().positive(),
  name: bilingualTextSchema,
  /** Regular units count from 1; special and benchmark units are 0 (no number shown). */
  number: z.number().int().min(0),
  order: z.number().int().min(1),
  belongsTo: z.enum(UNIT_BELONGS_TO),
  specialUnitAcronym: bilingualTextSchema.nullable(),
  unitTypeId: z.number().int(),
  version: z.number().int().min(1),
  publishState: z.enum(PUBLISH_STATES),
  publishedAt: z.string().nullable(),
  lessonCount: count,
});
export type AuthoredUnit = z.infer<typeof authoredUnitSchema>;

/** A lesson as the unit builder lists it; `number` counts only regular lessons (null for the others). */
export const authoredLessonSchema = z.object({
  id: z.number().int().positive(),
  unitId: z.number().int().positive(),
  title: bilingualTextSchema,
  lessonTypeId: z.number().int().min(1).max(8),
  number: z.number().int().min(1).nullable(),
  order: z.number().int().min(1),
  version: z.number().int().min(1),
  publishState: z.enum(PUBLISH_STATES),
  publishedAt: z.string().nullable(),
  componentCount: count,
});
export type AuthoredLesson = z.infer<typeof authoredLessonSchema>;

/** A biography or unit story as the unit builder lists it. */
export const authoredItemLinkSchema = z.object({
  id: z.number().int().positive(),
  name: bilingualTextSchema,
  order: z.number().int().min(1),
  publishState: z.enum(PUBLISH_STATES),
});

/** `GET {id}/unit-details`: the unit's draft as its builder shows it. */
export const authoredUnitDetailsSchema = authoredUnitSchema.extend({
  lessons: z.array(authoredLessonSchema),
  biographies: z.array(authoredItemLinkSchema),
  unitStories: z.array(authoredItemLinkSchema),
  openerId: z.number().int().positive().nullable(),
  timelineId: z.number().int().positive().nullable(),
  teacherPageId: z.number().int().positive().nullable(),
});
export type AuthoredUnitDetails = z.infer<typeof authoredUnitDetailsSchema>;

/** `GET unit/types`. */
export const unitTypeSchema = z.object({ id: z.number().int(), name: bilingualTextSchema });
export type UnitType = z.infer<typeof unitTypeSchema>;

export { PUBLISH_SCOPES, type PublishScope } from './publish-scopes';
export const PUBLISH_JOB_STATES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type PublishJobState = (typeof PUBLISH_JOB_STATES)[number];

/**
 * A publish as a job stored in the database (it survives a restart): what it publishes, where it is
 * (`step` of `steps`, the step's name), and how it ended. The hub sends its progress as notifications
 * 6 (in progress), 7 (failed) and 8 (succeeded) to the creator who asked for it.
 */
export const publishJobSchema = z.object({
  id: z.number().int().positive(),
  scope: z.enum(PUBLISH_SCOPES),
  /** The unit, lesson, biography, timeline, opener, teacher page, contributors page or unit story; null for the course. */
  targetId: z.number().int().positive().nullable(),
  state: z.enum(PUBLISH_JOB_STATES),
  step: count,
  steps: count,
  /** What the current step publishes, in both languages ("Lesson 3: Jamestown"). */
  stepLabel: bilingualTextSchema.nullable(),
  /** Why it failed (the published copy is unchanged then). */
  failure: z.string().nullable(),
  requestedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type PublishJob = z.infer<typeof publishJobSchema>;

/** What a remove or reorder of a published item answers: the info text tells the creator to publish (§4). */
export const authoringChangeSchema = z.object({ publishNeeded: z.boolean() });
export type AuthoringChange = z.infer<typeof authoringChangeSchema>;
