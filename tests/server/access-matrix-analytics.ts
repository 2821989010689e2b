import type { MatrixRow } from './access-matrix';
import type { AccessWorld } from './support/access-world';

/*
 * Usage analytics (issue 16; api-spec §7.15, §7.2): the super admin and the state, district and campus
 * managers, each inside their report scope. A filter on the owner's school (or the owner themself, for
 * the last sign-in) is inside the scope of the managers of that school, its district and its state;
 * managers elsewhere are refused (403). Support reads no analytics (they follow the report scopes,
 * which are the managers').
 */

const R = { SuperAdmin: 1, DistrictManager: 2, CampusManager: 3, StateManager: 8 } as const;
const READERS = [R.SuperAdmin, R.StateManager, R.DistrictManager, R.CampusManager];

export function analyticsRows(): Record<string, MatrixRow> {
  return {
    'GET /api/telemetry/query': {
      access: READERS,
      scope: 'place',
      sample: (w: AccessWorld) => ({ url: `/api/telemetry/query?timespan=P7D&groupBy=section&aggregate=visits&filter=schoolId:${w.ids.school}` }),
    },
    'POST /api/User/getUserCount': { access: READERS, scope: 'place', sample: (w: AccessWorld) => ({ url: '/api/User/getUserCount', body: { schoolId: w.ids.school, per: 'school' } }) },
    'POST /api/User/getUserRole': { access: READERS, scope: 'none', sample: () => ({ url: '/api/User/getUserRole' }) },
    'POST /api/User/getuserlogin/:id': { access: READERS, scope: 'place', sample: (w: AccessWorld) => ({ url: `/api/User/getuserlogin/${w.ids.owner}` }) },
  };
}
