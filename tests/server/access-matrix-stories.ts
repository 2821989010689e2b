import type { MatrixRow } from './access-matrix';
import { at, builderRow, MISSING, PREVIEWERS, v } from './access-matrix-lesson-content';

/*
 * The story builder's calls (issue 14; api-spec §7.8 Unit story): builders only (the super admin and
 * content creators); the draft (`GET unitstory/{id}/backup`) is also read by those who may open a
 * preview (product-spec §6). The students' `GET unitstory/{id}` is a row of access-matrix.ts. Creating
 * names the demo unit; every other sample names a missing story, so an admitted caller gets 404 after
 * the access check and no publish runs in the background. A story's components are the §7.7 rows.
 */

const name = { en: 'Matrix', es: 'Matriz' };

export function storyAuthoringRows(): Record<string, MatrixRow> {
  return {
    'POST /api/unitstory': builderRow((w) => at('/api/unitstory', { unitId: w.ids.unit })),
    'GET /api/unitstory/:id/backup': { access: PREVIEWERS, scope: 'none', sample: () => at(`/api/unitstory/${MISSING}/backup`) },
    'PUT /api/unitstory/:id': builderRow(() => at(`/api/unitstory/${MISSING}`, { ...v, name })),
    'PATCH /api/unitstory/:id/change-name': builderRow(() => at(`/api/unitstory/${MISSING}/change-name`, { ...v, name })),
    'PATCH /api/unitstory/:id/publish': builderRow(() => at(`/api/unitstory/${MISSING}/publish`)),
    'DELETE /api/unitstory/:id': builderRow(() => at(`/api/unitstory/${MISSING}`)),
  };
}
