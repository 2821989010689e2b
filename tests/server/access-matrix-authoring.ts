import type { MatrixRow, MatrixSample } from './access-matrix';
import type { AccessWorld } from './support/access-world';

/*
 * The back office's unit and lesson calls (issue 14): the super admin and content creators only, on
 * the course itself (no one's data). Saves carry the draft version; the second admitted caller of a
 * sample meets the first one's change (409, or 404 after a removal), which still counts as admitted.
 */

const R = { SuperAdmin: 1, ContentCreator: 5 } as const;
const BUILDERS = [R.SuperAdmin, R.ContentCreator] as const;
const at = (url: string, body?: unknown): MatrixSample => ({ url, body });
const builderRow = (sample: (w: AccessWorld) => MatrixSample): MatrixRow => ({ access: BUILDERS, scope: 'none', sample });
const rename = { version: 1, title: { en: 'Matrix lesson', es: 'Lección matriz' }, lessonTypeValue: 2 };

export function authoringRows(): Record<string, MatrixRow> {
  return {
    'GET /api/unit/types': builderRow(() => at('/api/unit/types')),
    'GET /api/units/unitData': builderRow(() => at('/api/units/unitData')),
    'GET /api/:id/unit-details': builderRow((w) => at(`/api/${w.ids.unit}/unit-details`)),
    'POST /api/unit': builderRow(() => at('/api/unit', { unitTypeId: 1 })),
    'PATCH /api/unit/:id/change-name': builderRow((w) => at(`/api/unit/${w.ids.unit}/change-name`, { version: 1, name: { en: 'Matrix unit', es: 'Unidad matriz' } })),
    'PATCH /api/unit/:id': builderRow((w) => at(`/api/unit/${w.ids.unit}`, { number: 1, order: 1, oldOrder: 1 })),
    'DELETE /api/unit/:id': builderRow((w) => at(`/api/unit/${w.ids.unit}`)),
    'POST /api/lesson': builderRow((w) => at('/api/lesson', { unitId: w.ids.unit })),
    'PATCH /api/lesson/:id/change-name': builderRow((w) => at(`/api/lesson/${w.ids.lesson}/change-name`, rename)),
    'PUT /api/lesson/:id': builderRow((w) => at(`/api/lesson/${w.ids.lesson}`, rename)),
    'PATCH /api/lesson/:id': builderRow((w) => at(`/api/lesson/${w.ids.lesson}`, { number: 1, order: 1, oldOrder: 1 })),
    'DELETE /api/lesson/:id': builderRow((w) => at(`/api/lesson/${w.ids.lesson}`)),
  };
}
