import type { ClassroomDetails, ClassroomDetailsStudent, UnitLock } from '@domain/classroom/classroom-details.responses';
import { unitFeedback } from '@domain/assessment/scoring';
import { lessonsAvailableIn } from '@domain/content/spanish-availability.rules';
import type { UnitDocument } from '@domain/content/unit.schemas';
import { RoleId } from '@domain/identity/role';
import type { AppDeps } from '../../app-deps';
import { appError } from '../../http/app-error';
import type { AuthUser } from '../auth/auth-user';
import { withListedStudentsRecorded } from '../privacy/disclosure-recorder';
import * as details from './classroom-details.repository';
import * as classrooms from './classroom.repository';
import { classroomInScope } from './classroom.use-cases';

/*
 * /class-room/details (issue 12): one classroom's students with their progress per unit, and the
 * classroom's unit locks. Scope as every classroom call (classroomInScope: out of scope is 404); a
 * district manager reads, only the teacher and the school's campus manager change locks (the route's
 * roles). docs/decisions.md, "Classroom details and unit locks".
 */

const WRITER_ROLES: readonly number[] = [RoleId.DistrictTeacher, RoleId.CampusManager];

/** One student's summary of each unit, from facts read for the whole roster at once. */
function progressOf(
  student: { readonly id: number; readonly textLanguage: 'en' | 'es' },
  units: readonly UnitDocument[],
  completed: ReadonlySet<string>,
  attempts: readonly details.AttemptFacts[],
): ClassroomDetailsStudent['units'] {
  return units.map((unit) => {
    // The lessons the student's dashboard counts: those available in their text language.
    const shown = lessonsAvailableIn(unit.lessons, student.textLanguage);
    const lessonIds = new Set(unit.lessons.map((l) => l.id));
    // The same summary as teacher-feedback/student/{id} (unitFeedbackOf): every current attempt in the unit.
    const summary = unitFeedback(
      attempts
        .filter((a) => lessonIds.has(a.lessonId))
        .map((a) => ({ submitted: a.status === 'submitted', feedbackStatus: a.feedbackStatus, score: a.score, maxScore: a.maxScore ?? 0 })),
    );
    return {
      unitId: unit.id,
      lessonsCompleted: shown.filter((l) => completed.has(`${student.id}:${l.id}`)).length,
      lessonsTotal: shown.length,
      score: summary.score,
      feedbackStatus: summary.feedbackStatus,
    };
  });
}

/** `GET ClassRoom/{id}/details`: a handful of set-based reads whatever the roster's size. */
export async function showClassroomDetails(deps: AppDeps, viewer: AuthUser, classroomId: number): Promise<ClassroomDetails> {
  await classroomInScope(deps.db, viewer, classroomId);
  const classroom = await classrooms.findClassroom(deps.db, classroomId);
  if (!classroom) throw appError('CLASSROOM.NOT_FOUND'); // removed since the scope check
  const units = await deps.content.units();
  const lessonIds = units.flatMap((u) => u.lessons.map((l) => l.id));
  const studentIds = classroom.students.map((s) => s.id);
  const [completed, attempts, locked] = await Promise.all([
    details.listCompletedLessons(deps.db, studentIds, lessonIds),
    details.listCurrentAttemptFacts(deps.db, studentIds, lessonIds),
    details.lockedUnitsOf(deps.db, classroomId),
  ]);
  const done = new Set(completed.map((c) => `${c.studentId}:${c.lessonId}`));
  const attemptsOf = new Map<number, details.AttemptFacts[]>();
  for (const a of attempts) {
    const list = attemptsOf.get(a.studentId);
    if (list) list.push(a);
    else attemptsOf.set(a.studentId, [a]);
  }
  // The page shows each student's account, progress and feedback: three parts of their record (FERPA).
  const listed = classroom.students.map((s) => ({ id: s.id, roleId: RoleId.Student }));
  for (const kind of ['user-record', 'unit-progress', 'unit-feedback'] as const) await withListedStudentsRecorded(deps, viewer, listed, kind);
  const { students, ...header } = classroom;
  return {
    classroom: header,
    units: units.map((u) => ({ id: u.id, number: u.number, name: u.name, specialUnitAcronym: u.specialUnitAcronym, locked: locked.includes(u.id) })),
    students: students.map((s) => ({
      id: s.id,
      userName: s.userName,
      firstName: s.firstName,
      middleName: s.middleName,
      lastName: s.lastName,
      secondLastName: s.secondLastName,
      units: progressOf(s, units, done, attemptsOf.get(s.id) ?? []),
    })),
    canChangeLocks: WRITER_ROLES.includes(viewer.roleId),
  };
}

/**
 * `PUT ClassRoom/{id}/unit-locks/{unitId}` `{ locked }`: locks or opens a published unit for the
 * classroom's students. Idempotent; the answer is the lock as it now stands.
 */
export async function setUnitLock(deps: AppDeps, viewer: AuthUser, classroomId: number, unitId: number, locked: boolean): Promise<UnitLock> {
  if (!(await deps.content.units()).some((u) => u.id === unitId)) {
    // The classroom is checked first so an unknown unit says nothing about a classroom out of scope.
    await classroomInScope(deps.db, viewer, classroomId);
    throw appError('CLASSROOM.UNIT_NOT_FOUND');
  }
  await deps.db.transaction(async (tx) => {
    await classroomInScope(tx, viewer, classroomId, true);
    await details.setUnitLock(tx, classroomId, unitId, locked);
  });
  return { classroomId, unitId, locked };
}
