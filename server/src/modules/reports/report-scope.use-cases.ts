import { RoleId } from '@domain/identity/role';
import { placeWithinScope, type Place } from '@domain/identity/scope';
import type { AppDeps } from '../../app-deps';
import { appError } from '../../http/app-error';
import type { AuthUser } from '../auth/auth-user';
import * as reads from './report-read.repository';

/*
 * Whose report the viewer may read (issue 13, "Rules the server enforces"; product-spec §6): a teacher
 * their own classrooms and their students; campus, district and state managers their place; the super
 * admin everything; support what the teacher they act for may (the routes serve them as that teacher),
 * and nothing while acting for nobody. Students are refused by the routes' role lists. A classroom
 * outside the scope answers 404 as the classroom calls do; a teacher or student outside it 403.
 */

function sees(viewer: AuthUser, place: Place & { readonly teacherUserId?: number }): boolean {
  if (viewer.roleId === RoleId.DistrictTeacher) return place.teacherUserId === viewer.id;
  if (viewer.roleId === RoleId.SupportRole) return false;
  return placeWithinScope(viewer, place);
}

export async function classroomForReport(deps: AppDeps, viewer: AuthUser, classroomId: number): Promise<reads.ClassroomPlaceRow> {
  return classroomInScope(viewer, await reads.findClassroomPlace(deps.db, classroomId));
}

/** The classroom, read already, if the viewer may see it (else, as for a missing one, 404). */
export function classroomInScope(viewer: AuthUser, classroom: reads.ClassroomPlaceRow | null): reads.ClassroomPlaceRow {
  if (!classroom || !sees(viewer, classroom)) throw appError('CLASSROOM.NOT_FOUND');
  return classroom;
}

export async function teacherForReport(deps: AppDeps, viewer: AuthUser, teacherId: number): Promise<reads.TeacherPlaceRow> {
  const teacher = await reads.findTeacherPlace(deps.db, teacherId);
  if (!teacher) throw appError('REPORT.TEACHER_NOT_FOUND');
  if (!sees(viewer, { ...teacher, teacherUserId: teacher.id })) throw appError('REPORT.OUT_OF_SCOPE');
  return teacher;
}

export async function studentForReport(deps: AppDeps, viewer: AuthUser, studentId: number): Promise<reads.StudentPlaceRow> {
  const student = await reads.findStudentPlace(deps.db, studentId);
  if (!student) throw appError('REPORT.STUDENT_NOT_FOUND');
  const allowed =
    viewer.roleId === RoleId.DistrictTeacher ? await reads.teacherTeachesStudent(deps.db, viewer.id, student.id) : sees(viewer, student);
  if (!allowed) throw appError('REPORT.OUT_OF_SCOPE');
  return student;
}

/** Whether the viewer's scope holds this place (the overview's filters). */
export const placeInScope = sees;
