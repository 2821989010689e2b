import type { AppDeps } from '../../app-deps';
import { appError } from '../../http/app-error';
import type { AuthUser } from '../auth/auth-user';
import { findUserById, findUserIdByUsername, setLanguages } from './user.repository';

type Language = 'en' | 'es';

/** FindByUserName: the id of the account holding a username; 404 when the name is free. */
export async function findUsernameOwner(deps: AppDeps, username: string) {
  const found = await findUserIdByUsername(deps.db, username);
  if (!found) throw appError('USER.NOT_FOUND');
  return found;
}

/** User/me: the caller's own profile. */
export const getMyProfile = (deps: AppDeps, viewer: Pick<AuthUser, 'id'>) => findUserById(deps.db, viewer.id);

/**
 * The caller's text and audio languages (null leaves one as it is). `userId` is the account the call
 * names: a student changes only their own (api-spec §7.2).
 */
export async function changeMyLanguages(deps: AppDeps, viewer: Pick<AuthUser, 'id'>, userId: number, text: Language | null, audio: Language | null) {
  if (userId !== viewer.id) throw appError('FORBIDDEN');
  await setLanguages(deps.db, viewer.id, text, audio);
  return getMyProfile(deps, viewer);
}
