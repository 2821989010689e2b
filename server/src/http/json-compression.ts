import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Smaller answers gain less than the compression costs (and fit one packet anyway). */
export const JSON_COMPRESSION_THRESHOLD_BYTES = 1024;
/** Brotli runs per request here: quality 4 is about gzip's speed with smaller output (11 is for build time). */
const BROTLI_QUALITY_PER_REQUEST = 4;
/**
 * JSON envelopes; beyond them the plugin takes only what mime-db marks compressible (text, SVG),
 * so workbooks (zip already), images and audio go out as they are.
 */
const JSON_ANSWER = /^application\/json(?:;|$)/;

/**
 * Compresses the API's JSON answers above the threshold with brotli (or gzip for clients that
 * do not take it). Registered inside the /api scope before its routes, so the SignalR hub
 * (/hubs: event streams, long polling, websockets) and the static client are never touched;
 * the built client has its own copies made at build time (scripts/precompress.plugin.ts).
 */
export async function registerJsonCompression(api: FastifyInstance): Promise<void> {
  await api.register(fastifyCompress, {
    globalCompression: true,
    // Request bodies stay plain: a compressed upload could expand past the body limit unseen.
    globalDecompression: false,
    threshold: JSON_COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: JSON_ANSWER,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY_PER_REQUEST } },
    zlibOptions: { level: constants.Z_DEFAULT_COMPRESSION },
  });
}
