import type { MatrixRow } from './access-matrix';
import { at, builderRow, MISSING, PREVIEWERS, v } from './access-matrix-lesson-content';

/*
 * The biography and timeline builders' calls (issue 14; api-spec §7.8): builders only (the super admin
 * and content creators); the drafts (`GET biography|timeline/{id}/backup`) are also read by those who
 * may open a preview (product-spec §6). Creating names the demo unit (a second timeline answers 409,
 * still admitted); every other sample names a missing item, so an admitted caller gets 404 after the
 * access check and no publish runs in the background.
 */

const name = { en: 'Matrix', es: 'Matriz' };
const event = { date: name, year: 1607, title: name, shortDescription: name, longDescription: name, audio: null, imageId: null };

export function readingAuthoringRows(): Record<string, MatrixRow> {
  return {
    'POST /api/biography': builderRow((w) => at('/api/biography', { unitId: w.ids.unit })),
    'GET /api/biography/:id/backup': { access: PREVIEWERS, scope: 'none', sample: () => at(`/api/biography/${MISSING}/backup`) },
    'PUT /api/biography/:id': builderRow(() => at(`/api/biography/${MISSING}`, { ...v, characterName: name })),
    'PATCH /api/biography/:id/change-name': builderRow(() => at(`/api/biography/${MISSING}/change-name`, { ...v, characterName: name })),
    'PATCH /api/biography/:id/publish': builderRow(() => at(`/api/biography/${MISSING}/publish`)),
    'DELETE /api/biography/:id': builderRow(() => at(`/api/biography/${MISSING}`)),
    'POST /api/timeline': builderRow((w) => at('/api/timeline', { unitId: w.ids.unit })),
    'GET /api/timeline/:id/backup': { access: PREVIEWERS, scope: 'none', sample: () => at(`/api/timeline/${MISSING}/backup`) },
    'GET /api/timeline/unit/:unitId/backup': { access: PREVIEWERS, scope: 'none', sample: (w) => at(`/api/timeline/unit/${w.ids.unit}/backup`) },
    'PUT /api/timeline/:id': builderRow(() => at(`/api/timeline/${MISSING}`, { ...v, title: name, intro: null, events: [] })),
    'POST /api/timeline/:id/blurb': builderRow(() => at(`/api/timeline/${MISSING}/blurb`, { ...v, ...event })),
    'DELETE /api/blurb/:id': builderRow(() => at(`/api/blurb/${MISSING}?version=1`)),
    'DELETE /api/timeline/:id': builderRow(() => at(`/api/timeline/${MISSING}`)),
    'PATCH /api/timeline/:id/publish': builderRow(() => at(`/api/timeline/${MISSING}/publish`)),
  };
}
