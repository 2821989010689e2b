import path from 'node:path';

/** One chunk of Vite's `.vite/manifest.json`, keyed by its source file or, for a shared chunk, `_name-hash.js`. */
export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/** Written by the build beside index.html (screen-preloads.plugin.ts); the server reads it (server/src/http/app-shell.ts). */
export const SCREEN_PRELOADS_FILE = 'screen-preloads.json';

/** `home: () => import('../learning/unit/UnitsDashboardPage')` in screens.ts → home → src/ui/learning/unit/UnitsDashboardPage.tsx */
export function screenSourcesIn(screensSource: string): Map<string, string> {
  const sources = new Map<string, string>();
  for (const [, screen, relative] of screensSource.matchAll(/(\w+): \(\) => import\('([^']+)'\)/g)) {
    sources.set(screen, `${path.posix.join('src/ui/app', relative)}.tsx`);
  }
  return sources;
}

/** Walks the manifest's static imports: what a chunk needs before it runs. */
export function manifestGraph(manifest: BuildManifest) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('the build manifest has no entry chunk');
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, seen);
    return seen;
  };
  /**
   * A screen's chunk by its source file; a screen whose chunk is shared with another screen (the units
   * dashboard, whose cards the back office's preview shows) is keyed by the chunk's name instead.
   */
  const chunkOf = (source: string): string | undefined => {
    if (manifest[source]) return source;
    const name = path.basename(source, '.tsx');
    return Object.keys(manifest).find((key) => !manifest[key].src && manifest[key].name === name && manifest[key].file.endsWith('.js'));
  };
  return { entryKey, closure, chunkOf };
}

/** What the app shell names for one screen beyond the entry's own preloads: its chunks and their styles. */
export interface ScreenPreload {
  js: string[];
  css: string[];
}

/**
 * For every screen, the chunks and style sheets its first paint waits for that the entry does not already
 * load: the screen's chunk first, then its static imports. The server names them in the app shell it
 * sends for that screen's paths (server/src/http/app-shell.ts), so they download with the entry instead
 * of after it has run.
 */
export function screenPreloadsOf(manifest: BuildManifest, screens: Map<string, string>): Record<string, ScreenPreload> {
  const graph = manifestGraph(manifest);
  const entryKeys = graph.closure(graph.entryKey);
  const entryCss = new Set([...entryKeys].flatMap((key) => manifest[key].css ?? []));
  const preloads: Record<string, ScreenPreload> = {};
  for (const [screen, source] of screens) {
    const screenKey = graph.chunkOf(source);
    if (!screenKey) throw new Error(`${source} (screen ${screen}) is not in the build manifest`);
    const keys = [...graph.closure(screenKey)].filter((key) => !entryKeys.has(key));
    const css = new Set(keys.flatMap((key) => manifest[key].css ?? []).filter((file) => !entryCss.has(file)));
    preloads[screen] = { js: keys.map((key) => `/${manifest[key].file}`), css: [...css].map((file) => `/${file}`) };
  }
  return preloads;
}
