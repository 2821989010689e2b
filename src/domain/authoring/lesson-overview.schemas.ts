import { z } from 'zod';
import { idSchema } from '../shared/schema-kit';
import { draftVersionSchema } from './authoring.schemas';
import { essentialQuestionFieldsSchema } from './lesson-content.schemas';

/*
 * `PUT lesson/{id}/overview` (issue 14; api-spec §7.5 "overview fields"): the lesson's own overview —
 * its essential question (shown at the top of the lesson, product-spec §3 "essentialQuestion") and the
 * teacher page (skills) it practises (`skillsId`). It is a change of the lesson's content draft: it
 * names the draft version the builder loaded and answers the whole draft (docs/decisions.md "The last
 * unit and lesson calls"). Fields left out stay as they are; null removes the question or the link.
 */
export const saveLessonOverviewBodySchema = z
  .object({
    version: draftVersionSchema,
    essentialQuestion: essentialQuestionFieldsSchema.nullable().optional(),
    /** The lesson's unit's teacher page, or null for none. */
    skillsId: idSchema.nullable().optional(),
  })
  .refine((b) => b.essentialQuestion !== undefined || b.skillsId !== undefined, { message: 'required', path: ['essentialQuestion'] });
export type SaveLessonOverviewBody = z.infer<typeof saveLessonOverviewBodySchema>;
/** What a creator changes of the lesson's overview (the version is the builder's to add). */
export type LessonOverviewChange = Omit<SaveLessonOverviewBody, 'version'>;
