import type { MatrixRow } from './access-matrix';
import { at, builderRow, MISSING, PREVIEWERS } from './access-matrix-lesson-content';

/*
 * The benchmark assessment builder's calls (issue 15; api-spec §7.5): builders only (the super admin
 * and content creators) write sets and list the units to link; a lesson's sets, one set and its
 * preview (keys hidden) are also read by those who may open a preview. Teachers' published list
 * (`GET benchmarkSet/unitList`) is a row of access-matrix.ts. Every sample names a missing set or
 * lesson, so an admitted caller gets 404 after the access check and nothing is written.
 */

export function benchmarkSetRows(): Record<string, MatrixRow> {
  return {
    'POST /api/benchmarkSet/:id': builderRow(() => at(`/api/benchmarkSet/${MISSING}`)),
    'GET /api/benchmarkSet/:id': { access: PREVIEWERS, scope: 'none', sample: () => at(`/api/benchmarkSet/${MISSING}`) },
    'GET /api/benchmarkSet/lesson/:id': { access: PREVIEWERS, scope: 'none', sample: () => at(`/api/benchmarkSet/lesson/${MISSING}`) },
    'GET /api/benchmark/unitList/:id': builderRow(() => at(`/api/benchmark/unitList/${MISSING}`)),
    'GET /api/benchmarkPreview/:id': { access: PREVIEWERS, scope: 'none', sample: () => at(`/api/benchmarkPreview/${MISSING}`) },
    'PATCH /api/benchmarkSet/:id/setTitle/:title': builderRow(() => at(`/api/benchmarkSet/${MISSING}/setTitle/Matrix`)),
    'PUT /api/benchmarkSet/:id/SetCount/:n': builderRow(() => at(`/api/benchmarkSet/${MISSING}/SetCount/2`)),
    'PATCH /api/benchmarkSet/:id/publish': builderRow(() => at(`/api/benchmarkSet/${MISSING}/publish`)),
    'PATCH /api/benchmarkSet/:setId/:unitId': builderRow(() => at(`/api/benchmarkSet/${MISSING}/${MISSING}`)),
    'DELETE /api/benchmarkSet/:id/linkedUnit': builderRow(() => at(`/api/benchmarkSet/${MISSING}/linkedUnit`)),
    'DELETE /api/benchmarkSet/:id': builderRow(() => at(`/api/benchmarkSet/${MISSING}`)),
  };
}
