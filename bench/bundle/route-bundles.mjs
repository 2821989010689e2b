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

/** Each screen's source file (src/ui/app/screens.ts), as the build's screen preloads read it. */
export async function screenSources() {
  const { screenSourcesIn } = await tsImport('../../scripts/build-manifest.ts', import.meta.url);
  return screenSourcesIn(readFileSync(path.join(ROOT, 'src/ui/app/screens.ts'), 'utf8'));
}

export async function routeTable() {
  const { ROUTES } = await tsImport('../../src/domain/routing/route-table.ts', import.meta.url);
  return ROUTES;
}

export async function readBuild(dist) {
  const { manifestGraph } = await tsImport('../../scripts/build-manifest.ts', import.meta.url);
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const { entryKey, closure, chunkOf } = manifestGraph(manifest);
  const sizes = new Map();
  const gzipOf = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(path.join(dist, file))).length);
    return sizes.get(file);
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
