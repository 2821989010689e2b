import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { idParamsSchema } from '@domain/shared/schema-kit';
import { imageAssetSchema } from '@domain/content/bilingual.schemas';
import { defineRoute, notAnEnvelope } from '../../http/route';
import { parseParams } from '../../http/validation';
import { describeImage, findMediaFile, readMediaBytes, type MediaKind } from './media.use-cases';

/** Media bytes never change for an id (a new upload is a new id), so browsers may keep them for a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * GET /api/images/{id}, /api/audio/{id} and /api/videos/{id}: the bytes, public (an <img> or <audio> cannot send a bearer
 * token; course media are not personal data). ETag is the content hash; If-None-Match answers 304.
 * Uploaded SVGs are served with a sandboxing CSP so a script inside one can never run.
 */
export function registerMediaRoutes(app: FastifyInstance, deps: AppDeps): void {
  const serve = (kind: MediaKind) => async (request: FastifyRequest, reply: FastifyReply) => {
    const { id } = parseParams(idParamsSchema, request.params);
    const asset = await findMediaFile(deps, kind, id);
    const etag = `"${asset.sha256}"`;
    reply
      .header('etag', etag)
      .header('cache-control', MEDIA_CACHE_CONTROL)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    const match = request.headers['if-none-match'];
    if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return reply.status(304).send();
    const blob = await readMediaBytes(deps, asset);
    return reply.type(asset.contentType).header('content-length', blob.bytes.length).send(blob.bytes);
  };
  app.get('/images/:id', notAnEnvelope('image bytes'), serve('image'));
  app.get('/audio/:id', notAnEnvelope('audio bytes'), serve('audio'));
  app.get('/videos/:id', notAnEnvelope('video bytes'), serve('video'));

  defineRoute(app, deps, {
    method: 'GET',
    url: '/images/:id/name',
    response: imageAssetSchema,
    access: 'signedIn',
    params: idParamsSchema,
    handler: async ({ params }) => ({ data: await describeImage(deps, params.id) }),
  });
}
