import { z } from 'zod';
import { idSchema, MAX_DATABASE_ID } from '../shared/schema-kit';
import { bilingualNameSchema, draftVersionSchema } from './authoring.schemas';
import { audioChoiceSchema, bilingualRichSchema } from './lesson-content.schemas';
import { openerVideoSchema } from './page-authoring.schemas';

/*
 * The unit builder's own fields (issue 14; api-spec §7.4 "PUT unit/{id}: unit fields"; product-spec §3
 * Unit): the description and its narration, the thumbnail the course dashboard shows, and the unit's
 * videos. They are part of the unit's draft: a save names the unit's draft version (409 with the unit
 * as it is now when stale) and sends only the fields it changes. The videos travel as one list: a row
 * with an `id` is that video of this unit (another unit's is refused), a row without one is new, a
 * video the list leaves out is removed, and the order given becomes the order, numbered from 1.
 */

/** A unit keeps a handful of videos; the cap keeps one request from writing thousands of rows. */
export const MAX_UNIT_VIDEOS = 50;

/**
 * A video's address: an http(s) page (§5 "valid URL") or one of the course's own videos
 * (`/api/videos/{id}`, as the demo units name theirs) — the opener's video follows the same rule.
 */
export const unitVideoAddressSchema = openerVideoSchema;

/** One video of the unit (product-spec §3 Unit; the students' `{unitId}/video` list). */
export const unitVideoFieldsSchema = z.object({
  id: z.number().int().positive().max(MAX_DATABASE_ID).optional(),
  title: bilingualNameSchema,
  description: bilingualRichSchema.nullable(),
  videoUrl: unitVideoAddressSchema,
  thumbnailImageId: idSchema.nullable(),
});
export type UnitVideoFields = z.infer<typeof unitVideoFieldsSchema>;

/** Every field of the unit builder's details section; null clears a field. */
export const unitDetailsFieldsSchema = z.object({
  description: bilingualRichSchema.nullable(),
  descriptionAudio: audioChoiceSchema,
  thumbnailImageId: idSchema.nullable(),
  videos: z.array(unitVideoFieldsSchema).max(MAX_UNIT_VIDEOS),
});
export type UnitDetailsFields = z.infer<typeof unitDetailsFieldsSchema>;

/** `PUT unit/{id}`: the fields the save changes (the others stay as they are), from `version`. */
export const saveUnitDetailsBodySchema = unitDetailsFieldsSchema.partial().extend({ version: draftVersionSchema });
export type SaveUnitDetailsBody = z.infer<typeof saveUnitDetailsBodySchema>;
