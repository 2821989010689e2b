import { z } from 'zod';
import { COMPONENT_DEFAULTS, DEFAULT_IMAGE_WIDTH_PX } from '../shared/constants';
import { idSchema, MAX_DATABASE_ID, safeText } from '../shared/schema-kit';
import { CATALOGUE_COMPONENT_TYPES } from '../content/component-kinds';
import { componentTypeSchema, IMAGE_POSITIONS, PARAGRAPH_ALIGNMENTS, PARAGRAPH_ORIENTATIONS } from '../content/component.schemas';
import { draftVersionSchema } from './authoring.schemas';

/*
 * The lesson builder's requests (issue 14; api-spec §7.7): components, their paragraphs, route points,
 * image details and essential questions. A lesson's content is one draft: every change carries the
 * lesson's draft version the editor loaded (`version`) and answers with the whole draft at its new
 * version, so a second editor's stale change is refused with 409 and the draft as it is now
 * (docs/decisions.md "Lesson content is one draft"). Field rules are product-spec §5 "Content
 * properties": a valid colour, a valid URL, whole-pixel margins, size 12 when not numeric, opacity
 * 100, height auto.
 */

export { CATALOGUE_COMPONENT_TYPES };
export const catalogueComponentTypeSchema = z.enum(CATALOGUE_COMPONENT_TYPES as [string, ...string[]]).pipe(componentTypeSchema);

/** Types whose body is a list of paragraphs (the others keep their fields on the component). */
export const PARAGRAPH_COMPONENT_TYPES = [
  'paragraph',
  'rubric',
  'text-content',
  'interactive-map',
  'interactive-lesson',
  'only-images',
  'global-connections',
] as const;
export const hasParagraphs = (type: string): boolean => (PARAGRAPH_COMPONENT_TYPES as readonly string[]).includes(type);

/** A new global-connections paragraph starts with this many route points (product-spec §3). */
export const GLOBAL_CONNECTIONS_ROUTE_POINTS = 5;

/** A CSS colour the editor's colour picker gives: #rgb, #rrggbb or #rrggbbaa (§5 "valid colour"). */
export const colourSchema = z.string().trim().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, 'invalidColour');

/** An http(s) address (§5 "valid URL"); anything else (javascript:, data:, relative) is refused. */
export const webAddressSchema = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'invalidUrl');

/** Size: a whole number of points; anything not numeric becomes 12 (§5). */
export const componentSizeSchema = z.preprocess((value) => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= 200 ? n : COMPONENT_DEFAULTS.size;
}, z.number().int().positive());

/** Height: "auto" or a whole number of pixels ("320px" or "320"), stored as given with px. */
export const componentHeightSchema = z.preprocess(
  (value) => (value === undefined || value === null || value === '' ? COMPONENT_DEFAULTS.height : value),
  z
    .string()
    .trim()
    .regex(/^(auto|\d{1,4}(px)?)$/, 'invalidHeight')
    .transform((h) => (h === 'auto' || h.endsWith('px') ? h : `${h}px`)),
);

/** Whole-pixel margins (§5 "image margins must be integers"). */
const marginSchema = z.number().int('marginsWholePixels').min(-2000).max(2000);

/** Bilingual plain text (a title, a caption); both may be empty. */
export const bilingualPlainSchema = z.object({ en: safeText().max(500), es: safeText().max(500) });
/** Bilingual rich text: HTML from the editor, sanitised by the server before it is stored. */
export const bilingualRichSchema = z.object({ en: z.string().max(100_000), es: z.string().max(100_000) });
export type BilingualPlain = z.infer<typeof bilingualPlainSchema>;
export type BilingualRich = z.infer<typeof bilingualRichSchema>;

/** Narration per language: uploaded audio asset ids (`POST images` with an audio file), either may be missing. */
export const audioChoiceSchema = z.object({ en: idSchema.nullable(), es: idSchema.nullable() }).nullable();
export type AudioChoice = z.infer<typeof audioChoiceSchema>;

const versioned = { version: draftVersionSchema };

/**
 * `POST component`: a new component of a catalogue type at `order` (default: the end) of a lesson or
 * of a unit story (exactly one of the two; `version` is that owner's draft version).
 */
export const createComponentBodySchema = z
  .object({
    ...versioned,
    lessonId: idSchema.optional(),
    unitStoryId: idSchema.optional(),
    type: catalogueComponentTypeSchema,
    order: z.number().int().min(1).max(MAX_DATABASE_ID).optional(),
  })
  .refine((b) => (b.lessonId === undefined) !== (b.unitStoryId === undefined), { message: 'required', path: ['lessonId'] });
export type CreateComponentBody = z.infer<typeof createComponentBodySchema>;

/** `PUT component/{id}`: the component's own fields (those its type uses; see componentSchema). */
export const componentFieldsSchema = z.object({
  title: bilingualPlainSchema.nullable(),
  content: bilingualRichSchema.nullable(),
  audio: audioChoiceSchema,
  videoUrl: webAddressSchema.nullable(),
  embedUrl: webAddressSchema.nullable(),
  background: colourSchema.nullable(),
  color: colourSchema.nullable(),
  size: componentSizeSchema.nullable(),
  alignment: z.enum(PARAGRAPH_ALIGNMENTS).nullable(),
  height: componentHeightSchema.nullable(),
  groupHeaderType: z.number().int().min(1).max(9).nullable(),
});
export const updateComponentBodySchema = componentFieldsSchema.partial().extend(versioned);
export type ComponentFields = z.infer<typeof componentFieldsSchema>;
export type UpdateComponentBody = z.infer<typeof updateComponentBodySchema>;

/** `PATCH component/{id}`, `PATCH paragraph/{id}`: move to `order` (1-based); the rest renumber from 1. */
export const moveBodySchema = z.object({ ...versioned, order: z.number().int().min(1).max(MAX_DATABASE_ID) });
export type MoveBody = z.infer<typeof moveBodySchema>;

/** `DELETE component/{id}?version=…` and the other removals: the version travels in the query. */
export const versionQuerySchema = z.object({ version: z.coerce.number().pipe(draftVersionSchema) });
export type VersionQuery = z.infer<typeof versionQuerySchema>;

/** `POST paragraph`: a new paragraph at the end of a paragraph-type component. */
export const createParagraphBodySchema = z.object({ ...versioned, componentId: idSchema });
export type CreateParagraphBody = z.infer<typeof createParagraphBodySchema>;

/** `PUT paragraph/{id}` and `PUT component/paragraph/{id}`: every paragraph property of product-spec §3. */
export const paragraphFieldsSchema = z.object({
  title: bilingualPlainSchema.nullable(),
  content: bilingualRichSchema.nullable(),
  videoUrl: webAddressSchema.nullable(),
  background: colourSchema.nullable(),
  opacity: z.number().int().min(0).max(100).catch(COMPONENT_DEFAULTS.opacity),
  size: componentSizeSchema,
  alignment: z.enum(PARAGRAPH_ALIGNMENTS),
  orientation: z.enum(PARAGRAPH_ORIENTATIONS),
  height: componentHeightSchema,
  audio: audioChoiceSchema,
  isProgressiveMap: z.boolean(),
  isHorizontalMode: z.boolean(),
  isCarousal: z.boolean(),
  displayStepNumbers: z.boolean(),
});
export const updateParagraphBodySchema = paragraphFieldsSchema.partial().extend(versioned);
export type ParagraphFields = z.infer<typeof paragraphFieldsSchema>;
export type UpdateParagraphBody = z.infer<typeof updateParagraphBodySchema>;

/** `POST component/paragraph/{id}/route`: a new route point numbered after the last. */
export const createRoutePointBodySchema = z.object(versioned);
/** `PUT component/paragraph/route/{id}`: the point's text and narration. */
export const updateRoutePointBodySchema = z.object({ ...versioned, content: bilingualRichSchema.nullable(), audio: audioChoiceSchema });
/** `PATCH component/paragraph/route/{id}/order`: move to `number` (1-based); the others renumber from 1. */
export const moveRoutePointBodySchema = z.object({ ...versioned, number: z.number().int().min(1).max(MAX_DATABASE_ID) });
export type UpdateRoutePointBody = z.infer<typeof updateRoutePointBodySchema>;
export type MoveRoutePointBody = z.infer<typeof moveRoutePointBodySchema>;

/** Image details fields (product-spec §3); margins are whole pixels. */
const imageDetailsShape = {
  imageId: idSchema,
  width: z.number().int().min(1).max(4000),
  title: bilingualPlainSchema.nullable(),
  caption: bilingualPlainSchema.nullable(),
  disclaimer: bilingualPlainSchema.nullable(),
  audio: audioChoiceSchema,
  captionAudio: audioChoiceSchema,
  captionMargin: marginSchema,
  marginBottom: marginSchema,
  position: z.enum(IMAGE_POSITIONS),
};
/** A new image's fields: width defaults to 700, the rest to none. */
export const imageDetailsFieldsSchema = z.object({
  imageId: imageDetailsShape.imageId,
  width: imageDetailsShape.width.default(DEFAULT_IMAGE_WIDTH_PX),
  title: imageDetailsShape.title.default(null),
  caption: imageDetailsShape.caption.default(null),
  disclaimer: imageDetailsShape.disclaimer.default(null),
  audio: imageDetailsShape.audio.default(null),
  captionAudio: imageDetailsShape.captionAudio.default(null),
  captionMargin: imageDetailsShape.captionMargin.default(0),
  marginBottom: imageDetailsShape.marginBottom.default(0),
  position: imageDetailsShape.position.default('inherit'),
});
/** `POST imagedetails`: an image on a paragraph or on a route point (exactly one of the two). */
export const createImageDetailsBodySchema = imageDetailsFieldsSchema
  .extend({ ...versioned, paragraphId: idSchema.optional(), routePointId: idSchema.optional() })
  .refine((b) => (b.paragraphId === undefined) !== (b.routePointId === undefined), { message: 'required', path: ['paragraphId'] });
/** `PUT imagedetails/{id}`. */
// Built without the defaults: zod 4 fills a default even inside an optional field, which would reset what a save leaves out.
export const updateImageDetailsBodySchema = z.object(imageDetailsShape).partial().extend(versioned);
export type CreateImageDetailsBody = z.infer<typeof createImageDetailsBodySchema>;
export type UpdateImageDetailsBody = z.infer<typeof updateImageDetailsBodySchema>;

/** `POST essentialquestion` (on a paragraph) and `PUT essentialquestion/{id}`: question and narration. */
export const essentialQuestionFieldsSchema = z.object({ question: bilingualRichSchema, audio: audioChoiceSchema });
export type EssentialQuestionFields = z.infer<typeof essentialQuestionFieldsSchema>;
export const createEssentialQuestionBodySchema = essentialQuestionFieldsSchema.extend({ ...versioned, paragraphId: idSchema });
export const updateEssentialQuestionBodySchema = essentialQuestionFieldsSchema.extend(versioned);
export type CreateEssentialQuestionBody = z.infer<typeof createEssentialQuestionBodySchema>;
export type UpdateEssentialQuestionBody = z.infer<typeof updateEssentialQuestionBodySchema>;
