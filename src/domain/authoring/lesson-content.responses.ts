import { z } from 'zod';
import { lessonDocumentSchema } from '../content/lesson.schemas';
import { authoredLessonSchema } from './authoring.responses';

/*
 * The lesson builder's answers (issue 14). `GET lesson/{id}/backup` and every change of §7.7 answer
 * with the lesson's whole draft: the lesson as the unit builder lists it (draft version, publish
 * state) and the draft assembled exactly as a publish would give it to students — the preview renders
 * that document with the students' own components.
 */
export const lessonDraftSchema = z.object({
  lesson: authoredLessonSchema,
  /** `version` is the draft version; `publishedAt` the moment the draft was assembled. */
  document: lessonDocumentSchema,
});
export type LessonDraft = z.infer<typeof lessonDraftSchema>;

/** An uploaded file (`POST images`, `GET images/{id}/name`, `PATCH images/{id}/info`). */
export const uploadedMediaSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(['image', 'audio']),
  /** `/api/images/{id}` or `/api/audio/{id}`. */
  url: z.string(),
  name: z.string(),
  contentType: z.string(),
  byteSize: z.number().int().min(0),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  alt: z.object({ en: z.string(), es: z.string() }).nullable(),
});
export type UploadedMedia = z.infer<typeof uploadedMediaSchema>;

/** `PATCH images/{id}/info`: the image's name and its text alternative per language. */
export const mediaInfoBodySchema = z.object({
  name: z.string().trim().min(1).max(200).optional(),
  alt: z.object({ en: z.string().trim().max(500), es: z.string().trim().max(500) }).optional(),
});
export type MediaInfoBody = z.infer<typeof mediaInfoBodySchema>;
