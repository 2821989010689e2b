import type { MatrixRow } from './access-matrix';
import { at, MISSING } from './access-matrix-lesson-content';

/*
 * The super admin's single-sign-on providers (issue 16; docs/sso.md, "Providers"): only super admins
 * configure SSO. Adding names a fresh slug (a second call would get 409: still admitted); changes,
 * removals and checks name a missing provider (404 after the access check).
 */

const SUPER_ADMIN = [1] as const;
const row = (sample: () => ReturnType<typeof at>): MatrixRow => ({ access: SUPER_ADMIN, scope: 'none', sample });
const fields = { name: 'Matrix provider', kind: 'generic', issuer: 'https://idp.matrix.example', clientId: 'matrix-client', hostedDomain: null, userIdsType: null, enabled: false };

export function ssoProviderRows(): Record<string, MatrixRow> {
  return {
    'GET /api/sso/provider-settings': row(() => at('/api/sso/provider-settings')),
    'POST /api/sso/provider-settings': row(() => at('/api/sso/provider-settings', { ...fields, slug: 'matrix-provider', clientSecret: 'matrix-secret' })),
    'PUT /api/sso/provider-settings/:id': row(() => at(`/api/sso/provider-settings/${MISSING}`, fields)),
    'DELETE /api/sso/provider-settings/:id': row(() => at(`/api/sso/provider-settings/${MISSING}`)),
    'POST /api/sso/provider-settings/:id/check': row(() => at(`/api/sso/provider-settings/${MISSING}/check`)),
  };
}
