import type { z } from 'zod';
import { isMessageKey } from '@domain/shared/messages';
import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { authoringMessageStrings } from '../authoring-messages.locale';

// The rules' messages (invalid colour, whole-pixel margins) are the back office's own catalogue.
registerLocaleBundle(authoringMessageStrings);

/** A typed value checked by a shared schema (§5 field rules), or the catalogue key of the rule it breaks. */
export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly messageKey: string };

/** Checks what the creator typed with the same schema the server applies (`toInput` says what an empty text means). */
export function ruleOf<T>(schema: z.ZodType<T>, toInput: (raw: string) => unknown = (raw) => raw) {
  return (raw: string): Parsed<T> => {
    const result = schema.safeParse(toInput(raw));
    if (result.success) return { ok: true, value: result.data };
    // The shared rules name catalogue keys; zod's own wording (a width out of range) reads as the generic one.
    const key = result.error.issues[0]?.message ?? '';
    return { ok: false, messageKey: isMessageKey(key) ? key : 'fieldsInvalid' };
  };
}
