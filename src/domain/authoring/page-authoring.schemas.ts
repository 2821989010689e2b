import { z } from 'zod';
import { idSchema, MAX_DATABASE_ID, safeText } from '../shared/schema-kit';
import { bilingualNameSchema, draftVersionSchema } from './authoring.schemas';
import { audioChoiceSchema, bilingualRichSchema, colourSchema, webAddressSchema } from './lesson-content.schemas';
import { unitItemBodySchema } from './reading-authoring.schemas';

/*
 * The opener, overview, teacher-page and contributors builders' requests (issue 14; api-spec §7.4 and
 * §7.8; product-spec §3 Opener, Teacher page, Contributors, Unit overview). Each page is one draft with
 * one version, as a biography is: a save names the version its editor loaded and carries the whole
 * page, its list included. In a list, a row with an `id` is that row of this page (an id of another
 * page is refused); a row without one is new; a row the list leaves out is removed; the order given
 * becomes the order, numbered from 1. The overview is part of its unit's draft: its saves name the
 * unit's version.
 */

/** The id of a row already in the page's list; absent for a new row. */
const rowIdSchema = z.number().int().positive().max(MAX_DATABASE_ID).optional();
/** Lists stay far below this; the cap keeps one request from writing thousands of rows. */
const MAX_PAGE_ROWS = 200;

/** `POST unitopener` and `POST skills`: the unit's opener or teacher page, made empty (one per unit). */
export const unitPageBodySchema = unitItemBodySchema;
export type UnitPageBody = z.infer<typeof unitPageBodySchema>;

/** A hotspot on the opener's background: where (percent of the image) and what it says. */
export const hotspotFieldsSchema = z.object({
  id: rowIdSchema,
  xPercent: z.number().min(0).max(100),
  yPercent: z.number().min(0).max(100),
  label: bilingualNameSchema,
  text: bilingualRichSchema.nullable(),
});
export type HotspotFields = z.infer<typeof hotspotFieldsSchema>;

/** The course's own videos as the server serves them (`GET videos/{id}`): the demo openers name theirs this way. */
const OWN_VIDEO_ADDRESS = /^\/api\/videos\/([1-9]\d{0,9})$/;

/** The media asset id of one of the course's own videos named by its address; null for any other address. */
export function ownVideoIdOf(address: string): number | null {
  const id = Number(OWN_VIDEO_ADDRESS.exec(address)?.[1] ?? NaN);
  return Number.isSafeInteger(id) && id <= MAX_DATABASE_ID ? id : null;
}

/** The opener's video: an http(s) address, or one of the course's own videos (§5 "valid URL"). */
export const openerVideoSchema = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => ownVideoIdOf(value) !== null || webAddressSchema.safeParse(value).success, 'invalidUrl');

/** `PUT unitopener/{id}`: every field of the opener builder (product-spec §3 Opener). */
export const saveOpenerBodySchema = z.object({
  version: draftVersionSchema,
  backgroundImageId: idSchema.nullable(),
  openerBackgroundImageId: idSchema.nullable(),
  thumbnailImageId: idSchema.nullable(),
  titleBackgroundColor: colourSchema.nullable(),
  color: colourSchema.nullable(),
  videoUrl: openerVideoSchema.nullable(),
  audio: audioChoiceSchema,
  unitOpenerEmbededLink: webAddressSchema.nullable(),
  story: bilingualRichSchema.nullable(),
  highlight: bilingualRichSchema.nullable(),
  hotspots: z.array(hotspotFieldsSchema).max(MAX_PAGE_ROWS),
});
export type SaveOpenerBody = z.infer<typeof saveOpenerBodySchema>;

/** A skill on the teacher page. */
export const teacherPageSkillFieldsSchema = z.object({ id: rowIdSchema, name: bilingualNameSchema, description: bilingualRichSchema.nullable() });
export type TeacherPageSkillFields = z.infer<typeof teacherPageSkillFieldsSchema>;

/** `PUT skills/{id}`: the teacher page's title, text and skills (product-spec §3 Teacher page). */
export const saveTeacherPageBodySchema = z.object({
  version: draftVersionSchema,
  title: bilingualNameSchema,
  content: bilingualRichSchema.nullable(),
  skills: z.array(teacherPageSkillFieldsSchema).max(MAX_PAGE_ROWS),
});
export type SaveTeacherPageBody = z.infer<typeof saveTeacherPageBodySchema>;

/** A contributor: a person's name (not translated) and their role in both languages. */
export const contributorFieldsSchema = z.object({ id: rowIdSchema, name: safeText().trim().min(1, 'required').max(200), role: bilingualNameSchema });
export type ContributorFields = z.infer<typeof contributorFieldsSchema>;

/** `PUT contributors`: the course's one contributors page. */
export const saveContributorsBodySchema = z.object({
  version: draftVersionSchema,
  title: bilingualNameSchema,
  intro: bilingualRichSchema.nullable(),
  contributors: z.array(contributorFieldsSchema).max(MAX_PAGE_ROWS),
});
export type SaveContributorsBody = z.infer<typeof saveContributorsBodySchema>;

/** An overview blurb: title, text, image and narration. */
export const overviewBlurbFieldsSchema = z.object({
  id: rowIdSchema,
  title: bilingualNameSchema,
  text: bilingualRichSchema,
  imageId: idSchema.nullable(),
  audio: audioChoiceSchema,
});
export type OverviewBlurbFields = z.infer<typeof overviewBlurbFieldsSchema>;

/** `PUT unit/{unitId}/overview`: the overview's introduction and blurbs; `version` is the unit's draft version. */
export const saveOverviewBodySchema = z.object({
  version: draftVersionSchema,
  intro: bilingualRichSchema.nullable(),
  blurbs: z.array(overviewBlurbFieldsSchema).max(MAX_PAGE_ROWS),
});
export type SaveOverviewBody = z.infer<typeof saveOverviewBodySchema>;
