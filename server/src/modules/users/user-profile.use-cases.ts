import type { AppDeps } from '../../app-deps';
import { appError } from '../../http/app-error';
import type { AuthUser } from '../auth/auth-user';
import { findUserById, setLanguages, usernameTaken } from './user.repository';

type Language = 'en' | 'es';

/** FindByUserName: whether a username is free (removed users keep theirs); never whose it is. */
export async function checkUsernameAvailability(deps: AppDeps, username: string): Promise<{ available: boolean }> {
  return { available: !(await usernameTaken(deps.db, username)) };
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
