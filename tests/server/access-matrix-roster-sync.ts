import type { MatrixRow } from './access-matrix';
import { at, MISSING } from './access-matrix-lesson-content';
import type { AccessWorld } from './support/access-world';

/*
 * The OneRoster import calls (issue 16; docs/roster-sync.md): only super admins configure sync. The
 * upload's sample is not multipart, so the admitted caller gets 400 and nothing is queued; the job
 * read names a missing job (404 after the access check).
 */

const SUPER_ADMIN = [1] as const;

const row = (sample: (w: AccessWorld) => ReturnType<typeof at>): MatrixRow => ({ access: SUPER_ADMIN, scope: 'none', sample });

export function rosterSyncRows(): Record<string, MatrixRow> {
  return {
    'POST /api/oneroster/import': row((w) => at(`/api/oneroster/import?stateId=${w.ids.state}`, {})),
    'GET /api/oneroster/import/:jobId': row(() => at(`/api/oneroster/import/${MISSING}`)),
    'GET /api/oneroster/imports': row(() => at('/api/oneroster/imports')),
  };
}
