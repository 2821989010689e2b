import type { MatrixRow } from './access-matrix';
import { at, builderRow, MISSING, PREVIEWERS, v } from './access-matrix-lesson-content';

/*
 * The unit builder's details, the unit drafts its previews read, the timeline-event preview and the
 * component samples (issue 14; api-spec §7.4). Saves and the samples page are builders' (super admin,
 * content creator); the unit drafts are also read by campus managers, who may open the unit, skill-unit
 * and unit-dashboard previews (product-spec §6: not district teachers, not support); the timeline's
 * draft by every previewer. The save names a missing unit, so an admitted caller gets 404 after the
 * access check and the demo unit never changes.
 */

/** Super admin, content creator, campus manager. */
const UNIT_PREVIEWERS = [1, 5, 3] as const;

export function unitDetailsRows(): Record<string, MatrixRow> {
  return {
    'PUT /api/unit/:id': builderRow(() => at(`/api/unit/${MISSING}`, { ...v, description: { en: '<p>Matrix</p>', es: '' }, videos: [] })),
    'GET /api/unit/:id/backup': { access: UNIT_PREVIEWERS, scope: 'none', sample: (w) => at(`/api/unit/${w.ids.unit}/backup`) },
    'GET /api/units/backups': { access: UNIT_PREVIEWERS, scope: 'none', sample: () => at('/api/units/backups') },
    'GET /api/timeline/blurb/:id/backup': { access: PREVIEWERS, scope: 'none', sample: () => at(`/api/timeline/blurb/${MISSING}/backup`) },
    'GET /api/components/samples': builderRow(() => at('/api/components/samples')),
  };
}
