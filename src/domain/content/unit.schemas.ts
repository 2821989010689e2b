import { z } from 'zod';
import { bilingualAudioSchema, bilingualTextSchema, imageAssetSchema } from './bilingual.schemas';
import { lessonSummarySchema } from './lesson.schemas';

export const overviewBlurbSchema = z.object({
  id: z.number().int().positive(),
  order: z.number().int().min(1),
  title: bilingualTextSchema,
  text: bilingualTextSchema,
  image: imageAssetSchema.nullable(),
  audio: bilingualAudioSchema.nullable(),
});

export const unitVideoSchema = z.object({
  id: z.number().int().positive(),
  order: z.number().int().min(1),
  title: bilingualTextSchema,
  description: bilingualTextSchema.nullable(),
  videoUrl: z.string(),
  thumbnail: imageAssetSchema.nullable(),
});
export type UnitVideo = z.infer<typeof unitVideoSchema>;

/** A biography or unit story as a unit lists it (also the answer of `{unitId}/biography` and `{unitId}/unitstory`). */
export const contentLinkSchema = z.object({ id: z.number().int().positive(), order: z.number().int().min(1), name: bilingualTextSchema });
export type ContentLink = z.infer<typeof contentLinkSchema>;

/**
 * A published unit (the snapshot written by unit publish): its fields, overview, videos, and the
 * ordered lists of what students can open in it. Lists name only items that were published.
 */
export const unitDocumentSchema = z.object({
  id: z.number().int().positive(),
  name: bilingualTextSchema,
  number: z.number().int(),
  order: z.number().int().min(1),
  belongsTo: z.string(),
  /** The badge of a special unit ("LS" / "DL"), per language like its name. */
  specialUnitAcronym: bilingualTextSchema.nullable(),
  unitTypeId: z.number().int(),
  description: bilingualTextSchema.nullable(),
  descriptionAudio: bilingualAudioSchema.nullable(),
  thumbnail: imageAssetSchema.nullable(),
  openerId: z.number().int().positive().nullable(),
  timelineId: z.number().int().positive().nullable(),
  teacherPageId: z.number().int().positive().nullable(),
  overview: z.object({ intro: bilingualTextSchema.nullable(), blurbs: z.array(overviewBlurbSchema) }),
  lessons: z.array(lessonSummarySchema),
  biographies: z.array(contentLinkSchema),
  unitStories: z.array(contentLinkSchema),
  videos: z.array(unitVideoSchema),
  vocabularyCount: z.object({ en: z.number().int().min(0), es: z.number().int().min(0) }),
  version: z.number().int().min(1),
  publishedAt: z.string(),
});
export type UnitDocument = z.infer<typeof unitDocumentSchema>;

export const hotspotSchema = z.object({
  id: z.number().int().positive(),
  order: z.number().int().min(1),
  xPercent: z.number().min(0).max(100),
  yPercent: z.number().min(0).max(100),
  label: bilingualTextSchema,
  text: bilingualTextSchema.nullable(),
});

/** A published unit opener (product-spec §3 "Opener"). */
export const openerDocumentSchema = z.object({
  id: z.number().int().positive(),
  unitId: z.number().int().positive(),
  unitName: bilingualTextSchema,
  backgroundImage: imageAssetSchema.nullable(),
  openerBackgroundImage: imageAssetSchema.nullable(),
  thumbnailImage: imageAssetSchema.nullable(),
  titleBackgroundColor: z.string().nullable(),
  color: z.string().nullable(),
  videoUrl: z.string().nullable(),
  audio: bilingualAudioSchema.nullable(),
  unitOpenerEmbededLink: z.string().nullable(),
  hotspots: z.array(hotspotSchema),
  story: bilingualTextSchema.nullable(),
  highlight: bilingualTextSchema.nullable(),
  version: z.number().int().min(1),
  publishedAt: z.string(),
});
export type OpenerDocument = z.infer<typeof openerDocumentSchema>;
