import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@domain/shared/messages';
import { CATALOGUE_COMPONENT_TYPES } from '@domain/authoring/lesson-content.schemas';
import { unitDetailsStrings } from '@ui/authoring/unit-details/unit-details.locale';

/**
 * The unit details, unit previews and component samples bundle: the rules tests/unit/locales.test.ts
 * applies to the shared locales, against every other bundle of the interface (the back office's
 * bundles beside their screens included) and the message catalogue.
 */
const bundlesIn = async (dir: string, pattern: RegExp) => {
  const found: { en: Record<string, string> }[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !pattern.test(entry.name) || entry.name === 'index.ts') continue;
    const module = (await import(path.join(entry.parentPath, entry.name))) as Record<string, unknown>;
    for (const value of Object.values(module)) if (value && typeof value === 'object' && 'en' in value && 'es' in value) found.push(value as { en: Record<string, string> });
  }
  return found;
};

describe('unit details strings', () => {
  it('has the same keys in English and Spanish, none empty, and a purpose for every catalogue type', () => {
    expect(Object.keys(unitDetailsStrings.es).sort()).toEqual(Object.keys(unitDetailsStrings.en).sort());
    for (const text of [...Object.values(unitDetailsStrings.en), ...Object.values(unitDetailsStrings.es)]) expect(text.trim()).not.toBe('');
    for (const type of CATALOGUE_COMPONENT_TYPES) expect(unitDetailsStrings.en).toHaveProperty(`udPurpose-${type}`);
  });

  it('defines no key that another bundle or the message catalogue already has', async () => {
    const others = [...(await bundlesIn(path.resolve('src/ui/i18n/locales'), /\.ts$/)), ...(await bundlesIn(path.resolve('src/ui/authoring'), /\.(locale|strings)\.ts$/))].filter(
      (bundle) => bundle !== (unitDetailsStrings as unknown),
    );
    expect(others.length).toBeGreaterThan(10);
    const taken = new Set<string>([...Object.keys(MESSAGES), ...others.flatMap((bundle) => Object.keys(bundle.en))]);
    expect(Object.keys(unitDetailsStrings.en).filter((key) => taken.has(key))).toEqual([]);
  });
});
