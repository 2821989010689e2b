import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text formats worth compressing; images, fonts and media are already compressed. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/i;
/** Below this a compressed copy saves less than its own request overhead. */
const MIN_BYTES = 1024;

/** Every compressible file under `dir`, recursively. */
async function compressibleFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name)).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes `file.br` and `file.gz` beside `file` when each is smaller than the original. */
async function precompress(file: string): Promise<void> {
  const original = await readFile(file);
  if (original.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    // Made once per build, so the slowest, smallest settings pay off on every download.
    brotli(original, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipped(original, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < original.length) await writeFile(`${file}.br`, br);
  if (gz.length < original.length) await writeFile(`${file}.gz`, gz);
}

/** Precompresses every compressible file under `dir` (the built client). */
export async function precompressDirectory(dir: string): Promise<void> {
  const files = await compressibleFiles(dir);
  await Promise.all(files.map(precompress));
}

/**
 * Brotli and gzip copies of the built client, made once at build time, so the server
 * (`@fastify/static` with `preCompressed`) sends them without compressing per request.
 */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'course-platform:precompress',
    apply: 'build',
    configResolved(config: ResolvedConfig) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDirectory(outDir);
    },
  };
}
