import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { LANGUAGES } from '@domain/shared/constants';
import { idParamsSchema } from '@domain/shared/schema-kit';
import { etagMatches } from '../../http/etag';
import { notAnEnvelope } from '../../http/route';
import { parseParams } from '../../http/validation';
import { findMediaFile, findVideoCaptionsFile, readMediaBytes, type MediaAssetRow, type MediaKind } from './media.use-cases';

/** Media bytes never change for an id (a new upload is a new id), so browsers may keep them for a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** A video id and a caption language; anything else names no file (404). */
const captionsParamsSchema = idParamsSchema.extend({ language: z.enum(LANGUAGES) });

/**
 * GET /api/images/{id}, /api/audio/{id}, /api/videos/{id} and /api/videos/{id}/captions/{en|es} (WebVTT): the bytes, public (an <img> or <audio> cannot send a bearer
 * token; course media are not personal data). ETag is the content hash; If-None-Match answers 304.
 * Uploaded SVGs are served with a sandboxing CSP so a script inside one can never run. A file's name and
 * alt text (`images/{id}/name`) are the back office's media library's (authoring/media).
 */
export function registerMediaRoutes(app: FastifyInstance, deps: AppDeps): void {
  const send = (find: (request: FastifyRequest) => Promise<MediaAssetRow>) => async (request: FastifyRequest, reply: FastifyReply) => {
    const asset = await find(request);
    const etag = `"${asset.sha256}"`;
    reply
      .header('etag', etag)
      .header('cache-control', MEDIA_CACHE_CONTROL)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send();
    const blob = await readMediaBytes(deps, asset);
    return reply.type(asset.contentType).header('content-length', blob.bytes.length).send(blob.bytes);
  };
  const serve = (kind: MediaKind) => send((request) => findMediaFile(deps, kind, parseParams(idParamsSchema, request.params).id));
  app.get('/images/:id', notAnEnvelope('image bytes'), serve('image'));
  app.get('/audio/:id', notAnEnvelope('audio bytes'), serve('audio'));
  app.get('/videos/:id', notAnEnvelope('video bytes'), serve('video'));
  app.get(
    '/videos/:id/captions/:language',
    notAnEnvelope('video captions'),
    send((request) => {
      const { id, language } = parseParams(captionsParamsSchema, request.params);
      return findVideoCaptionsFile(deps, id, language);
    }),
  );
}
