import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { mediaInfoBodySchema, uploadedMediaSchema } from '@domain/authoring/lesson-content.responses';
import { idParamsSchema } from '@domain/shared/schema-kit';
import type { AppDeps } from '../../../app-deps';
import { defineRoute } from '../../../http/route';
import { BUILDERS } from '../unit-authoring.routes';
import { MEDIA_UPLOAD_LIMITS, readMediaUpload } from './media-upload';
import { describeMedia, saveMediaInfo, uploadMedia } from './media-library.use-cases';

/**
 * Images and audio for the course (api-spec §7.10, issue 14). The bytes are served by the student
 * journey's media routes (`GET images/{id}`, `audio/{id}`). Multipart is registered for the upload only.
 */
export function registerMediaLibraryRoutes(app: FastifyInstance, deps: AppDeps): void {
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: MEDIA_UPLOAD_LIMITS });
    defineRoute(scope, deps, {
      method: 'POST',
      url: '/images',
      access: BUILDERS,
      response: uploadedMediaSchema,
      handler: async ({ request }) => ({ data: await uploadMedia(deps, await readMediaUpload(request)), message: 'fileUploaded', status: 201 }),
    });
  });

  // Any signed-in user, as before the back office existed: a file's name and alt text are no more private than its public bytes.
  defineRoute(app, deps, {
    method: 'GET',
    url: '/images/:id/name',
    access: 'signedIn',
    params: idParamsSchema,
    response: uploadedMediaSchema,
    handler: async ({ params }) => ({ data: await describeMedia(deps, params.id) }),
  });

  defineRoute(app, deps, {
    method: 'PATCH',
    url: '/images/:id/info',
    access: BUILDERS,
    params: idParamsSchema,
    body: mediaInfoBodySchema,
    response: uploadedMediaSchema,
    handler: async ({ params, body }) => ({ data: await saveMediaInfo(deps, params.id, body) }),
  });
}
