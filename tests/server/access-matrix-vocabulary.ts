import type { MatrixRow } from './access-matrix';
import { at, builderRow, MISSING } from './access-matrix-lesson-content';

/*
 * The vocabulary manager's calls (issue 15; api-spec §7.9): builders only (the super admin and content
 * creators), reads and downloads included. Adding a term names the demo unit (the second admitted
 * caller gets 409: the name is taken, still admitted); the upload's sample is not multipart, so an
 * admitted caller gets 400 (no file) and stores nothing; the other samples name a missing term or
 * import, so an admitted caller gets 404 after the access check.
 */

const fields = {
  name: 'Matrix term',
  pronunciation: null,
  definition: 'A term the access matrix adds.',
  secondaryDefinition: null,
  category: null,
  plural: null,
  usage: null,
  audioId: null,
};

export function vocabularyRows(): Record<string, MatrixRow> {
  return {
    'GET /api/vocabulary/:unitId/backup': builderRow((w) => at(`/api/vocabulary/${w.ids.unit}/backup?language=1`)),
    'POST /api/vocabulary': builderRow((w) => at('/api/vocabulary', { ...fields, unitId: w.ids.unit, language: 1 })),
    'PUT /api/vocabulary/:id': builderRow(() => at(`/api/vocabulary/${MISSING}`, fields)),
    'DELETE /api/vocabulary/:id': builderRow(() => at(`/api/vocabulary/${MISSING}`)),
    'GET /api/vocabulary/download/template': builderRow(() => at('/api/vocabulary/download/template')),
    'GET /api/vocabulary/download/:unitId': builderRow((w) => at(`/api/vocabulary/download/${w.ids.unit}?language=0`)),
    'POST /api/vocabulary/upload/:unitId': builderRow((w) => at(`/api/vocabulary/upload/${w.ids.unit}?language=1`, {})),
    'POST /api/vocabulary/:id/preview': builderRow(() => at(`/api/vocabulary/${MISSING}/preview`)),
    'PUT /api/vocabulary/:unitId/:lang/save-vocabulary': builderRow((w) => at(`/api/vocabulary/${w.ids.unit}/1/save-vocabulary`, { importId: MISSING })),
  };
}
