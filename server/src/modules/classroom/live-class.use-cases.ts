import type { LessonDocument } from '@domain/content/lesson.schemas';
import type { LiveClass, LiveLesson, LiveStudent } from '@domain/classroom/live-class.responses';
import { ClassSignalTarget, type LiveActivityKind, type LiveClassActivity } from '@domain/realtime/class-signal.contract';
import { RoleId } from '@domain/identity/role';
import type { AppDeps } from '../../app-deps';
import { appError } from '../../http/app-error';
import type { AuthUser } from '../auth/auth-user';
import { withListedStudentsRecorded } from '../privacy/disclosure-recorder';
import * as live from './live-class.repository';
import * as classrooms from './classroom.repository';
import { classroomInScope } from './classroom.use-cases';

/*
 * The live class view (issue 12, /class-room/live): where each student of a classroom is now, then
 * what they do as they do it. Scope as every classroom read (classroomInScope: out of scope is 404):
 * the teacher, the school's campus manager, the district's district manager. Live events go only to
 * users watching a classroom the student belongs to, and watching needs the same scope.
 * docs/decisions.md "Live class view".
 */

/** The live row of one lesson, from the published lesson and the student's standing in it. */
function liveLesson(lesson: LessonDocument, standing: live.LessonStanding | undefined): LiveLesson {
  return {
    unitId: lesson.unitId,
    unitTitle: lesson.unitTitle,
    lessonId: lesson.id,
    title: lesson.title,
    page: standing?.lastPageView ?? null,
    pageCount: lesson.pageCount,
    status: standing?.status ?? 'not-started',
    hasAssessment: lesson.hasAssessment,
    answersSaved: standing?.answersSaved ?? 0,
    answersSubmitted: standing?.answersSubmitted ?? 0,
  };
}

/** Who may open a live view (the snapshot route's roles; the hub method checks them itself). */
export const LIVE_VIEWER_ROLES: readonly number[] = [RoleId.DistrictTeacher, RoleId.CampusManager, RoleId.DistrictManager];

const standingKey = (studentId: number, lessonId: number) => `${studentId}:${lessonId}`;

/** `GET ClassRoom/{id}/live`: the roster with each student's latest lesson, in three set-based reads. */
export async function showLiveClass(deps: AppDeps, viewer: AuthUser, classroomId: number): Promise<LiveClass> {
  await classroomInScope(deps.db, viewer, classroomId);
  const classroom = await classrooms.findClassroom(deps.db, classroomId);
  if (!classroom) throw appError('CLASSROOM.NOT_FOUND'); // removed since the scope check
  const latest = await live.listLatestActivity(deps.db, classroom.students.map((s) => s.id));
  const standings = await live.listLessonStandings(deps.db, latest);
  const standingOf = new Map(standings.map((s) => [standingKey(s.studentId, s.lessonId), s]));
  const latestOf = new Map(latest.map((l) => [l.studentId, l]));
  const lessons = new Map<number, LessonDocument | null>();
  for (const { lessonId } of latest) {
    if (!lessons.has(lessonId)) lessons.set(lessonId, await deps.content.get<LessonDocument>('lesson', lessonId));
  }
  // The view shows each student's account and lesson progress (FERPA): recorded once per load.
  const listed = classroom.students.map((s) => ({ id: s.id, roleId: RoleId.Student }));
  for (const kind of ['user-record', 'lesson-progress'] as const) await withListedStudentsRecorded(deps, viewer, listed, kind);
  return {
    classroom: { id: classroom.id, name: classroom.name },
    students: classroom.students.map((s): LiveStudent => {
      const activity = latestOf.get(s.id);
      const lesson = activity ? lessons.get(activity.lessonId) : null;
      return {
        studentId: s.id,
        userName: s.userName,
        firstName: s.firstName,
        lastName: s.lastName,
        lesson: lesson && activity ? liveLesson(lesson, standingOf.get(standingKey(s.id, activity.lessonId))) : null,
        lastActivityAt: activity?.at ?? null,
      };
    }),
  };
}

/**
 * Hub method WatchClassroom: starts (or renews) the caller's lease on a classroom's live events. A
 * classroom outside the caller's scope is refused (false), exactly as its snapshot is.
 */
export async function watchLiveClass(deps: AppDeps, viewer: AuthUser, classroomId: number): Promise<boolean> {
  if (!LIVE_VIEWER_ROLES.includes(viewer.roleId)) return false;
  try {
    await classroomInScope(deps.db, viewer, classroomId);
  } catch {
    return false;
  }
  // Events go to whoever holds the connection: the support user acting for the teacher, or the viewer.
  deps.liveWatchers.watch(classroomId, viewer.actingSupportUserId ?? viewer.id);
  return true;
}

export function stopWatchingLiveClass(deps: AppDeps, userId: number, classroomId: number): true {
  deps.liveWatchers.stop(classroomId, userId);
  return true;
}

async function pushActivity(deps: AppDeps, studentId: number, kind: LiveActivityKind, lessonId: number): Promise<void> {
  const watchers = deps.liveWatchers.watchersOf(await deps.learners.classroomsOf(studentId));
  if (watchers.byUser.size === 0) return;
  const [name, lesson, standings] = await Promise.all([
    live.findStudentName(deps.db, studentId),
    deps.content.get<LessonDocument>('lesson', lessonId),
    live.listLessonStandings(deps.db, [{ studentId, lessonId }]),
  ]);
  if (!name || !lesson) return;
  const student: LiveStudent = {
    studentId,
    userName: name.userName,
    firstName: name.firstName,
    lastName: name.lastName,
    lesson: liveLesson(lesson, standings[0]),
    lastActivityAt: new Date().toISOString(),
  };
  // Recipients differ only by which of their watched classrooms the student is in: one message per set.
  const bySet = new Map<string, number[]>();
  for (const [userId, classroomIds] of watchers.byUser) {
    const key = classroomIds.join(',');
    const users = bySet.get(key);
    if (users) users.push(userId);
    else bySet.set(key, [userId]);
  }
  for (const [key, users] of bySet) {
    const payload: LiveClassActivity = { classroomIds: key.split(',').map(Number), kind, student };
    deps.classSignals.send(users, ClassSignalTarget.LiveClassActivity, payload, { remote: watchers.remote });
  }
}

/**
 * Seam for the student's calls (lesson open, page, answer save, submit): tells the live viewers of the
 * student's classrooms, after the call's own work, without delaying it. With nobody watching anywhere
 * it returns at once (no read at all); with viewers elsewhere it reads the student's classrooms from
 * the learner-state cache and builds the row only when one of them is watched.
 */
export function noteStudentActivity(deps: AppDeps, studentId: number, kind: LiveActivityKind, lessonId: number): void {
  if (deps.liveWatchers.isEmpty) return;
  pushActivity(deps, studentId, kind, lessonId).catch((err: unknown) => deps.log.error({ err }, 'live class event failed'));
}
