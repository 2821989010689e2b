import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const SHIM = fileURLToPath(new URL('../src/ui/vendor/merge-refs.ts', import.meta.url));
const SCROLL_AREA = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;

/**
 * In production builds, Mantine's ScrollArea (inside every Modal and Drawer) gets useMergeRefs from a
 * copy (src/ui/vendor/merge-refs.ts) instead of @floating-ui/react, which is a single module: the
 * screens whose only floating-ui use was that hook stop downloading all of it (15 KB gzipped). Should
 * ScrollArea ever import anything else from floating-ui, the build fails on the missing export.
 */
export function scrollAreaMergeRefsPlugin(): Plugin {
  return {
    name: 'scroll-area-merge-refs',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === '@floating-ui/react' && importer && SCROLL_AREA.test(importer) ? SHIM : null;
    },
  };
}
