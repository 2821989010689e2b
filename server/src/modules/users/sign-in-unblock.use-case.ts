import type { AppDeps } from '../../app-deps';
import { RoleId } from '@domain/identity/role';
import { appError } from '../../http/app-error';
import type { AuthUser } from '../auth/auth-user';
import { accountKeyOf } from '../auth/login-throttle';
import { clearAccountFailures } from '../auth/login-throttle.repository';
import { teachesStudent } from '../learning/student-scope.repository';
import { loadManageable } from './user-management.use-cases';
import { findUserById } from './user.repository';

/**
 * `POST user/{id}/sign-in-unblock`: clears every sign-in failure of a user, so a student slowed down
 * or blocked by a classmate's guesses signs in at once (docs/decisions.md, "Sign-in lockout"). The
 * teacher of a classroom the student is in may, and any manager who may manage the user in scope.
 */
export async function unblockSignIn(deps: AppDeps, viewer: AuthUser, userId: number): Promise<void> {
  const target =
    viewer.roleId === RoleId.DistrictTeacher ? await loadTaughtStudent(deps, viewer, userId) : await loadManageable(deps.db, viewer, userId);
  await clearAccountFailures(deps.db, accountKeyOf(target.userName));
}

async function loadTaughtStudent(deps: AppDeps, teacher: AuthUser, userId: number) {
  const target = await findUserById(deps.db, userId);
  if (!target) throw appError('USER.NOT_FOUND');
  if (target.roleId !== RoleId.Student || !(await teachesStudent(deps.db, teacher.id, userId))) throw appError('USER.OUT_OF_SCOPE');
  return target;
}
