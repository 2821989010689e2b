import { RoleId } from '@domain/identity/role';
import type { Sql } from '../../db/database';
import { appError } from '../../http/app-error';
import type { AuthUser } from '../auth/auth-user';
import { findActingTeacher } from './support.repository';

/**
 * How a route treats a support user (docs/decisions.md, "Support acting for a teacher"):
 * - 'teacher': a teacher's call. A support user acting for a teacher is served as that teacher (and
 *   nothing more); one not acting is refused with SUPPORT.NOT_ACTING.
 * - 'teacherIfActing': a call everyone signed in makes (an assessment read with `studentId`): a support
 *   user acting for a teacher is served as that teacher, one not acting as themself.
 */
export type ActingFor = 'teacher' | 'teacherIfActing';

/** The session user with their acting choice when they are support (one query, cached with the session). */
export async function withActingTeacher(sql: Sql, user: AuthUser): Promise<AuthUser> {
  if (user.roleId !== RoleId.SupportRole) return user;
  const acting = await findActingTeacher(sql, user.jti);
  return acting ? { ...user, acting } : user;
}

/**
 * Who a route with `actingFor` serves: the caller, or for a support user acting for a teacher, the
 * teacher (with the support user's id kept, and the support user's session: signing out still ends it).
 */
export function servedUser(user: AuthUser, mode: ActingFor): AuthUser {
  if (user.roleId !== RoleId.SupportRole) return user;
  if (user.acting) return { ...user.acting.teacher, jti: user.jti, via: user.via, actingSupportUserId: user.id };
  if (mode === 'teacher') throw appError('SUPPORT.NOT_ACTING');
  return user;
}
