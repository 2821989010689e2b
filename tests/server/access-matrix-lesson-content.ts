import type { MatrixRow, MatrixSample } from './access-matrix';
import type { AccessWorld } from './support/access-world';

/*
 * The lesson builder's calls (issue 14; api-spec §7.7): builders only (the super admin and content
 * creators), on the course itself. The lesson's draft (`GET lesson/{id}/backup`) is also read by those
 * who may open a lesson preview (product-spec §6). Samples name the demo lesson and its first
 * component at draft version 1; parts with no demo id name a missing one, so an admitted caller gets
 * 404 (or 409 when the first admitted caller moved the version on), which still counts as admitted.
 */

/** The back office's rows share these (the biography and timeline rows too). */
const R = { SuperAdmin: 1, CampusManager: 3, DistrictTeacher: 4, ContentCreator: 5, SupportRole: 7 } as const;
const BUILDERS = [R.SuperAdmin, R.ContentCreator] as const;
export const PREVIEWERS = [R.SuperAdmin, R.ContentCreator, R.DistrictTeacher, R.CampusManager, R.SupportRole] as const;
export const MISSING = 999_999;
export const at = (url: string, body?: unknown): MatrixSample => ({ url, body });
export const builderRow = (sample: (w: AccessWorld) => MatrixSample): MatrixRow => ({ access: BUILDERS, scope: 'none', sample });
export const v = { version: 1 };
const text = { en: 'Matrix', es: 'Matriz' };

export function lessonContentRows(): Record<string, MatrixRow> {
  return {
    'GET /api/lesson/:id/backup': { access: PREVIEWERS, scope: 'none', sample: (w) => at(`/api/lesson/${w.ids.lesson}/backup`) },
    'POST /api/component': builderRow((w) => at('/api/component', { ...v, lessonId: w.ids.lesson, type: 'card' })),
    'PUT /api/component/:id': builderRow((w) => at(`/api/component/${w.ids.component}`, { ...v, title: text })),
    'PATCH /api/component/:id': builderRow((w) => at(`/api/component/${w.ids.component}`, { ...v, order: 1 })),
    'DELETE /api/component/:id': builderRow(() => at(`/api/component/${MISSING}?version=1`)),
    'POST /api/paragraph': builderRow((w) => at('/api/paragraph', { ...v, componentId: w.ids.component })),
    'PUT /api/paragraph/:id': builderRow(() => at(`/api/paragraph/${MISSING}`, { ...v, opacity: 50 })),
    'PUT /api/component/paragraph/:id': builderRow(() => at(`/api/component/paragraph/${MISSING}`, { ...v, opacity: 50 })),
    'PATCH /api/paragraph/:id': builderRow(() => at(`/api/paragraph/${MISSING}`, { ...v, order: 1 })),
    'DELETE /api/paragraph/:id': builderRow(() => at(`/api/paragraph/${MISSING}?version=1`)),
    'POST /api/component/paragraph/:id/route': builderRow(() => at(`/api/component/paragraph/${MISSING}/route`, v)),
    'PUT /api/component/paragraph/route/:id': builderRow(() => at(`/api/component/paragraph/route/${MISSING}`, { ...v, content: text, audio: null })),
    'PATCH /api/component/paragraph/route/:id/order': builderRow(() => at(`/api/component/paragraph/route/${MISSING}/order`, { ...v, number: 1 })),
    'DELETE /api/component/paragraph/route/:id': builderRow(() => at(`/api/component/paragraph/route/${MISSING}?version=1`)),
    'POST /api/imagedetails': builderRow((w) => at('/api/imagedetails', { ...v, imageId: w.ids.image, paragraphId: MISSING })),
    'PUT /api/imagedetails/:id': builderRow(() => at(`/api/imagedetails/${MISSING}`, { ...v, width: 300 })),
    'DELETE /api/imagedetails/:id': builderRow(() => at(`/api/imagedetails/${MISSING}?version=1`)),
    'POST /api/essentialquestion': builderRow(() => at('/api/essentialquestion', { ...v, paragraphId: MISSING, question: text, audio: null })),
    'PUT /api/essentialquestion/:id': builderRow(() => at(`/api/essentialquestion/${MISSING}`, { ...v, question: text, audio: null })),
  };
}
