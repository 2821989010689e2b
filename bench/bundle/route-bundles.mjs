/**
 * Each route's initial JavaScript, from a production build's manifest: the entry chunk with its
 * static imports, plus the route's screen chunk (src/ui/app/screens.ts) with its static imports,
 * gzipped. A back-office route also counts the builder or preview chunk it renders at once
 * (back-office-chunks.mjs). Chunks a screen loads later by itself (a dialog, the rich-text editor) are
 * not counted: they are not needed to show the route.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** `home: lazy(() => import('../learning/unit/UnitsDashboardPage'))` → home → src/ui/learning/unit/UnitsDashboardPage.tsx */
export function screenSources() {
  const text = readFileSync(path.join(ROOT, 'src/ui/app/screens.ts'), 'utf8');
  const sources = new Map();
  for (const [, screen, relative] of text.matchAll(/(\w+): lazy\(\(\) => import\('([^']+)'\)\)/g)) {
    sources.set(screen, `${path.posix.join('src/ui/app', relative)}.tsx`);
  }
  return sources;
}

export async function routeTable() {
  const { ROUTES } = await tsImport('../../src/domain/routing/route-table.ts', import.meta.url);
  return ROUTES;
}

export function readBuild(dist) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const sizes = new Map();
  const gzipOf = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(path.join(dist, file))).length);
    return sizes.get(file);
  };
  const closure = (key, seen = new Set()) => {
    if (!key || seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, seen);
    return seen;
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  /**
   * A screen's chunk by its source file; a screen whose chunk is shared with another screen (the units
   * dashboard, whose cards the back office's preview shows) is keyed by the chunk's name instead.
   */
  const chunkOf = (source) => {
    if (manifest[source]) return source;
    const name = path.basename(source, '.tsx');
    return Object.keys(manifest).find((k) => !manifest[k].src && manifest[k].name === name && manifest[k].file.endsWith('.js'));
  };
  /**
   * The chunks a first visit to a screen downloads before it shows, biggest first; `rendersAtOnce` is a
   * lazy module the screen renders on its first paint (a back-office builder), which must be a chunk of its own.
   */
  const initialChunks = (source, rendersAtOnce) => {
    const screenKey = chunkOf(source);
    if (!screenKey) throw new Error(`${source} is not in the build manifest`);
    let keys = closure(screenKey, closure(entryKey));
    if (rendersAtOnce) {
      if (!manifest[rendersAtOnce]?.isDynamicEntry) throw new Error(`${rendersAtOnce} is not a lazy chunk of the build`);
      keys = closure(rendersAtOnce, keys);
    }
    return [...keys].map((k) => ({ file: manifest[k].file, gzip: gzipOf(manifest[k].file) })).sort((a, b) => b.gzip - a.gzip);
  };
  return { initialChunks };
}

export const total = (chunks) => chunks.reduce((sum, c) => sum + c.gzip, 0);
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
