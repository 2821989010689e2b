import type { z } from 'zod';
import { answerProblems } from '@domain/assessment/answer-rules';
import { ANSWER_CALLS } from '@domain/assessment/answer.schemas';
import type { AssessmentDocument } from '@domain/assessment/assessment.schemas';
import {
  BENCHMARK_DEFAULT_DAYS,
  BenchmarkStatus,
  type BenchmarkAssignmentView,
  type CarriedAnswer,
  type assignClassroomBodySchema,
  type assignStudentsBodySchema,
  type benchmarkSubmitBodySchema,
} from '@domain/assessment/benchmark.schemas';
import type { AssessmentView } from '@domain/assessment/student-view';
import { RoleId } from '@domain/identity/role';
import { one } from '../../db/database';
import { badRequest } from '../../http/app-error';
import type { AuthUser } from '../auth/auth-user';
import { progressSubject } from '../learning/progress-subject';
import { teachesStudent } from '../learning/student-scope.repository';
import type { NotificationRow } from '../notifications/notification.repository';
import { fail, type AssessmentDeps } from './assessment-deps';
import { recordBenchmark } from './assessment-notifications';
import { finishAttempt } from './assessment-outcome';
import { viewAssessment } from './assessment-read.use-cases';
import { storeSave } from './answer-save.use-case';
import { findAssignment, insertAssignments, listAssignmentsOf, type AssignmentRow } from './benchmark.repository';
import type { QuestionEntry } from './published-assessment.store';
import { lessonOpenToStudent, lockedAttempt } from './student-access';

function assignmentView(a: AssignmentRow, doc: AssessmentDocument, nowMs = Date.now()): BenchmarkAssignmentView {
  const set = doc.benchmarkSet!;
  return {
    benchmarkStudentId: a.id,
    benchmarkSetId: set.id,
    benchmarkName: set.title,
    assessmentId: doc.id,
    lessonId: doc.lessonId,
    unitId: doc.unitId,
    linkedUnitId: set.linkedUnitId,
    linkedUnitNumber: set.linkedUnitNumber,
    questionSetCount: set.questionSetCount,
    studentUserId: a.studentId,
    status: a.status,
    score: a.score,
    retakeRound: a.retakeRound,
    isRetake: a.isRetake,
    startsAt: a.startsAt,
    endsAt: a.endsAt,
    isExpired: a.status !== BenchmarkStatus.Submitted && a.isExpired,
    isOpen: a.status !== BenchmarkStatus.Submitted && !a.isExpired && !a.notStarted && Date.parse(a.startsAt) <= nowMs,
    classroomAssignedId: a.classroomAssignedId,
    isAssignedByClassroom: a.isAssignedByClassroom,
    submittedAt: a.submittedAt,
  };
}

/** An assignment the viewer may see (its student, or staff in scope) with its published set; 404 when unknown. */
async function visibleAssignment(deps: AssessmentDeps, viewer: AuthUser, id: number) {
  const assignment = await findAssignment(deps.db, id);
  if (!assignment) throw fail.benchmarkNotFound();
  if (viewer.roleId === RoleId.Student && assignment.studentId !== viewer.id) throw fail.benchmarkNotAssigned();
  await progressSubject(deps.db, viewer, assignment.studentId);
  const doc = await deps.assessments.byBenchmarkSet(assignment.benchmarkSetId);
  if (!doc) throw fail.benchmarkNotFound();
  return { assignment, doc };
}

/** `GET benchmarkAssessment/{benchmarkStudentId}`: the assignment and its assessment (the BenchmarkAssessment screen). */
export async function getBenchmarkAssessment(deps: AssessmentDeps, viewer: AuthUser, id: number) {
  const { assignment, doc } = await visibleAssignment(deps, viewer, id);
  return { assignment: assignmentView(assignment, doc), assessment: await viewAssessment(deps, viewer, doc, assignment.studentId) };
}

/** `GET benchmark-score/{benchmarkStudentId}`: status and score of the current round, and the earlier rounds. */
export async function getBenchmarkScore(deps: AssessmentDeps, viewer: AuthUser, id: number) {
  const { assignment, doc } = await visibleAssignment(deps, viewer, id);
  const view = await viewAssessment(deps, viewer, doc, assignment.studentId);
  return {
    benchmarkStudentId: assignment.id,
    status: assignment.status,
    isSubmitted: assignment.status === BenchmarkStatus.Submitted,
    retakeRound: assignment.retakeRound,
    score: view.score,
    maxScore: view.maxScore,
    percent: view.percent,
    feedbackStatus: view.feedbackStatus,
    submittedAt: assignment.submittedAt,
    history: view.history,
  };
}

/**
 * `POST benchmark-answer/submit`: saves the answers carried (each exactly like its own save call) and
 * submits the benchmark, in one transaction. After the period ended: 409 BENCHMARK.EXPIRED (statusType
 * 0), nothing saved; the client shows the expired-benchmark modal, loads the score and reloads.
 */
export async function submitBenchmark(deps: AssessmentDeps, user: AuthUser, body: z.infer<typeof benchmarkSubmitBodySchema>) {
  if (user.roleId !== RoleId.Student) throw fail.studentsOnly();
  const { assignment, doc } = await visibleAssignment(deps, user, body.benchmarkStudentId);
  const lesson = await lessonOpenToStudent(deps, user.id, doc);
  const carried: { entry: QuestionEntry; answer: CarriedAnswer }[] = [];
  for (const answer of body.answers) {
    const entry = await deps.assessments.question(answer.questionId);
    if (!entry || entry.doc.id !== doc.id || answer.assessmentId !== doc.id) throw fail.questionNotInAssessment();
    if (!(ANSWER_CALLS[answer.call].types as readonly string[]).includes(entry.question.type)) throw fail.wrongType();
    const problems = answerProblems(entry.question, answer.answer);
    if (problems.length) throw badRequest('answerNotInQuestion', problems, 'ANSWER.NOT_IN_QUESTION');
    carried.push({ entry, answer });
  }
  const notes: NotificationRow[] = [];
  await deps.db.transaction(async (tx) => {
    const current = (await findAssignment(tx, assignment.id, true))!;
    if (current.status === BenchmarkStatus.Submitted) throw fail.alreadySubmitted();
    if (current.retakeRound !== body.retakeRound) throw fail.staleRound();
    if (current.isExpired) throw fail.benchmarkExpired();
    if (current.notStarted) throw fail.benchmarkNotStarted();
    const attempt = await lockedAttempt(tx, user.id, doc, doc.groups[0]);
    for (const { entry, answer } of carried) await storeSave(tx, user.id, entry, answer, false);
    notes.push(...(await finishAttempt(tx, deps, doc, doc.groups[0], attempt, lesson)));
  });
  await deps.notifications.publish(notes);
  return getBenchmarkAssessment(deps, user, assignment.id);
}

/** `GET benchmark/list?userId`: a student's assignments of published sets (staff: `userId` in their scope). */
export async function listBenchmarks(deps: AssessmentDeps, viewer: AuthUser, userId?: number): Promise<BenchmarkAssignmentView[]> {
  const subject = await progressSubject(deps.db, viewer, userId);
  if (subject === null) throw badRequest('required', [{ field: 'userId', message: 'required' }]);
  const out: BenchmarkAssignmentView[] = [];
  for (const a of await listAssignmentsOf(deps.db, subject)) {
    const doc = await deps.assessments.byBenchmarkSet(a.benchmarkSetId);
    if (doc) out.push(assignmentView(a, doc));
  }
  return out;
}

/** `GET benchmark/count`: the caller's benchmarks by state (a student: theirs; a teacher: those they assigned). */
export async function countBenchmarks(deps: AssessmentDeps, viewer: AuthUser) {
  const column = viewer.roleId === RoleId.Student ? 'student_user_id' : 'assigned_by_user_id';
  const row = await one<Record<string, number>>(
    deps.db,
    `SELECT count(*)::int AS total,
            count(*) FILTER (WHERE status = 0)::int AS assigned,
            count(*) FILTER (WHERE status = 1)::int AS "inProgress",
            count(*) FILTER (WHERE status = 2)::int AS submitted,
            count(*) FILTER (WHERE status <> 2 AND starts_at <= now() AND now() < ends_at)::int AS open,
            count(*) FILTER (WHERE status <> 2 AND now() >= ends_at)::int AS expired
       FROM benchmark_assignments WHERE ${column} = $1 AND deleted_at IS NULL`,
    [viewer.id],
  );
  return { count: row!.open, ...row! };
}

async function assign(
  deps: AssessmentDeps,
  user: AuthUser,
  setId: number,
  studentIds: number[],
  classroomId: number | null,
  period: { startsAt?: string; endsAt?: string },
) {
  const doc = await deps.assessments.byBenchmarkSet(setId);
  if (!doc) throw fail.benchmarkSetNotFound();
  const notes: NotificationRow[] = [];
  const created = await deps.db.transaction(async (tx) => {
    const rows = await insertAssignments(tx, {
      benchmarkSetId: setId,
      studentIds,
      assignedBy: user.id,
      classroomId,
      startsAt: period.startsAt ?? null,
      endsAt: period.endsAt ?? null,
      defaultDays: BENCHMARK_DEFAULT_DAYS,
    });
    if (rows.length) notes.push(...(await recordBenchmark(tx, deps, 'assigned', rows.map((r) => r.studentId), doc)));
    return rows;
  });
  await deps.notifications.publish(notes);
  const fresh = new Set(created.map((r) => r.studentId));
  return {
    benchmarkSetId: setId,
    assigned: created.map((r) => ({ studentId: r.studentId, benchmarkStudentId: r.id })),
    alreadyAssigned: studentIds.filter((id) => !fresh.has(id)),
  };
}

/** `POST assign-benchmark/student`: a teacher assigns a published set to students of their classrooms. */
export async function assignToStudents(deps: AssessmentDeps, user: AuthUser, body: z.infer<typeof assignStudentsBodySchema>) {
  if (user.roleId !== RoleId.DistrictTeacher) throw fail.teacherOfStudentOnly();
  const ids = [...new Set(body.studentIds)];
  for (const id of ids) if (!(await teachesStudent(deps.db, user.id, id))) throw fail.teacherOfStudentOnly();
  return assign(deps, user, body.benchmarkSetId, ids, null, body);
}

/** `POST assign-benchmark/classroom`: a teacher assigns a published set to every student of their classroom. */
export async function assignToClassroom(deps: AssessmentDeps, user: AuthUser, body: z.infer<typeof assignClassroomBodySchema>) {
  if (user.roleId !== RoleId.DistrictTeacher) throw fail.classroomNotYours();
  const classroom = await one<{ teacherId: number }>(deps.db, 'SELECT teacher_user_id AS "teacherId" FROM classrooms WHERE id = $1 AND deleted_at IS NULL', [
    body.classroomId,
  ]);
  if (!classroom) throw fail.classroomNotFound();
  if (classroom.teacherId !== user.id) throw fail.classroomNotYours();
  const students = await deps.db.query<{ id: number }>(
    `SELECT cs.student_user_id AS id FROM classroom_students cs JOIN users u ON u.id = cs.student_user_id
      WHERE cs.classroom_id = $1 AND u.deleted_at IS NULL ORDER BY cs.student_user_id`,
    [body.classroomId],
  );
  return { classroomId: body.classroomId, ...(await assign(deps, user, body.benchmarkSetId, students.map((s) => s.id), body.classroomId, body)) };
}

/** `GET benchmarkSet/unitList`: published sets, unlinked last, the others by linked unit number (product-spec §4). */
export async function listBenchmarkSets(deps: AssessmentDeps) {
  const docs = await deps.assessments.benchmarks();
  const key = (d: AssessmentDocument) => d.benchmarkSet!.linkedUnitNumber ?? Number.POSITIVE_INFINITY;
  return docs
    .sort((a, b) => key(a) - key(b) || a.benchmarkSet!.id - b.benchmarkSet!.id)
    .map((d) => ({ ...d.benchmarkSet!, assessmentId: d.id, lessonId: d.lessonId, unitId: d.unitId }));
}

export type BenchmarkAssessmentResult = { assignment: BenchmarkAssignmentView; assessment: AssessmentView };
