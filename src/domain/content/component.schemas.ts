import { z } from 'zod';
import { COMPONENT_DEFAULTS, DEFAULT_IMAGE_WIDTH_PX } from '../shared/constants';
import { bilingualAudioSchema, bilingualTextSchema, imageAssetSchema } from './bilingual.schemas';
import { COMPONENT_TYPES, IMAGE_POSITIONS, PARAGRAPH_ALIGNMENTS, PARAGRAPH_ORIENTATIONS } from './component-kinds';

export { COMPONENT_TYPES, IMAGE_POSITIONS, PARAGRAPH_ALIGNMENTS, PARAGRAPH_ORIENTATIONS, type ComponentType } from './component-kinds';
export const componentTypeSchema = z.enum(COMPONENT_TYPES);

/** Image details (product-spec §3): margins are whole pixels; width defaults to 700. */
export const imageDetailsSchema = z.object({
  id: z.number().int().positive(),
  order: z.number().int().min(1),
  image: imageAssetSchema,
  width: z.number().int().positive().default(DEFAULT_IMAGE_WIDTH_PX),
  title: bilingualTextSchema.nullable(),
  caption: bilingualTextSchema.nullable(),
  disclaimer: bilingualTextSchema.nullable(),
  audio: bilingualAudioSchema.nullable(),
  captionAudio: bilingualAudioSchema.nullable(),
  captionMargin: z.number().int(),
  marginBottom: z.number().int(),
  position: z.enum(IMAGE_POSITIONS),
});
export type ImageDetails = z.infer<typeof imageDetailsSchema>;

/** A numbered stop on an interactive map or a global-connections route (numbered from 1). */
export const routePointSchema = z.object({
  id: z.number().int().positive(),
  number: z.number().int().min(1),
  content: bilingualTextSchema.nullable(),
  audio: bilingualAudioSchema.nullable(),
  images: z.array(imageDetailsSchema),
});
export type RoutePoint = z.infer<typeof routePointSchema>;

export const essentialQuestionSchema = z.object({
  id: z.number().int().positive(),
  question: bilingualTextSchema,
  audio: bilingualAudioSchema.nullable(),
});
export type EssentialQuestion = z.infer<typeof essentialQuestionSchema>;

/** A paragraph with the defaults of product-spec §3 (opacity 100, size 12, flex-start, left-side, auto). */
export const paragraphSchema = z.object({
  id: z.number().int().positive(),
  order: z.number().int().min(1),
  title: bilingualTextSchema.nullable(),
  content: bilingualTextSchema.nullable(),
  videoUrl: z.string().nullable(),
  background: z.string().nullable(),
  opacity: z.number().int().min(0).max(100).default(COMPONENT_DEFAULTS.opacity),
  size: z.number().int().positive().default(COMPONENT_DEFAULTS.size),
  alignment: z.enum(PARAGRAPH_ALIGNMENTS).default(COMPONENT_DEFAULTS.alignment),
  orientation: z.enum(PARAGRAPH_ORIENTATIONS).default(COMPONENT_DEFAULTS.orientation),
  height: z.string().default(COMPONENT_DEFAULTS.height),
  images: z.array(imageDetailsSchema),
  audio: bilingualAudioSchema.nullable(),
  routePoints: z.array(routePointSchema),
  isProgressiveMap: z.boolean(),
  isHorizontalMode: z.boolean(),
  isCarousal: z.boolean(),
  essentialQuestion: essentialQuestionSchema.nullable(),
  displayStepNumbers: z.boolean(),
});
export type Paragraph = z.infer<typeof paragraphSchema>;

/**
 * One component of a lesson or unit story. Every type shares this shape; the fields a type does not use
 * are null (a page-break has only id, type and order). Section titles use background, color and size;
 * cards title, alignment and audio; video-content title and videoUrl; embedded-content embedUrl and height;
 * group-header title and groupHeaderType (default 1); the paragraph-like types their paragraphs.
 */
export const componentSchema = z.object({
  id: z.number().int().positive(),
  type: componentTypeSchema,
  order: z.number().int().min(1),
  title: bilingualTextSchema.nullable(),
  content: bilingualTextSchema.nullable(),
  audio: bilingualAudioSchema.nullable(),
  videoUrl: z.string().nullable(),
  embedUrl: z.string().nullable(),
  background: z.string().nullable(),
  color: z.string().nullable(),
  size: z.number().int().positive().nullable(),
  alignment: z.enum(PARAGRAPH_ALIGNMENTS).nullable(),
  height: z.string().nullable(),
  groupHeaderType: z.number().int().positive().nullable(),
  /** For `assessment-group`: which assessment group of the lesson this placeholder shows. */
  assessmentGroupNumber: z.number().int().positive().nullable(),
  /** For `assessment-group`: completion waits for teacher feedback (product-spec §4). */
  requiresTeacherFeedback: z.boolean(),
  paragraphs: z.array(paragraphSchema),
});
export type Component = z.infer<typeof componentSchema>;

