import type { AppDeps } from '../../app-deps';
import type { StartActingInput } from '@domain/support/support.schemas';
import { SUPPORT_AUDIT_PAGE_SIZE } from '@domain/support/support.schemas';
import type { ActingFor, SupportAuditPage } from '@domain/support/support.responses';
import { appError } from '../../http/app-error';
import type { AuthUser } from '../auth/auth-user';
import * as support from './support.repository';

/*
 * A support user acting for a teacher (issue 12): the choice belongs to the sign-in session, so two
 * tabs of one sign-in share it and signing out ends it. The database trigger on the table announces
 * every change, so the session caches of all processes load the new choice on the next request.
 */

/** `POST support/acting-for`: acts for a live teacher of the chosen campus from now on (replacing any earlier choice). */
export async function startActing(deps: AppDeps, viewer: AuthUser, input: StartActingInput): Promise<ActingFor> {
  const acting = await deps.db.transaction(async (tx) => {
    if (!(await support.findTeacherAtSchool(tx, input.teacherUserId, input.schoolId))) throw appError('SUPPORT.TEACHER_NOT_FOUND');
    await support.upsertActing(tx, viewer.jti, viewer.id, input.teacherUserId, input.schoolId);
    return support.findActingFor(tx, viewer.jti);
  });
  // This process does not wait for its own NOTIFY: the next request must already see the choice.
  deps.sessions.evictSession(viewer.jti);
  if (!acting) throw appError('SUPPORT.TEACHER_NOT_FOUND');
  return acting;
}

/** `DELETE support/acting-for`: acts for nobody (nothing to stop is no failure). */
export async function stopActing(deps: AppDeps, viewer: AuthUser): Promise<void> {
  await support.deleteActing(deps.db, viewer.jti);
  deps.sessions.evictSession(viewer.jti);
}

/** `GET support/acting-for`: whom this sign-in acts for, or null. */
export function currentActing(deps: AppDeps, viewer: AuthUser): Promise<ActingFor | null> {
  return support.findActingFor(deps.db, viewer.jti);
}

/** `GET support/audit?page=`: the caller's own recorded changes, newest first. */
export async function supportAuditTrail(deps: AppDeps, viewer: AuthUser, page: number): Promise<SupportAuditPage> {
  const { items, total } = await support.listSupportAudit(deps.db, viewer.id, SUPPORT_AUDIT_PAGE_SIZE, (page - 1) * SUPPORT_AUDIT_PAGE_SIZE);
  return { items, total, page, pageSize: SUPPORT_AUDIT_PAGE_SIZE };
}
