import { z } from 'zod';
import { msg } from '../shared/schema-kit';
import { READ_ALOUD_LANGUAGES, TEXT_SIZES } from './accessibility.rules';

/**
 * A student's accessibility preferences (issue 16), as saved on the server and answered back: the
 * body of `PUT User/accessibility-preferences` and the data of both calls. Every field is required
 * (the panel always sends the whole set) and no other is accepted.
 */
export const accessibilityPreferencesSchema = z.strictObject(
  {
    textSize: z.enum(TEXT_SIZES, { error: msg('fieldsInvalid') }),
    highContrast: z.boolean({ error: msg('fieldsInvalid') }),
    readingSpacing: z.boolean({ error: msg('fieldsInvalid') }),
    readAloudLanguage: z.enum(READ_ALOUD_LANGUAGES, { error: msg('fieldsInvalid') }),
  },
  { error: msg('fieldsInvalid') },
);
export type AccessibilityPreferences = z.infer<typeof accessibilityPreferencesSchema>;
