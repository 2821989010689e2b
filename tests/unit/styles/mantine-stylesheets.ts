import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Which of Mantine's per-component stylesheets (`@mantine/core/styles/X.layer.css`) each chunk of the
 * client needs and which it imports (issue 17: the global stylesheet became per-component imports in
 * src/main.tsx and the lazy screens). Read from the sources, no build: imports are found with a regex
 * (the clause may hold only names, braces, commas and `as`, so it never runs across code), Mantine's
 * side through its ESM module graph down to the `.module.mjs` class names each component uses.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');
const MANTINE = path.join(ROOT, 'node_modules/@mantine');
const CORE_STYLES = path.join(MANTINE, 'core/styles');
const LAYER_ALIASES: Record<string, string> = { '@domain/': 'src/domain/', '@application/': 'src/application/', '@infrastructure/': 'src/infrastructure/', '@ui/': 'src/ui/' };
/** The whole library's stylesheet: a chunk importing it has every component's styles. */
const ALL_STYLES = new Set(['@mantine/core/styles.css', '@mantine/core/styles.layer.css']);
/** Loaded with the base, not per component. */
const BASE_SHEETS = new Set(['baseline.css', 'default-css-variables.css', 'global.css']);

const IMPORT_FROM = /(?:^|[\n;])\s*(import|export)\s+(type\s+)?([\w$\s{},*]+?)\s+from\s+['"]([^'"]+)['"]/g;
const BARE_IMPORT = /(?:^|[\n;])\s*import\s+['"]([^'"]+)['"]/g;
const DYNAMIC_IMPORT = /import\(\s*['"]([^'"]+)['"]\s*\)/g;
const LAYER_SHEET = /^@mantine\/core\/styles\/([\w-]+)\.layer\.css$/;

/** The stylesheet a chunk needs, as it is imported: `Table.layer.css`. */
export type SheetName = string;
/** A source file's text by path; the test swaps one to prove the guard fails. */
export type ReadSource = (file: string) => string;

export const readFromDisk: ReadSource = (file) => readFileSync(file, 'utf8');

function importedNames(clause: string): string[] {
  const braces = clause.match(/\{([^}]*)\}/);
  if (!braces) return [];
  return braces[1]!
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!)
    .filter(Boolean);
}

/** Mantine's class names (`m_4e7aa4f3`) to the stylesheet that defines them, first definition wins. */
function classSheets(): Map<string, SheetName> {
  const sheets = new Map<string, SheetName>();
  for (const file of readdirSync(CORE_STYLES)) {
    if (!file.endsWith('.css') || file.endsWith('.layer.css') || BASE_SHEETS.has(file)) continue;
    const sheet = file.replace(/\.css$/, '.layer.css');
    for (const match of readFileSync(path.join(CORE_STYLES, file), 'utf8').matchAll(/\.(m_[0-9a-f]+)/g)) {
      if (!sheets.has(match[1]!)) sheets.set(match[1]!, sheet);
    }
  }
  return sheets;
}

interface MantineModule {
  readonly relative: string[];
  readonly fromPackages: [pkg: string, names: string[]][];
  readonly sheets: SheetName[];
}

/** Mantine's own module graph: exported component name to the stylesheets it and what it renders need. */
export function createMantineSheets() {
  const sheetOfClass = classSheets();
  const modules = new Map<string, MantineModule>();
  const exportsOf = new Map<string, Map<string, string>>();
  const byName = new Map<string, Set<SheetName>>();

  const moduleAt = (file: string): MantineModule => {
    const known = modules.get(file);
    if (known) return known;
    const source = readFileSync(file, 'utf8');
    const parsed: MantineModule = { relative: [], fromPackages: [], sheets: [] };
    for (const [, , typeOnly, clause, spec] of source.matchAll(IMPORT_FROM)) {
      if (typeOnly) continue;
      if (spec!.startsWith('.')) parsed.relative.push(path.resolve(path.dirname(file), spec!));
      else if (spec!.startsWith('@mantine/')) parsed.fromPackages.push([spec!.split('/')[1]!, importedNames(clause!)]);
    }
    if (file.endsWith('.module.mjs')) {
      for (const match of source.matchAll(/"(m_[0-9a-f]+)"/g)) {
        const sheet = sheetOfClass.get(match[1]!);
        if (sheet) parsed.sheets.push(sheet);
      }
    }
    modules.set(file, parsed);
    return parsed;
  };

  const exportMap = (pkg: string): Map<string, string> => {
    const known = exportsOf.get(pkg);
    if (known) return known;
    const index = path.join(MANTINE, pkg, 'esm/index.mjs');
    const map = new Map<string, string>();
    if (existsSync(index)) {
      for (const [, , , clause, spec] of readFileSync(index, 'utf8').matchAll(IMPORT_FROM)) {
        if (spec!.startsWith('.')) for (const name of importedNames(clause!)) map.set(name, path.resolve(path.dirname(index), spec!));
      }
    }
    exportsOf.set(pkg, map);
    return map;
  };

  const sheetsOfName = (pkg: string, name: string): Set<SheetName> => {
    const key = `${pkg}:${name}`;
    const known = byName.get(key);
    if (known) return known;
    const sheets = new Set<SheetName>();
    byName.set(key, sheets); // a cycle through Mantine's packages ends here
    const start = exportMap(pkg).get(name);
    const seen = new Set<string>();
    const stack = start ? [start] : [];
    while (stack.length > 0) {
      const file = stack.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      const parsed = moduleAt(file);
      parsed.sheets.forEach((sheet) => sheets.add(sheet));
      stack.push(...parsed.relative);
      for (const [otherPkg, names] of parsed.fromPackages) for (const other of names) sheetsOfName(otherPkg, other).forEach((sheet) => sheets.add(sheet));
    }
    return sheets;
  };

  return { sheetsOf: (pkg: string, names: readonly string[]) => new Set(names.flatMap((name) => [...sheetsOfName(pkg, name)])) };
}

interface AppModule {
  readonly statics: string[];
  readonly dynamics: string[];
  readonly mantine: [pkg: string, names: string[]][];
  /** Per-component sheets it imports; `all` when it imports the whole library's stylesheet. */
  readonly imports: SheetName[] | 'all';
}

function resolveApp(spec: string, from: string): string | null {
  const alias = Object.keys(LAYER_ALIASES).find((prefix) => spec.startsWith(prefix));
  const base = alias ? path.join(ROOT, LAYER_ALIASES[alias]!, spec.slice(alias.length)) : spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The client's module graph from its sources: what each chunk (entry or lazy import) needs and brings. */
export function createAppGraph(read: ReadSource = readFromDisk) {
  const modules = new Map<string, AppModule>();
  const moduleAt = (file: string): AppModule => {
    const known = modules.get(file);
    if (known) return known;
    const parsed: AppModule = { statics: [], dynamics: [], mantine: [], imports: [] };
    modules.set(file, parsed);
    if (!/\.tsx?$/.test(file)) return parsed;
    const source = read(file);
    const sheets: SheetName[] = [];
    let all = false;
    for (const [, , typeOnly, clause, spec] of source.matchAll(IMPORT_FROM)) {
      if (typeOnly) continue;
      if (spec!.startsWith('@mantine/')) parsed.mantine.push([spec!.split('/')[1]!, importedNames(clause!)]);
      const target = resolveApp(spec!, file);
      if (target) parsed.statics.push(target);
    }
    for (const [, spec] of source.matchAll(BARE_IMPORT)) {
      const sheet = spec!.match(LAYER_SHEET);
      if (sheet) sheets.push(`${sheet[1]}.layer.css`);
      if (ALL_STYLES.has(spec!)) all = true;
      const target = resolveApp(spec!, file);
      if (target) parsed.statics.push(target);
    }
    for (const [, spec] of source.matchAll(DYNAMIC_IMPORT)) {
      const target = resolveApp(spec!, file);
      if (target) parsed.dynamics.push(target);
    }
    Object.assign(parsed, { imports: all ? 'all' : sheets });
    return parsed;
  };

  /** Every file a chunk's root pulls in statically, and the lazy imports found in them. */
  const chunkOf = (root: string) => {
    const files = new Set<string>();
    const lazy = new Set<string>();
    const stack = [root];
    while (stack.length > 0) {
      const file = stack.pop()!;
      if (files.has(file)) continue;
      files.add(file);
      const parsed = moduleAt(file);
      stack.push(...parsed.statics);
      parsed.dynamics.forEach((target) => lazy.add(target));
    }
    return { files: [...files], lazy: [...lazy] };
  };

  /** Every lazy import reachable from the entry, through lazy chunks too. */
  const lazyRoots = (entry: string): string[] => {
    const found = new Set<string>();
    const queue = [...chunkOf(entry).lazy];
    while (queue.length > 0) {
      const root = queue.pop()!;
      if (found.has(root)) continue;
      found.add(root);
      queue.push(...chunkOf(root).lazy);
    }
    return [...found].sort();
  };

  return { chunkOf, lazyRoots, moduleAt };
}

/** A stylesheet a chunk needs and neither it nor the entry imports, with who needs it. */
export interface MissingSheet {
  readonly chunk: string;
  readonly sheet: SheetName;
  /** `src/ui/x/Y.tsx: Table` — the imports that render a component needing it. */
  readonly neededBy: string[];
}

export interface StylesheetCheck {
  readonly chunks: string[];
  readonly missing: MissingSheet[];
  /** How many sheets the entry's own components need (a sanity figure: zero means the parse broke). */
  readonly entryNeeds: number;
}

/**
 * Checks the entry's chunk against its own imports, then each lazy chunk against what is surely loaded
 * before it runs: its own imports, the entry's, and those of every chunk that lazily imports it (a chart
 * loaded by a report page finds the page's sheets; loaded from two pages, only the sheets both bring).
 */
export function checkStylesheets(entry = 'src/main.tsx', read: ReadSource = readFromDisk): StylesheetCheck {
  const mantine = createMantineSheets();
  const app = createAppGraph(read);
  const relative = (file: string) => path.relative(ROOT, file);

  const chunkSheets = (root: string) => {
    const { files, lazy } = app.chunkOf(root);
    const needs = new Map<SheetName, string[]>();
    const imports = new Set<SheetName>();
    let all = false;
    for (const file of files) {
      const parsed = app.moduleAt(file);
      if (parsed.imports === 'all') all = true;
      else parsed.imports.forEach((sheet) => imports.add(sheet));
      for (const [pkg, names] of parsed.mantine) {
        for (const name of names) {
          for (const sheet of mantine.sheetsOf(pkg, [name])) needs.set(sheet, [...(needs.get(sheet) ?? []), `${relative(file)}: ${name}`]);
        }
      }
    }
    return { needs, lazy, has: (sheet: SheetName) => all || imports.has(sheet) };
  };

  const entryFile = path.join(ROOT, entry);
  const roots = [entryFile, ...app.lazyRoots(entryFile)];
  const chunks = new Map(roots.map((root) => [root, chunkSheets(root)]));
  const importers = new Map<string, string[]>();
  for (const [root, chunk] of chunks) for (const target of chunk.lazy) importers.set(target, [...(importers.get(target) ?? []), root]);

  const loadedBefore = (root: string, sheet: SheetName, visited: Set<string>): boolean => {
    const chunk = chunks.get(root)!;
    if (chunk.has(sheet)) return true;
    const from = (importers.get(root) ?? []).filter((importer) => !visited.has(importer));
    return from.length > 0 && from.every((importer) => loadedBefore(importer, sheet, new Set([...visited, root])));
  };

  const missing: MissingSheet[] = [];
  for (const root of roots) {
    for (const [sheet, neededBy] of [...chunks.get(root)!.needs].sort(([a], [b]) => a.localeCompare(b))) {
      if (!loadedBefore(root, sheet, new Set()) && !chunks.get(entryFile)!.has(sheet)) missing.push({ chunk: relative(root), sheet, neededBy });
    }
  }
  return { chunks: roots.map(relative), missing, entryNeeds: chunks.get(entryFile)!.needs.size };
}
