import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_COMPONENT_TYPES } from '@domain/authoring/lesson-content.schemas';
import { COMPONENT_TYPES } from '@domain/content/component.schemas';
import { MESSAGES } from '@domain/shared/messages';
import { authoringStrings } from '@ui/authoring/authoring.locale';
import { editingStrings } from '@ui/authoring/editing/editing.locale';
import { lessonBuilderStrings } from '@ui/authoring/lesson-builder/lesson-builder.locale';
import { publishStrings } from '@ui/authoring/publish/publish.strings';

/** The lesson builder's bundle: the rules tests/unit/locales.test.ts applies to the shared locales. */
describe('lesson builder strings', () => {
  it('has the same keys in English and Spanish, none empty, and a name for every component type', () => {
    expect(Object.keys(lessonBuilderStrings.es).sort()).toEqual(Object.keys(lessonBuilderStrings.en).sort());
    for (const text of [...Object.values(lessonBuilderStrings.en), ...Object.values(lessonBuilderStrings.es)]) expect(text.trim()).not.toBe('');
    expect(CATALOGUE_COMPONENT_TYPES).toHaveLength(13);
    for (const type of COMPONENT_TYPES) expect(Object.keys(lessonBuilderStrings.en)).toContain(`lbType-${type}`);
  });

  it('defines no key that another bundle or the message catalogue already has', async () => {
    const taken = new Set<string>([...Object.keys(MESSAGES), ...Object.keys(publishStrings.en), ...Object.keys(authoringStrings.en), ...Object.keys(editingStrings.en)]);
    const dir = path.resolve('src/ui/i18n/locales');
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'index.ts')) {
      const module = (await import(path.join(dir, file))) as Record<string, { en: Record<string, string> }>;
      for (const bundle of Object.values(module)) for (const key of Object.keys(bundle.en)) taken.add(key);
    }
    expect(Object.keys(lessonBuilderStrings.en).filter((key) => taken.has(key))).toEqual([]);
  });
});
