import type { MatrixRow } from './access-matrix';
import type { AccessWorld } from './support/access-world';

/*
 * Usage telemetry and time in system (issue 16; api-spec §7.15, §7.2; docs/telemetry.md): every
 * signed-in user sends their own events (a SuperAdmin's are accepted and dropped) and reports their
 * own time; the time report names the owner, so anyone else signed in is refused (403). Time in
 * system is read by managers and the super admin, each over their own report scope (no one's in
 * particular: the scope comes from the caller).
 */

/** Role ids of product-spec §6. */
const R = { SuperAdmin: 1, DistrictManager: 2, CampusManager: 3, StateManager: 8 } as const;

const pageView = {
  id: '00000000-0000-4000-8000-00000000f160',
  type: 'page-view',
  section: 'home',
  path: '/',
  startedAt: '2026-11-29T10:00:00.000Z',
  durationMs: 1000,
  sessionId: '00000000-0000-4000-8000-00000000f161',
};

export function telemetryRows(): Record<string, MatrixRow> {
  return {
    'POST /api/telemetry/events': { access: 'signedIn', scope: 'none', sample: () => ({ url: '/api/telemetry/events', body: { events: [pageView] } }) },
    'GET /api/User/update-time': { access: 'signedIn', scope: 'own', sample: (w: AccessWorld) => ({ url: `/api/User/update-time?userId=${w.ids.owner}` }) },
    'GET /api/User/time-in-system': {
      access: [R.SuperAdmin, R.StateManager, R.DistrictManager, R.CampusManager],
      scope: 'none',
      sample: () => ({ url: '/api/User/time-in-system?from=2026-11-01&to=2026-11-30' }),
    },
  };
}
