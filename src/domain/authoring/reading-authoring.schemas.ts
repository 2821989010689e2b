import { z } from 'zod';
import { idSchema, MAX_DATABASE_ID, safeText } from '../shared/schema-kit';
import { draftVersionSchema } from './authoring.schemas';
import { audioChoiceSchema, bilingualPlainSchema, bilingualRichSchema } from './lesson-content.schemas';

/*
 * The biography and timeline builders' requests (issue 14; api-spec §7.8). Like a lesson's content,
 * each biography and each timeline is one draft with one version: every save names the version its
 * editor loaded and answers the whole draft (409 with the draft as it is now when it is stale).
 */

/** A name or title that must be there in English (Spanish may follow later). */
const requiredPlainSchema = z.object({ en: safeText().trim().min(1, 'required').max(200), es: safeText().trim().max(200) });

/** `POST biography` and `POST timeline`: a new one in the unit ("New biography" until renamed; one timeline per unit). */
export const unitItemBodySchema = z.object({ unitId: idSchema });
export type UnitItemBody = z.infer<typeof unitItemBodySchema>;

/** `PUT biography/{id}`: every field of the biography builder (product-spec §3 Biography). */
export const biographyFieldsSchema = z.object({
  characterName: requiredPlainSchema,
  characterPeriod: bilingualPlainSchema.nullable(),
  mainText: bilingualRichSchema,
  portraitImageId: idSchema.nullable(),
  portraitCaption: bilingualPlainSchema.nullable(),
  disclaimer: bilingualPlainSchema.nullable(),
  audio: audioChoiceSchema,
});
export const saveBiographyBodySchema = biographyFieldsSchema.partial().extend({ version: draftVersionSchema });
export type BiographyFields = z.infer<typeof biographyFieldsSchema>;
export type SaveBiographyBody = z.infer<typeof saveBiographyBodySchema>;

/** `PATCH biography/{id}/change-name`: the character's name only. */
export const renameBiographyBodySchema = z.object({ version: draftVersionSchema, characterName: requiredPlainSchema });
export type RenameBiographyBody = z.infer<typeof renameBiographyBodySchema>;

/** A timeline event's fields (product-spec §3 Timeline: date, year, title, short and long description, audio, image). */
export const timelineEventFieldsSchema = z.object({
  date: requiredPlainSchema,
  year: z.number().int().min(-5000).max(3000),
  title: requiredPlainSchema,
  shortDescription: bilingualPlainSchema,
  longDescription: bilingualRichSchema,
  audio: audioChoiceSchema,
  imageId: idSchema.nullable(),
});
export type TimelineEventFields = z.infer<typeof timelineEventFieldsSchema>;

/** `POST timeline/{id}/blurb`: a new event at the end of the timeline. */
export const addTimelineEventBodySchema = timelineEventFieldsSchema.extend({ version: draftVersionSchema });
export type AddTimelineEventBody = z.infer<typeof addTimelineEventBodySchema>;

/**
 * `PUT timeline/{id}`: the timeline's title and introduction, and its events in the order given, each
 * with its fields. The list must name exactly the timeline's events (an event added or removed by
 * someone else since is a stale save, 409); the order given becomes the order, renumbered from 1.
 */
export const saveTimelineBodySchema = z.object({
  version: draftVersionSchema,
  title: requiredPlainSchema,
  intro: bilingualRichSchema.nullable(),
  events: z.array(timelineEventFieldsSchema.extend({ id: z.number().int().positive().max(MAX_DATABASE_ID) })).max(500),
});
export type SaveTimelineBody = z.infer<typeof saveTimelineBodySchema>;
