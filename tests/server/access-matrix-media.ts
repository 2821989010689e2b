import { R, type MatrixRow } from './access-matrix';
import type { AccessWorld } from './support/access-world';

/*
 * The media library (issue 14; api-spec §7.10): builders upload and describe images and audio; a file's
 * name and alt text are readable by any signed-in user (docs/decisions.md "Media URLs"). The upload
 * sample is not multipart, so an admitted caller gets 400 (no file) after the access check and stores nothing.
 */

export function mediaRows(): Record<string, MatrixRow> {
  // Read here, not at load: access-matrix.ts imports this file before its own R exists.
  const BUILDERS = [R.SuperAdmin, R.ContentCreator] as const;
  const image = (w: AccessWorld, tail: string) => `/api/images/${w.ids.image}${tail}`;
  return {
    'POST /api/images': { access: BUILDERS, scope: 'none', sample: () => ({ url: '/api/images', body: {} }) },
    'GET /api/images/:id/name': { access: 'signedIn', scope: 'none', sample: (w) => ({ url: image(w, '/name') }) },
    'PATCH /api/images/:id/info': { access: BUILDERS, scope: 'none', sample: (w) => ({ url: image(w, '/info'), body: { name: 'matrix-image.svg' } }) },
  };
}
