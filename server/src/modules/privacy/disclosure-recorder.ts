import { RoleId } from '@domain/identity/role';
import type { DisclosureKind } from '@domain/privacy/disclosure-kind';
import type { AppDeps } from '../../app-deps';
import type { Sql } from '../../db/database';
import type { AuthUser } from '../auth/auth-user';
import { insertDisclosures } from './disclosure.repository';

const nothing = Promise.resolve();

/**
 * Who was shown the record: the caller, or the support user behind a teacher they act for (the
 * teacher did not see it; the support user did).
 */
const shownTo = (viewer: AuthUser) =>
  viewer.actingSupportUserId === undefined
    ? { viewerId: viewer.id, viewerRoleId: viewer.roleId }
    : { viewerId: viewer.actingSupportUserId, viewerRoleId: RoleId.SupportRole };

/** Whether showing this student's record to this viewer is a disclosure: anyone but the student themself. */
const discloses = (viewer: AuthUser, studentId: number | null | undefined): studentId is number =>
  studentId !== null && studentId !== undefined && viewer.roleId !== RoleId.Student && studentId !== viewer.id;

/**
 * Notes that `viewer` was shown part of a student's record (FERPA 34 CFR 99.32). Called by each read
 * use case right after the read (inside its transaction when `sql` is one); a student reading their
 * own work, or a read with no student (a preview), records nothing and costs no query.
 */
export function recordDisclosure(
  deps: Pick<AppDeps, 'db'>,
  viewer: AuthUser,
  studentId: number | null | undefined,
  kind: DisclosureKind,
  objectId: number | null = null,
  sql: Sql = deps.db,
): Promise<void> {
  if (!discloses(viewer, studentId)) return nothing;
  return insertDisclosures(sql, { ...shownTo(viewer), kind, objectId, route: viewer.via ?? null }, [studentId]);
}

/**
 * A list of users as a manager sees it, passed through once every student in it is recorded as
 * disclosed (`kind`: what of them the list showed; one insert for the whole list).
 */
export async function withListedStudentsRecorded<T extends { readonly id: number; readonly roleId: number }>(
  deps: Pick<AppDeps, 'db'>,
  viewer: AuthUser,
  users: readonly T[],
  kind: DisclosureKind = 'user-record',
): Promise<T[]> {
  const students = users.filter((u) => u.roleId === RoleId.Student && discloses(viewer, u.id)).map((u) => u.id);
  if (students.length > 0) {
    await insertDisclosures(deps.db, { ...shownTo(viewer), kind, objectId: null, route: viewer.via ?? null }, students);
  }
  return [...users];
}
