import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@domain/shared/messages';
import { authoringStrings } from '@ui/authoring/authoring.locale';
import { publishStrings } from '@ui/authoring/publish/publish.strings';

/**
 * The back office's bundle lives beside its screens (src/ui/authoring), outside the locales folder
 * that tests/unit/locales.test.ts reads: the same rules, checked here.
 */
describe('back-office strings', () => {
  it('has the same keys in English and Spanish, none empty', () => {
    expect(Object.keys(authoringStrings.es).sort()).toEqual(Object.keys(authoringStrings.en).sort());
    for (const text of [...Object.values(authoringStrings.en), ...Object.values(authoringStrings.es)]) expect(text.trim()).not.toBe('');
  });

  it('defines no key that another bundle or the message catalogue already has', async () => {
    const taken = new Set<string>([...Object.keys(MESSAGES), ...Object.keys(publishStrings.en)]);
    const dir = path.resolve('src/ui/i18n/locales');
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'index.ts')) {
      const module = (await import(path.join(dir, file))) as Record<string, { en: Record<string, string> }>;
      for (const bundle of Object.values(module)) for (const key of Object.keys(bundle.en)) taken.add(key);
    }
    expect(Object.keys(authoringStrings.en).filter((key) => taken.has(key))).toEqual([]);
  });
});
