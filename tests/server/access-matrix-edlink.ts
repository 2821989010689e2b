import type { MatrixRow } from './access-matrix';
import { at, MISSING } from './access-matrix-lesson-content';
import type { AccessWorld } from './support/access-world';

/*
 * The Edlink roster sync calls (issue 16; docs/edlink-sync.md): only super admins configure
 * sync. Writes name a missing district, so the admitted caller gets 404 and nothing changes; reads
 * name the demo district, which has the demo integration.
 */

const SUPER_ADMIN = [1] as const;

const row = (sample: (w: AccessWorld) => ReturnType<typeof at>): MatrixRow => ({ access: SUPER_ADMIN, scope: 'none', sample });

export function edlinkRows(): Record<string, MatrixRow> {
  return {
    'GET /api/edlink/integrations': row(() => at('/api/edlink/integrations')),
    'POST /api/edlink/integrations': row(() => at('/api/edlink/integrations', { districtId: MISSING, integrationId: 'matrix', integrationName: 'Matrix' })),
    'DELETE /api/edlink/integrations/:districtId': row(() => at(`/api/edlink/integrations/${MISSING}`)),
    'POST /api/edlink/integrations/:districtId/sync': row(() => at(`/api/edlink/integrations/${MISSING}/sync`)),
    'GET /api/edlink/integrations/:districtId/PendingEvents.xlsx': row((w) => at(`/api/edlink/integrations/${w.ids.district}/PendingEvents.xlsx`)),
    'GET /api/edlink/integrations/:districtId/LastSyncReport.xlsx': row((w) => at(`/api/edlink/integrations/${w.ids.district}/LastSyncReport.xlsx`)),
    'GET /api/StateReport/lastSync': row((w) => at(`/api/StateReport/lastSync?stateId=${w.ids.state}`)),
    'GET /api/Report/last-sync/:districtId': row((w) => at(`/api/Report/last-sync/${w.ids.district}`)),
    'GET /api/Edlink/classes': row((w) => at(`/api/Edlink/classes?districtId=${w.ids.district}`)),
    'GET /api/EdLink/demographics/:userId': row(() => at(`/api/EdLink/demographics/${MISSING}`)),
  };
}
