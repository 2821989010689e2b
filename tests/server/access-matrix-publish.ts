import { R, type MatrixRow } from './access-matrix';

/*
 * Publishing (issue 14): only builders (the super admin and content creators) publish or read a
 * publish job; everyone else 403, anonymous 401. Unit and lesson samples name no live item, so an
 * admitted caller gets 404 after the access check and no publish runs in the background while the
 * next rows check that refused callers changed nothing (publish-jobs.test.ts publishes real targets).
 * The course has no id to miss: its admitted calls queue one real publish (the second joins it), so
 * its row comes last here.
 */
const MISSING = 999_999;

export function publishRows(): Record<string, MatrixRow> {
  // Read here, not at load: access-matrix.ts imports this file before its own R exists.
  const BUILDERS = [R.SuperAdmin, R.ContentCreator] as const;
  return {
    'GET /api/publish-jobs/:id': { access: BUILDERS, scope: 'none', sample: () => ({ url: `/api/publish-jobs/${MISSING}` }) },
    'PATCH /api/unit/:id/publish': { access: BUILDERS, scope: 'none', sample: () => ({ url: `/api/unit/${MISSING}/publish` }) },
    'PATCH /api/lesson/:id/publish': { access: BUILDERS, scope: 'none', sample: () => ({ url: `/api/lesson/${MISSING}/publish` }) },
    'PATCH /api/course/publish': { access: BUILDERS, scope: 'none', sample: () => ({ url: '/api/course/publish' }) },
  };
}
