import type { MatrixRow } from './access-matrix';
import { at } from './access-matrix-lesson-content';

/*
 * Single sign-on (issue 16; docs/sso.md): every call is public, since people use them before they
 * have a session; what they may do is bounded by the one-time ticket, not by a role. The matrix's
 * server has no provider configured: the ticket calls answer SSO.NOT_CONFIGURED to everyone, the
 * provider list is empty and the start redirects back to the sign-in page.
 */

const TICKET = 'matrix-ticket-that-was-never-issued-0000000';
const row = (sample: () => ReturnType<typeof at>, featureOff?: string): MatrixRow => ({ access: 'public', scope: 'none', sample, ...(featureOff ? { featureOff } : {}) });
const registration = { ticket: TICKET, username: 'matrixsso', firstName: 'Matrix', lastName: 'Person', birthDate: '1990-05-04' };

export function ssoRows(): Record<string, MatrixRow> {
  return {
    'GET /api/sso/providers': row(() => at('/api/sso/providers')),
    'GET /api/sso/start/:providerId': row(() => at('/api/sso/start/matrix?returnTo=%2Fclassrooms')),
    'GET /api/sso/callback': row(() => at('/api/sso/callback?state=matrix-state&code=matrix-code')),
    'POST /api/sso/authenticate': row(() => at('/api/sso/authenticate', { ticket: TICKET }), 'SSO.NOT_CONFIGURED'),
    'GET /api/sso/getuserprofile/:ticket': row(() => at(`/api/sso/getuserprofile/${TICKET}`), 'SSO.NOT_CONFIGURED'),
    'POST /api/sso/registeruser': row(() => at('/api/sso/registeruser', registration), 'SSO.NOT_CONFIGURED'),
    'POST /api/User/registeruser': row(() => at('/api/User/registeruser', registration), 'SSO.NOT_CONFIGURED'),
  };
}
