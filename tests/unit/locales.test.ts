import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@domain/shared/messages';

const LOCALES_DIR = path.resolve('src/ui/i18n/locales');

async function bundles(): Promise<Array<[string, { en: Record<string, string>; es: Record<string, string> }]>> {
  const files = readdirSync(LOCALES_DIR).filter((f) => f.endsWith('.ts') && f !== 'index.ts');
  const out: Array<[string, { en: Record<string, string>; es: Record<string, string> }]> = [];
  for (const file of files) {
    const module = (await import(path.join(LOCALES_DIR, file))) as Record<string, { en: Record<string, string>; es: Record<string, string> }>;
    for (const [name, bundle] of Object.entries(module)) out.push([`${file}:${name}`, bundle]);
  }
  return out;
}

describe('interface strings', () => {
  it('every bundle has the same keys in English and Spanish, none empty', async () => {
    for (const [name, bundle] of await bundles()) {
      expect(Object.keys(bundle.es).sort(), name).toEqual(Object.keys(bundle.en).sort());
      for (const [key, text] of [...Object.entries(bundle.en), ...Object.entries(bundle.es)]) expect(text.trim(), `${name} ${key}`).not.toBe('');
    }
  });

  it('no key is defined twice across bundles or over the message catalogue', async () => {
    const owner = new Map<string, string>(Object.keys(MESSAGES).map((k) => [k, 'messages']));
    for (const [name, bundle] of await bundles()) {
      for (const key of Object.keys(bundle.en)) {
        expect(owner.get(key), `${key} in ${name}`).toBeUndefined();
        owner.set(key, name);
      }
    }
  });
});
