import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { SCREEN_PRELOADS_FILE, screenPreloadsOf, screenSourcesIn } from './build-manifest.js';

/**
 * After a production build, writes which chunks and style sheets each screen of src/ui/app/screens.ts
 * needs beyond the entry's, from the build's manifest.
 */
export function screenPreloadsPlugin(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'course-platform:screen-preloads',
    apply: 'build',
    configResolved(config: ResolvedConfig) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8'));
      const screens = screenSourcesIn(await readFile(path.join(root, 'src/ui/app/screens.ts'), 'utf8'));
      await writeFile(path.join(outDir, SCREEN_PRELOADS_FILE), JSON.stringify(screenPreloadsOf(manifest, screens)));
    },
  };
}
