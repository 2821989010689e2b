import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LocaleBundle } from '@ui/i18n/bundle-registry';

/**
 * A screen's strings must be registered by the screen's own code: after a full page load (reload,
 * typed URL) no other screen has run before it. For every lazily loaded screen, every feature key its
 * modules name must belong to a bundle registered somewhere in the modules it imports.
 */
const UI = path.resolve('src/ui');
const LOCALES = path.join(UI, 'i18n/locales');

/** Feature bundles by file name (`management`), with the keys they hold. */
async function featureBundles(): Promise<Map<string, Set<string>>> {
  const { SHELL_BUNDLES } = (await import('@ui/i18n/locales')) as { SHELL_BUNDLES: readonly LocaleBundle[] };
  const out = new Map<string, Set<string>>();
  for (const file of readdirSync(LOCALES).filter((f) => f.endsWith('.ts') && f !== 'index.ts')) {
    const module = (await import(path.join(LOCALES, file))) as Record<string, LocaleBundle>;
    for (const bundle of Object.values(module)) {
      if (SHELL_BUNDLES.includes(bundle)) continue;
      out.set(file.replace(/\.ts$/, ''), new Set(Object.keys(bundle.en)));
    }
  }
  return out;
}

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@ui/')
    ? path.join(UI, specifier.slice(4))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base || !base.startsWith(UI)) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

const IMPORT = /(?:import|export)\s+(?!type\b)(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/g;
/** Keys are named in code as single-quoted words (`t('firstName')`, label maps); JSX attributes use double quotes. */
const LITERAL = /'([A-Za-z][A-Za-z0-9]*)'/g;

interface ScreenStrings {
  readonly registered: Set<string>;
  /** Feature keys named by the screen's modules, by module (relative to src/ui). */
  readonly named: Map<string, string[]>;
}

function screenStrings(entry: string, bundles: Map<string, Set<string>>): ScreenStrings {
  const registered = new Set<string>();
  const named = new Map<string, string[]>();
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    const localeImports = new Map<string, string>();
    for (const [, specifier] of source.matchAll(IMPORT)) {
      const locale = /i18n\/locales\/([a-z-]+)$/.exec(specifier);
      if (locale) {
        const names = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*['"]${specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}['"]`).exec(source);
        for (const name of names?.[1]?.split(',') ?? []) localeImports.set(name.trim(), locale[1]!);
        continue;
      }
      const target = resolveImport(file, specifier);
      if (target && !target.includes(`${path.sep}i18n${path.sep}`)) queue.push(target);
    }
    for (const [, args] of source.matchAll(/registerLocaleBundle\(([^)]*)\)/g)) {
      for (const name of args!.split(',')) {
        const bundle = localeImports.get(name.trim());
        if (bundle) registered.add(bundle);
      }
    }
    const keys = [...new Set([...source.matchAll(LITERAL)].map((m) => m[1]!))].filter((key) =>
      [...bundles.values()].some((keysOf) => keysOf.has(key)),
    );
    if (keys.length > 0) named.set(path.relative(UI, file), keys);
  }
  return { registered, named };
}

function lazyScreens(): Array<[string, string]> {
  const screens = path.join(UI, 'app/screens.ts');
  const source = readFileSync(screens, 'utf8');
  return [...source.matchAll(/(\w+):\s*\(\)\s*=>\s*import\(['"]([^'"]+)['"]\)/g)].map(([, id, specifier]) => [
    id!,
    resolveImport(screens, specifier!)!,
  ]);
}

describe('every lazily loaded screen registers the strings it shows', () => {
  it('finds the screens of the route table', () => {
    expect(lazyScreens().length).toBeGreaterThan(20);
    for (const [id, file] of lazyScreens()) expect(file, id).toBeTruthy();
  });

  it.each(lazyScreens())('%s', async (_id, entry) => {
    const bundles = await featureBundles();
    const { registered, named } = screenStrings(entry, bundles);
    const unregistered: string[] = [];
    for (const [module, keys] of named) {
      const missing = keys.filter((key) => ![...registered].some((bundle) => bundles.get(bundle)?.has(key)));
      if (missing.length > 0) unregistered.push(`${module}: ${missing.join(', ')}`);
    }
    expect(unregistered).toEqual([]);
  });
});
