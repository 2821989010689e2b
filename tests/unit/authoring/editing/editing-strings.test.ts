import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@domain/shared/messages';
import { authoringStrings } from '@ui/authoring/authoring.locale';
import { editingStrings } from '@ui/authoring/editing/editing.locale';
import { lessonBuilderStrings } from '@ui/authoring/lesson-builder/lesson-builder.locale';
import { previewStrings } from '@ui/authoring/preview/preview.locale';
import { publishStrings } from '@ui/authoring/publish/publish.strings';

/** The editing controls' and previews' bundles live beside their screens: the locales rules, checked here. */
describe.each([
  ['editing', editingStrings],
  ['preview', previewStrings],
] as const)('%s strings', (_name, bundle) => {
  it('has the same keys in English and Spanish, none empty, each written in Spanish', () => {
    expect(Object.keys(bundle.es).sort()).toEqual(Object.keys(bundle.en).sort());
    const es: Record<string, string> = bundle.es;
    for (const [key, en] of Object.entries(bundle.en)) {
      expect(en.trim()).not.toBe('');
      expect(es[key]?.trim()).not.toBe('');
      expect(es[key]).not.toBe(en);
    }
  });

  it('defines no key that another bundle or the message catalogue already has', async () => {
    const others = [authoringStrings, publishStrings, lessonBuilderStrings, editingStrings, previewStrings].filter((other) => other !== bundle);
    const taken = new Set<string>([...Object.keys(MESSAGES), ...others.flatMap((other) => Object.keys(other.en))]);
    const dir = path.resolve('src/ui/i18n/locales');
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'index.ts')) {
      const module = (await import(path.join(dir, file))) as Record<string, { en: Record<string, string> }>;
      for (const loaded of Object.values(module)) for (const key of Object.keys(loaded.en)) taken.add(key);
    }
    expect(Object.keys(bundle.en).filter((key) => taken.has(key))).toEqual([]);
  });
});
