import { z } from 'zod';
import { clientConfigSchema } from '../identity/user.responses';
import { ACCEPTED_UPLOAD_TYPES, MAX_UPLOAD_BYTES } from '../shared/constants';

/*
 * `GET configurationsettings/getbytype/{type}` (issue 14; api-spec §7.5): the settings a signed-in
 * client needs, by type. `uploads`: what `POST images` takes (each kind's content types and largest
 * size), so the back office refuses a file before sending it; `session`: the idle warning and logout
 * timings, the same values `GET client-config` gives before sign-in. Any other type is 404
 * `CONFIGURATION.TYPE_NOT_FOUND` (docs/decisions.md "The last unit and lesson calls").
 */
export const CONFIGURATION_TYPES = ['uploads', 'session'] as const;
export type ConfigurationType = (typeof CONFIGURATION_TYPES)[number];
export const isConfigurationType = (value: string): value is ConfigurationType => (CONFIGURATION_TYPES as readonly string[]).includes(value);

/** The path's type: any short text; the use case answers 404 for one it does not know. */
export const configurationTypeParamsSchema = z.object({ type: z.string().max(60) });

const uploadKindSettingsSchema = z.object({
  /** The most a file of this kind may weigh, in bytes. */
  maxBytes: z.number().int().positive(),
  /** The content types the server recognises from a file's bytes (what a file picker may offer). */
  contentTypes: z.array(z.string()),
});
export const uploadSettingsSchema = z.object({ type: z.literal('uploads'), image: uploadKindSettingsSchema, audio: uploadKindSettingsSchema });
export type UploadSettings = z.infer<typeof uploadSettingsSchema>;
/** The `uploads` settings: what `POST images` applies (shared/constants.ts), as clients read them. */
export const UPLOAD_SETTINGS: UploadSettings = {
  type: 'uploads',
  image: { maxBytes: MAX_UPLOAD_BYTES.image, contentTypes: [...ACCEPTED_UPLOAD_TYPES.image] },
  audio: { maxBytes: MAX_UPLOAD_BYTES.audio, contentTypes: [...ACCEPTED_UPLOAD_TYPES.audio] },
};

export const sessionSettingsSchema = clientConfigSchema.pick({ sessionIdleLogoutMs: true, sessionIdleWarningBeforeMs: true }).extend({ type: z.literal('session') });
export type SessionSettings = z.infer<typeof sessionSettingsSchema>;

export const configurationSettingsSchema = z.discriminatedUnion('type', [uploadSettingsSchema, sessionSettingsSchema]);
export type ConfigurationSettings = z.infer<typeof configurationSettingsSchema>;
