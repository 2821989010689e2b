import { z } from 'zod';
import { bilingualAudioSchema, bilingualTextSchema, imageAssetSchema } from './bilingual.schemas';
import { componentSchema } from './component.schemas';

/** A published biography (product-spec §3 "Other content"). */
export const biographyDocumentSchema = z.object({
  id: z.number().int().positive(),
  unitId: z.number().int().positive(),
  order: z.number().int().min(1),
  characterName: bilingualTextSchema,
  characterPeriod: bilingualTextSchema.nullable(),
  mainText: bilingualTextSchema,
  portrait: imageAssetSchema.nullable(),
  portraitCaption: bilingualTextSchema.nullable(),
  disclaimer: bilingualTextSchema.nullable(),
  audio: bilingualAudioSchema.nullable(),
  version: z.number().int().min(1),
  publishedAt: z.string(),
});
export type BiographyDocument = z.infer<typeof biographyDocumentSchema>;

/** A published unit story: a name and components, paged at page breaks like a lesson. */
export const unitStoryDocumentSchema = z.object({
  id: z.number().int().positive(),
  unitId: z.number().int().positive(),
  order: z.number().int().min(1),
  name: bilingualTextSchema,
  pageCount: z.number().int().min(1),
  components: z.array(componentSchema),
  version: z.number().int().min(1),
  publishedAt: z.string(),
});
export type UnitStoryDocument = z.infer<typeof unitStoryDocumentSchema>;

export const timelineEventSchema = z.object({
  id: z.number().int().positive(),
  timelineId: z.number().int().positive(),
  unitId: z.number().int().positive(),
  order: z.number().int().min(1),
  date: bilingualTextSchema,
  year: z.number().int(),
  title: bilingualTextSchema,
  shortDescription: bilingualTextSchema,
  longDescription: bilingualTextSchema,
  audio: bilingualAudioSchema.nullable(),
  image: imageAssetSchema.nullable(),
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

/** A published timeline; its events are also readable one by one (timeline/blurb/{id}). */
export const timelineDocumentSchema = z.object({
  id: z.number().int().positive(),
  unitId: z.number().int().positive(),
  title: bilingualTextSchema,
  intro: bilingualTextSchema.nullable(),
  events: z.array(timelineEventSchema),
  version: z.number().int().min(1),
  publishedAt: z.string(),
});
export type TimelineDocument = z.infer<typeof timelineDocumentSchema>;

/** A vocabulary term (product-spec §3), one language per term: 1 English, 0 Spanish. */
export const vocabularyTermSchema = z.object({
  id: z.number().int().positive(),
  unitId: z.number().int().positive(),
  name: z.string(),
  pronunciation: z.string().nullable(),
  definition: z.string(),
  secondaryDefinition: z.string().nullable(),
  category: z.string().nullable(),
  plural: z.string().nullable(),
  usage: z.string().nullable(),
  audio: z.string().nullable(),
  language: z.union([z.literal(0), z.literal(1)]),
});
export type VocabularyTerm = z.infer<typeof vocabularyTermSchema>;

export const vocabularyDocumentSchema = z.object({
  unitId: z.number().int().positive(),
  terms: z.array(vocabularyTermSchema),
  version: z.number().int().min(1),
  publishedAt: z.string(),
});
export type VocabularyDocument = z.infer<typeof vocabularyDocumentSchema>;

/** The teacher page of a unit: the skills it practises. */
export const teacherPageDocumentSchema = z.object({
  id: z.number().int().positive(),
  unitId: z.number().int().positive(),
  title: bilingualTextSchema,
  content: bilingualTextSchema.nullable(),
  skills: z.array(
    z.object({ id: z.number().int().positive(), order: z.number().int().min(1), name: bilingualTextSchema, description: bilingualTextSchema.nullable() }),
  ),
  version: z.number().int().min(1),
  publishedAt: z.string(),
});
export type TeacherPageDocument = z.infer<typeof teacherPageDocumentSchema>;

/** The course-wide contributors page. */
export const contributorsDocumentSchema = z.object({
  id: z.number().int().positive(),
  title: bilingualTextSchema,
  intro: bilingualTextSchema.nullable(),
  contributors: z.array(
    z.object({ id: z.number().int().positive(), order: z.number().int().min(1), name: z.string(), role: bilingualTextSchema }),
  ),
  version: z.number().int().min(1),
  publishedAt: z.string(),
});
export type ContributorsDocument = z.infer<typeof contributorsDocumentSchema>;
