import { z } from 'zod';

/** Bilingual text as the product stores it (product-spec §3): an id plus the English and Spanish wording. */
export const bilingualTextSchema = z.object({
  id: z.number().int().positive(),
  en: z.string(),
  es: z.string(),
});
export type BilingualText = z.infer<typeof bilingualTextSchema>;

/**
 * Narration in both languages: `en` and `es` are URLs of audio files (GET /api/audio/{id}) or null when
 * that language has no recording. The client plays the one matching the student's audio language,
 * which is chosen independently of the text language.
 */
export const bilingualAudioSchema = z.object({
  id: z.number().int().positive(),
  en: z.string().nullable(),
  es: z.string().nullable(),
});
export type BilingualAudio = z.infer<typeof bilingualAudioSchema>;

/** An uploaded image as content references it. `url` serves the bytes (content-addressed, immutable). */
export const imageAssetSchema = z.object({
  id: z.number().int().positive(),
  url: z.string(),
  name: z.string(),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  alt: bilingualTextSchema.nullable(),
});
export type ImageAsset = z.infer<typeof imageAssetSchema>;

export { audioIn, textIn } from './bilingual';
