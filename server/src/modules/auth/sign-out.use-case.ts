import type { AppDeps } from '../../app-deps';
import type { AuthUser } from './auth-user';
import { revokeSession } from './session.repository';

/** user/logout: the caller's session is revoked and dropped from this process's session cache. */
export async function signOut(deps: AppDeps, viewer: AuthUser): Promise<void> {
  await revokeSession(deps.db, viewer.jti);
  deps.sessions.evictSession(viewer.jti);
}
