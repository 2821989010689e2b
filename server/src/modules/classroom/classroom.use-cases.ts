import type { AppDeps } from '../../app-deps';
import type { Sql } from '../../db/database';
import type {
  AddStudentInput,
  Classroom,
  ClassroomFields,
  ClassroomListParams,
  ClassroomSaved,
  RosterStudent,
  StudentFields,
  StudentPasswordResetInput,
  TeacherGroup,
} from '@domain/classroom/classroom.schemas';
import type { RosterStudentRow } from '@domain/classroom/roster.rules';
import { rosterFieldName } from '@domain/classroom/roster.rules';
import { RoleId } from '@domain/identity/role';
import type { FieldError } from '@domain/shared/envelope';
import { appError } from '../../http/app-error';
import type { AuthUser } from '../auth/auth-user';
import { hashPassword } from '../auth/password-hasher';
import { revokeSessionsOfUser } from '../auth/session.repository';
import { withListedStudentsRecorded } from '../privacy/disclosure-recorder';
import * as users from '../users/user.repository';
import * as classrooms from './classroom.repository';
import { rowsInvalid } from './roster-csv';
import { giveClassroomBenchmarksToJoiners } from '../assessment/classroom-benchmark-joiners';
import type { NotificationRow } from '../notifications/notification.repository';

/*
 * Classrooms and their students (issue 12, first slice). Scope is decided here, never only in the
 * client (docs/decisions.md, "Teachers at work"):
 * - a teacher: their own classrooms (read and change);
 * - a campus manager: every classroom of their school (read and change);
 * - a district manager: every classroom of their district (read only: the write routes refuse them);
 * - support: what the teacher they act for may (the routes serve them as that teacher, actingFor),
 *   and the teacher list of any campus to choose whom to act for; other roles: nothing.
 * A classroom outside the viewer's scope answers 404, as one that does not exist: its id says nothing.
 */

const outOfScope = () => appError('CLASSROOM.OUT_OF_SCOPE');
const notFound = () => appError('CLASSROOM.NOT_FOUND');

function inScope(viewer: AuthUser, place: { teacherUserId?: number; schoolId: number | null; districtId: number | null }): boolean {
  switch (viewer.roleId) {
    case RoleId.DistrictTeacher:
      return place.teacherUserId === viewer.id;
    case RoleId.CampusManager:
      return viewer.schoolId !== null && place.schoolId === viewer.schoolId;
    case RoleId.DistrictManager:
      return viewer.districtId !== null && place.districtId === viewer.districtId;
    default:
      return false;
  }
}

/** A live classroom the viewer may see (404 otherwise), locked when `lock` (a change follows). */
export async function classroomInScope(sql: Sql, viewer: AuthUser, id: number, lock = false): Promise<classrooms.ClassroomPlace> {
  const place = await classrooms.findClassroomPlace(sql, id, lock);
  if (!place || !inScope(viewer, place)) throw notFound();
  return place;
}

/** Records that the viewer was shown these students (FERPA), then passes the classrooms through. */
async function disclosed(deps: AppDeps, viewer: AuthUser, list: Classroom[]): Promise<Classroom[]> {
  await withListedStudentsRecorded(deps, viewer, list.flatMap((c) => c.students.map((s) => ({ id: s.id, roleId: RoleId.Student }))));
  return list;
}

/** `ClassRoom/{apiPath}/{id}/{schoolId}`: see CLASSROOM_LIST_PATHS for what each path means. */
export async function listClassrooms(deps: AppDeps, viewer: AuthUser, params: ClassroomListParams): Promise<Classroom[]> {
  const filter = await listFilter(deps.db, viewer, params);
  return disclosed(deps, viewer, await classrooms.listClassrooms(deps.db, filter));
}

async function listFilter(sql: Sql, viewer: AuthUser, { apiPath, id, schoolId }: ClassroomListParams): Promise<classrooms.ClassroomFilter> {
  switch (apiPath) {
    case 'GetByTeacherId': {
      const teacher = await classrooms.findTeacher(sql, id);
      if (!teacher || teacher.schoolId === null || (schoolId !== 0 && schoolId !== teacher.schoolId)) throw outOfScope();
      if (!inScope(viewer, { teacherUserId: teacher.id, schoolId: teacher.schoolId, districtId: teacher.districtId })) throw outOfScope();
      return { by: 'teacher', teacherId: teacher.id, schoolId: teacher.schoolId };
    }
    case 'GetBySchoolId': {
      if (viewer.roleId === RoleId.DistrictTeacher || (schoolId !== 0 && schoolId !== id)) throw outOfScope();
      const school = await classrooms.findSchoolPlace(sql, id);
      if (!school || !inScope(viewer, school)) throw outOfScope();
      return { by: 'school', schoolId: id };
    }
    case 'GetByDistrictId': {
      if (viewer.roleId !== RoleId.DistrictManager || id !== viewer.districtId) throw outOfScope();
      if (schoolId === 0) return { by: 'district', districtId: id };
      const school = await classrooms.findSchoolPlace(sql, schoolId);
      if (!school || school.districtId !== id) throw outOfScope();
      return { by: 'school', schoolId };
    }
  }
}

/** `teachers/{id}`: the teachers of one school in scope, or (0) of the whole scope, grouped by school. */
export async function listTeacherGroups(deps: AppDeps, viewer: AuthUser, schoolId: number): Promise<TeacherGroup[]> {
  if (schoolId !== 0) {
    const school = await classrooms.findSchoolPlace(deps.db, schoolId);
    // Support lists any campus's teachers, to choose whom to act for (they see no classroom by this).
    if (!school || !(inScope(viewer, school) || viewer.roleId === RoleId.SupportRole)) throw outOfScope();
    return classrooms.listTeacherGroups(deps.db, { by: 'school', schoolId });
  }
  if (viewer.roleId === RoleId.CampusManager && viewer.schoolId !== null) return classrooms.listTeacherGroups(deps.db, { by: 'school', schoolId: viewer.schoolId });
  if (viewer.roleId === RoleId.DistrictManager && viewer.districtId !== null)
    return classrooms.listTeacherGroups(deps.db, { by: 'district', districtId: viewer.districtId });
  throw outOfScope();
}

/** Who a new classroom belongs to: the teacher themself, or the teacher of their school a campus manager names. */
async function ownerOfNewClassroom(sql: Sql, viewer: AuthUser, teacherUserId: number | null): Promise<{ teacherId: number; schoolId: number }> {
  if (viewer.roleId === RoleId.DistrictTeacher) {
    if (teacherUserId !== null && teacherUserId !== viewer.id) throw outOfScope();
    if (viewer.schoolId === null) throw appError('CLASSROOM.TEACHER_HAS_NO_SCHOOL');
    return { teacherId: viewer.id, schoolId: viewer.schoolId };
  }
  if (teacherUserId === null) throw appError('CLASSROOM.TEACHER_REQUIRED');
  const teacher = await classrooms.findTeacher(sql, teacherUserId);
  if (!teacher || teacher.schoolId === null || !inScope(viewer, { schoolId: teacher.schoolId, districtId: teacher.districtId })) throw outOfScope();
  return { teacherId: teacher.id, schoolId: teacher.schoolId };
}

/**
 * `ClassRoom/addclassroom`: the classroom and its roster in one transaction. A roster username that
 * already belongs to a student of the classroom's school is not created again: that student joins the
 * classroom and is listed under `alreadyExisting`. A username held by anyone else is a bad row.
 */
export async function addClassroom(
  deps: AppDeps,
  viewer: AuthUser,
  fields: ClassroomFields,
  teacherUserId: number | null,
  roster: readonly RosterStudentRow[],
): Promise<ClassroomSaved> {
  const owner = await ownerOfNewClassroom(deps.db, viewer, teacherUserId);
  // Hashing is slow on purpose, so it runs before the transaction, for the usernames that are new now.
  const known = new Set((await classrooms.findAccountsByUsername(deps.db, roster.map((r) => r.student.username))).map((a) => a.username.toLowerCase()));
  const hashes = new Map(
    await Promise.all(
      roster.filter((r) => !known.has(r.student.username.toLowerCase())).map(async (r) => [r.student.username.toLowerCase(), await hashPassword(r.student.password)] as const),
    ),
  );
  const result = await deps.db.transaction(async (tx) => {
    const place = await classrooms.findSchoolPlace(tx, owner.schoolId);
    if (!place) throw outOfScope();
    const existing = new Map((await classrooms.findAccountsByUsername(tx, roster.map((r) => r.student.username))).map((a) => [a.username.toLowerCase(), a]));
    const problems: FieldError[] = [];
    const joining: number[] = [];
    const alreadyExisting: string[] = [];
    for (const { row, student } of roster) {
      const account = existing.get(student.username.toLowerCase());
      if (!account) continue;
      if (account.roleId === RoleId.Student && !account.deleted && account.schoolId === owner.schoolId) {
        joining.push(account.id);
        alreadyExisting.push(account.username);
      } else problems.push({ field: rosterFieldName(row, 'username'), message: 'usernameInUse' });
    }
    if (problems.length > 0) throw rowsInvalid(problems);
    const classroomId = await classrooms.insertClassroom(tx, fields, owner.teacherId, owner.schoolId);
    const saved: string[] = [];
    for (const { student } of roster) {
      if (existing.has(student.username.toLowerCase())) continue;
      const passwordHash = hashes.get(student.username.toLowerCase());
      // Taken between the look-up and the transaction: the whole roster is refused, nothing written.
      if (!passwordHash) throw appError('USER.USERNAME_TAKEN');
      joining.push(await createStudent(tx, student, passwordHash, place));
      saved.push(student.username);
    }
    await classrooms.addMembers(tx, classroomId, joining);
    return { classroomId, saved, alreadyExisting };
  });
  const classroom = (await classrooms.findClassroom(deps.db, result.classroomId))!;
  await disclosed(deps, viewer, [classroom]);
  return { classroom, saved: result.saved, alreadyExisting: result.alreadyExisting };
}

/** A new Student account at the classroom's school (and its district and state), through the users module. */
async function createStudent(
  tx: Sql,
  student: StudentFields,
  passwordHash: string,
  place: { schoolId: number; districtId: number; stateId: number },
): Promise<number> {
  const id = await users.insertUser(tx, {
    username: student.username,
    passwordHash,
    firstName: student.firstName,
    middleName: student.middleName,
    lastName: student.lastName,
    secondLastName: student.secondLastName,
    email: null,
    birthDate: student.birthDate,
    roleId: RoleId.Student,
    stateId: place.stateId,
    districtId: place.districtId,
    schoolId: place.schoolId,
  });
  await users.setLanguages(tx, id, student.textLanguage as 'en' | 'es', student.audioLanguage as 'en' | 'es');
  return id;
}

/** `PUT ClassRoom/{id}`. */
export async function updateClassroom(deps: AppDeps, viewer: AuthUser, id: number, fields: ClassroomFields): Promise<Classroom> {
  await deps.db.transaction(async (tx) => {
    await classroomInScope(tx, viewer, id, true);
    await classrooms.updateClassroom(tx, id, fields);
  });
  const [classroom] = await disclosed(deps, viewer, [(await classrooms.findClassroom(deps.db, id))!]);
  return classroom;
}

/** `DELETE ClassRoom/{id}`: a soft delete; the students and their work stay. */
export async function removeClassroom(deps: AppDeps, viewer: AuthUser, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await classroomInScope(tx, viewer, id, true);
    await classrooms.softDeleteClassroom(tx, id);
  });
}

/** `ClassRoom/AddStudent`: a new student account straight into a classroom; a username in use is 409. */
export async function addStudent(deps: AppDeps, viewer: AuthUser, input: AddStudentInput): Promise<RosterStudent> {
  const passwordHash = await hashPassword(input.password);
  const notes: NotificationRow[] = [];
  const id = await deps.db.transaction(async (tx) => {
    const place = await classroomInScope(tx, viewer, input.classRoomId, true);
    if (await users.usernameTaken(tx, input.username)) throw appError('USER.USERNAME_TAKEN');
    const studentId = await createStudent(tx, input, passwordHash, place);
    await classrooms.addMembers(tx, place.id, [studentId]);
    // A student joining later gets the classroom's open benchmarks in the same transaction (issue 13).
    notes.push(...(await giveClassroomBenchmarksToJoiners(tx, deps, place.id, [studentId])));
    return studentId;
  });
  await deps.notifications.publish(notes);
  const classroom = (await classrooms.findClassroom(deps.db, input.classRoomId))!;
  return classroom.students.find((s) => s.id === id)!;
}

/** `ClassRoom/DeleteStudent/{id}?classRoomId=`: off the roster; the account and the work stay. */
export async function removeStudent(deps: AppDeps, viewer: AuthUser, classroomId: number, studentId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await classroomInScope(tx, viewer, classroomId, true);
    if (!(await classrooms.removeMember(tx, classroomId, studentId))) throw appError('CLASSROOM.STUDENT_NOT_FOUND');
  });
}

/** `ClassRoom/StudentPasswordReset`: a student of the classroom gets a new password; their sessions end. */
export async function resetStudentPassword(deps: AppDeps, viewer: AuthUser, input: StudentPasswordResetInput): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    // The change is the student's, not the classroom's: holding the classroom while waiting for the
    // student's row would deadlock with a roster sync, which writes users before classrooms.
    await classroomInScope(tx, viewer, input.classroomId);
    if (!(await classrooms.isMember(tx, input.classroomId, input.studentId))) throw appError('CLASSROOM.STUDENT_NOT_FOUND');
    await users.setPasswordHash(tx, input.studentId, passwordHash);
    await revokeSessionsOfUser(tx, input.studentId);
  });
  // This process stops believing the student's tokens at once; others hear it through the database's NOTIFY.
  deps.sessions.evictUser(input.studentId);
}
