import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { idParamsSchema } from '@domain/shared/schema-kit';
import { defineRoute } from '../../http/route';
import { parseParams } from '../../http/validation';
import type { BlobStore } from '../../media/blob-store.port';
import { findMediaAsset, type MediaKind } from '../../media/media.repository';
import { contentNotFound } from './learning-deps';

const NOT_FOUND_KIND = { image: 'IMAGE', audio: 'AUDIO', video: 'VIDEO' } as const;

/** Media bytes never change for an id (a new upload is a new id), so browsers may keep them for a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * GET /api/images/{id}, /api/audio/{id} and /api/videos/{id}: the bytes, public (an <img> or <audio> cannot send a bearer
 * token; course media are not personal data). ETag is the content hash; If-None-Match answers 304.
 * Uploaded SVGs are served with a sandboxing CSP so a script inside one can never run.
 */
export function registerMediaRoutes(app: FastifyInstance, ctx: AppContext, blobs: BlobStore): void {
  const serve = (kind: MediaKind) => async (request: FastifyRequest, reply: FastifyReply) => {
    const { id } = parseParams(idParamsSchema, request.params);
    const asset = await findMediaAsset(ctx.db, id, kind);
    if (!asset) throw contentNotFound(NOT_FOUND_KIND[kind]);
    const etag = `"${asset.sha256}"`;
    reply
      .header('etag', etag)
      .header('cache-control', MEDIA_CACHE_CONTROL)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    const match = request.headers['if-none-match'];
    if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return reply.status(304).send();
    const blob = await blobs.get(ctx.db, asset.sha256);
    if (!blob) throw contentNotFound(NOT_FOUND_KIND[kind]);
    return reply.type(asset.contentType).header('content-length', blob.bytes.length).send(blob.bytes);
  };
  app.get('/images/:id', serve('image'));
  app.get('/audio/:id', serve('audio'));
  app.get('/videos/:id', serve('video'));

  defineRoute(app, ctx, {
    method: 'GET',
    url: '/images/:id/name',
    access: 'signedIn',
    params: idParamsSchema,
    handler: async ({ params }) => {
      const asset = await findMediaAsset(ctx.db, params.id, 'image');
      if (!asset) throw contentNotFound('IMAGE');
      const alt = asset.altTextId
        ? (await ctx.db.query<{ id: number; en: string; es: string }>('SELECT id, en, es FROM bilingual_values WHERE id = $1', [asset.altTextId]))[0]
        : null;
      return {
        data: { id: asset.id, name: asset.fileName, url: `/api/images/${asset.id}`, width: asset.width, height: asset.height, alt: alt ?? null },
      };
    },
  });
}
