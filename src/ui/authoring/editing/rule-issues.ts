import type { TFunction } from 'i18next';
import { isMessageKey } from '@domain/shared/messages';

/**
 * A dialog's inputs' messages from the shared rules' issues (zod): the first issue of each input,
 * found by the request field it checks (`title.en` → `titleEn`), in the catalogue's words (the generic
 * one for zod's own wording).
 */
export function inputErrorsOf<K extends string>(issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[], inputOf: Readonly<Record<string, K>>, t: TFunction): Partial<Record<K, string>> {
  const found: Partial<Record<K, string>> = {};
  for (const issue of issues) {
    const input = inputOf[issue.path.join('.')];
    if (input && !found[input]) found[input] = t(isMessageKey(issue.message) ? issue.message : 'fieldsInvalid');
  }
  return found;
}
