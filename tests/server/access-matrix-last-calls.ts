import type { MatrixRow } from './access-matrix';
import { at, builderRow, MISSING, v } from './access-matrix-lesson-content';

/*
 * The last unit and lesson calls of issue 14 (api-spec §7.4, §7.5): the unit's skills and a lesson's
 * overview and the published unit list are builders' (super admin, content creator); the settings by
 * type and "mark all my notifications read" are every signed-in user's, on their own session and
 * notifications only. The overview save names a missing lesson, so an admitted caller gets 404 after
 * the access check and the demo lesson never changes.
 */
export function lastCallRows(): Record<string, MatrixRow> {
  return {
    'GET /api/unit/:id/unitskills': builderRow((w) => at(`/api/unit/${w.ids.unit}/unitskills`)),
    'PUT /api/lesson/:id/overview': builderRow(() => at(`/api/lesson/${MISSING}/overview`, { ...v, skillsId: null })),
    'GET /api/publishedUnitList': builderRow(() => at('/api/publishedUnitList')),
    'GET /api/configurationsettings/getbytype/:type': { access: 'signedIn', scope: 'none', sample: () => at('/api/configurationsettings/getbytype/uploads') },
    'PATCH /api/Notification-Update': { access: 'signedIn', scope: 'none', sample: () => at('/api/Notification-Update') },
  };
}
