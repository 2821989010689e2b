import type { Sql } from '../../db/database';
import { RoleId } from '@domain/identity/role';
import { placeWithinScope } from '@domain/identity/scope';
import { appError } from '../../http/app-error';
import type { AuthUser } from '../auth/auth-user';
import { findStudent, teachesStudent } from './student-scope.repository';

const notYours = () => appError('PROGRESS.NOT_YOURS');
const outOfScope = () => appError('PROGRESS.OUT_OF_SCOPE');

/**
 * Whose progress a call reads or changes. A student: only their own (another id is 403). A teacher:
 * students in their own classrooms. Campus, district and state managers: students inside their place
 * (product-spec §6 scope). Super admin: any student. Support: only the students of the teacher they
 * act for (support/acting-for), none while acting for nobody. Content creators see content only.
 * Without `requested`, non-students read content with no progress (null).
 */
export async function progressSubject(sql: Sql, viewer: AuthUser, requested: number | undefined): Promise<number | null> {
  if (viewer.roleId === RoleId.Student) {
    if (requested !== undefined && requested !== viewer.id) throw notYours();
    return viewer.id;
  }
  if (requested === undefined) return null;
  if (viewer.roleId === RoleId.ContentCreator) throw outOfScope();
  if (viewer.roleId === RoleId.DistrictTeacher) {
    if (!(await teachesStudent(sql, viewer.id, requested))) throw outOfScope();
    return requested;
  }
  if (viewer.roleId === RoleId.SupportRole) {
    if (!viewer.acting || !(await teachesStudent(sql, viewer.acting.teacher.id, requested))) throw outOfScope();
    return requested;
  }
  const student = await findStudent(sql, requested);
  if (!student) throw outOfScope();
  if (viewer.roleId === RoleId.SuperAdmin) return requested;
  if (!placeWithinScope(viewer, student)) throw outOfScope();
  return requested;
}
