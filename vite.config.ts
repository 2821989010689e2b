import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precompressPlugin } from './scripts/precompress.plugin.js';
import { scrollAreaMergeRefsPlugin } from './scripts/scroll-area-merge-refs.plugin.js';
import { screenPreloadsPlugin } from './scripts/screen-preloads.plugin.js';
import { BACKGROUND_MODULES, chunksOf, packageChunkOf, SHELL_EXTRA_MODULES, STAFF_SCREEN_MODULES } from './scripts/preload-exclusions.js';
import { fileURLToPath } from 'node:url';

/** Layer aliases (also in tsconfig.json `paths`, which tsx and Playwright read). */
const layer = (name: string) => fileURLToPath(new URL(`./src/${name}`, import.meta.url));

/** Chunks that name no preloads: screens no student opens, the shell's extras and what loads behind the screen (scripts/preload-exclusions.ts). */
const STAFF_SCREENS = chunksOf(STAFF_SCREEN_MODULES);
const BEHIND_THE_SCREEN = chunksOf([...SHELL_EXTRA_MODULES, ...BACKGROUND_MODULES]);

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [react(), scrollAreaMergeRefsPlugin(), screenPreloadsPlugin(), precompressPlugin()],
  resolve: {
    alias: {
      '@domain': layer('domain'),
      '@application': layer('application'),
      '@infrastructure': layer('infrastructure'),
      '@ui': layer('ui'),
    },
  },
  server: {
    proxy: { '/api': apiTarget, '/hubs': { target: apiTarget, ws: true } },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    manifest: true,
    modulePreload: {
      // The staff's screens — back office (content creators), management dashboard (managers, super
      // admin), support dashboard, and the teacher's classroom, grading and report screens: their chunks'
      // imports are fetched when they load instead of being named in the entry's preload map, which
      // every visitor downloads (each name costs every route's first load bytes; issue 17).
      // The shell's extras and what loads behind the screen (BEHIND_THE_SCREEN) likewise: the browser
      // fetches what they import that it lacks when they arrive, a round trip or two later, without the
      // preload links' main-thread cost.
      resolveDependencies: (filename, deps) =>
        STAFF_SCREENS.test(filename) || BEHIND_THE_SCREEN.test(filename) ? deps.filter((dep) => dep.endsWith('.css')) : deps,
    },
    rolldownOptions: {
      output: {
        // Packages imported on demand under names of their own (PACKAGE_CHUNKS), which BACKGROUND_MODULES
        // lists: by their folder they were `esm-…`. Naming changes no chunk's contents.
        chunkFileNames: (chunk) =>
          `assets/${packageChunkOf(chunk.facadeModuleId ? [chunk.facadeModuleId] : chunk.moduleIds) ?? '[name]'}-[hash].js`,
        // Libraries only some screens need get chunks of their own, so the bundler never folds them
        // into a chunk the first load fetches (the student route has a 200 KB gzip budget).
        codeSplitting: {
          groups: [
            // React first, so the groups below do not pull it in as their dependency.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            { name: 'floating-ui', test: /node_modules[\\/]@floating-ui[\\/]/, priority: 20 },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 20 },
            { name: 'server-state', test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
            // xstate with the machine actor factory: no machine runs before the first paint, so the
            // composition root loads this chunk right after start (deferred-machine-actor-factory.ts).
            { name: 'machines', test: /node_modules[\\/]xstate[\\/]|src[\\/]application[\\/]machines[\\/]/, priority: 20 },
          ],
        },
      },
    },
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/model/**/*.test.ts', 'tests/server/**/*.test.ts', 'tests/realtime/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/setup/vitest.setup.ts'],
    globalSetup: ['tests/setup/seeded-database.global.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    fileParallelism: true,
    // One test file per core: Vitest's default leaves one core to its own process, which is idle
    // here, so a 2-core CI machine ran one file at a time (PGlite suite: 10 min with two, issue 17).
    maxWorkers: '100%',
  },
});
