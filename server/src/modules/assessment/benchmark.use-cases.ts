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
import { RoleId } from '@domain/identity/role';
import { appError } from '../../http/app-error';
import type { AuthUser } from '../auth/auth-user';
import { progressSubject } from '../learning/progress-subject';
import { recordDisclosure } from '../privacy/disclosure-recorder';
import { findClassroomTeacher, studentIdsOfClassroom, teachesStudent } from '../learning/student-scope.repository';
import type { NotificationRow } from '../notifications/notification.repository';
import type { AppDeps } from '../../app-deps';
import { recordBenchmark } from './assessment-notifications';
import { finishAttempt } from './assessment-outcome';
import { viewAssessment } from './assessment-read.use-cases';
import { storeSave } from './answer-save.use-case';
import { countAssignments, findAssignment, insertAssignments, listAssignmentsOf, type AssignmentRow } from './benchmark.repository';
import { ensureClassroomBenchmark } from './classroom-benchmark.repository';
import { classroomInScope } from '../classroom/classroom.use-cases';
import type { QuestionEntry } from './published-assessment.store';
import { lessonOpenToStudent, lockedAttempt } from './student-access';
import { refreshBenchmarkRollups } from '../reports/report-rollup.use-cases';

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
async function visibleAssignment(deps: AppDeps, viewer: AuthUser, id: number) {
  const assignment = await findAssignment(deps.db, id);
  if (!assignment) throw appError('BENCHMARK.NOT_FOUND');
  if (viewer.roleId === RoleId.Student && assignment.studentId !== viewer.id) throw appError('BENCHMARK.NOT_ASSIGNED');
  await progressSubject(deps.db, viewer, assignment.studentId);
  const doc = await deps.assessments.byBenchmarkSet(assignment.benchmarkSetId);
  if (!doc) throw appError('BENCHMARK.NOT_FOUND');
  return { assignment, doc };
}

/** `GET benchmarkAssessment/{benchmarkStudentId}`: the assignment and its assessment (the BenchmarkAssessment screen). */
export async function getBenchmarkAssessment(deps: AppDeps, viewer: AuthUser, id: number) {
  const { assignment, doc } = await visibleAssignment(deps, viewer, id);
  return { assignment: assignmentView(assignment, doc), assessment: await viewAssessment(deps, viewer, doc, assignment.studentId) };
}

/** `GET benchmark-score/{benchmarkStudentId}`: status and score of the current round, and the earlier rounds. */
export async function getBenchmarkScore(deps: AppDeps, viewer: AuthUser, id: number) {
  const { assignment, doc } = await visibleAssignment(deps, viewer, id);
  const view = await viewAssessment(deps, viewer, doc, assignment.studentId);
  await recordDisclosure(deps, viewer, assignment.studentId, 'benchmark-score', assignment.id);
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
export async function submitBenchmark(deps: AppDeps, user: AuthUser, body: z.infer<typeof benchmarkSubmitBodySchema>) {
  if (user.roleId !== RoleId.Student) throw appError('ANSWER.STUDENTS_ONLY');
  const { assignment, doc } = await visibleAssignment(deps, user, body.benchmarkStudentId);
  const lesson = await lessonOpenToStudent(deps, user.id, doc);
  const carried: { entry: QuestionEntry; answer: CarriedAnswer }[] = [];
  for (const answer of body.answers) {
    const entry = await deps.assessments.question(answer.questionId);
    if (!entry || entry.doc.id !== doc.id || answer.assessmentId !== doc.id) throw appError('QUESTION.NOT_IN_ASSESSMENT');
    if (!(ANSWER_CALLS[answer.call].types as readonly string[]).includes(entry.question.type)) throw appError('ANSWER.WRONG_TYPE');
    const problems = answerProblems(entry.question, answer.answer);
    if (problems.length) throw appError('ANSWER.NOT_IN_QUESTION', { fields: problems });
    carried.push({ entry, answer });
  }
  const notes: NotificationRow[] = [];
  await deps.db.transaction(async (tx) => {
    const current = (await findAssignment(tx, assignment.id, true))!;
    if (current.status === BenchmarkStatus.Submitted) throw appError('ASSESSMENT.ALREADY_SUBMITTED');
    if (current.retakeRound !== body.retakeRound) throw appError('ASSESSMENT.STALE_ROUND');
    if (current.isExpired) throw appError('BENCHMARK.EXPIRED');
    if (current.notStarted) throw appError('BENCHMARK.NOT_STARTED');
    const attempt = await lockedAttempt(tx, user.id, doc, doc.groups[0]);
    for (const { entry, answer } of carried) await storeSave(tx, user.id, entry, answer, false);
    notes.push(...(await finishAttempt(tx, deps, doc, doc.groups[0], attempt, lesson)));
  });
  await deps.notifications.publish(notes);
  return getBenchmarkAssessment(deps, user, assignment.id);
}

/** `GET benchmark/list?userId`: a student's assignments of published sets (staff: `userId` in their scope). */
export async function listBenchmarks(deps: AppDeps, viewer: AuthUser, userId?: number): Promise<BenchmarkAssignmentView[]> {
  const subject = await progressSubject(deps.db, viewer, userId);
  if (subject === null) throw appError('VALIDATION', { fields: [{ field: 'userId', message: 'required' }] });
  await recordDisclosure(deps, viewer, subject, 'benchmark-list');
  const out: BenchmarkAssignmentView[] = [];
  for (const a of await listAssignmentsOf(deps.db, subject)) {
    const doc = await deps.assessments.byBenchmarkSet(a.benchmarkSetId);
    if (doc) out.push(assignmentView(a, doc));
  }
  return out;
}

/** `GET benchmark/count`: the caller's benchmarks by state (a student: theirs; a teacher: those they assigned). */
export async function countBenchmarks(deps: AppDeps, viewer: AuthUser) {
  const counts = await countAssignments(deps.db, viewer.roleId === RoleId.Student ? 'student' : 'assigner', viewer.id);
  return { count: counts.open, ...counts };
}

async function assign(
  deps: AppDeps,
  user: AuthUser,
  setId: number,
  studentIds: number[],
  classroomId: number | null,
  period: { startsAt?: string; endsAt?: string },
  within: { classroomId: number; whole: boolean } | null,
) {
  const doc = await deps.assessments.byBenchmarkSet(setId);
  if (!doc) throw appError('BENCHMARK_SET.NOT_FOUND');
  const notes: NotificationRow[] = [];
  const created = await deps.db.transaction(async (tx) => {
    let startsAt = period.startsAt ?? null;
    let endsAt = period.endsAt ?? null;
    let classroomBenchmarkId: number | null = null;
    if (within) {
      // Given within a classroom: the classroom's group of this set holds the one period its students share.
      const group = await ensureClassroomBenchmark(tx, {
        classroomId: within.classroomId,
        benchmarkSetId: setId,
        assignedBy: user.id,
        wholeClassroom: within.whole,
        startsAt,
        endsAt,
        defaultDays: BENCHMARK_DEFAULT_DAYS,
      });
      ({ startsAt, endsAt } = group);
      classroomBenchmarkId = group.id;
    }
    const rows = await insertAssignments(tx, {
      benchmarkSetId: setId,
      studentIds,
      assignedBy: user.id,
      classroomId,
      startsAt,
      endsAt,
      defaultDays: BENCHMARK_DEFAULT_DAYS,
      classroomBenchmarkId,
    });
    if (rows.length) notes.push(...(await recordBenchmark(tx, deps, 'assigned', rows.map((r) => r.studentId), doc)));
    await refreshBenchmarkRollups(tx, doc, rows.map((r) => r.studentId));
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
export async function assignToStudents(deps: AppDeps, user: AuthUser, body: z.infer<typeof assignStudentsBodySchema>) {
  if (user.roleId !== RoleId.DistrictTeacher) throw appError('FEEDBACK.NOT_YOUR_STUDENT');
  const ids = [...new Set(body.studentIds)];
  if (body.classroomId !== undefined) {
    // Chosen students of one classroom (the Benchmarks screen): another teacher's classroom is not said to exist.
    await classroomInScope(deps.db, user, body.classroomId);
    const members = new Set(await studentIdsOfClassroom(deps.db, body.classroomId));
    if (ids.some((id) => !members.has(id))) throw appError('CLASSROOM.STUDENT_NOT_FOUND');
    return assign(deps, user, body.benchmarkSetId, ids, null, body, { classroomId: body.classroomId, whole: false });
  }
  for (const id of ids) if (!(await teachesStudent(deps.db, user.id, id))) throw appError('FEEDBACK.NOT_YOUR_STUDENT');
  return assign(deps, user, body.benchmarkSetId, ids, null, body, null);
}

/** `POST assign-benchmark/classroom`: a teacher assigns a published set to every student of their classroom. */
export async function assignToClassroom(deps: AppDeps, user: AuthUser, body: z.infer<typeof assignClassroomBodySchema>) {
  if (user.roleId !== RoleId.DistrictTeacher) throw appError('CLASSROOM.NOT_YOURS');
  const classroom = await findClassroomTeacher(deps.db, body.classroomId);
  if (!classroom) throw appError('CLASSROOM.NOT_FOUND');
  if (classroom.teacherId !== user.id) throw appError('CLASSROOM.NOT_YOURS');
  const students = await studentIdsOfClassroom(deps.db, body.classroomId);
  const within = { classroomId: body.classroomId, whole: true };
  return { classroomId: body.classroomId, ...(await assign(deps, user, body.benchmarkSetId, students, body.classroomId, body, within)) };
}

/** `GET benchmarkSet/unitList`: published sets, unlinked last, the others by linked unit number (product-spec §4). */
export async function listBenchmarkSets(deps: AppDeps) {
  const docs = await deps.assessments.benchmarks();
  const key = (d: AssessmentDocument) => d.benchmarkSet!.linkedUnitNumber ?? Number.POSITIVE_INFINITY;
  return docs
    .sort((a, b) => key(a) - key(b) || a.benchmarkSet!.id - b.benchmarkSet!.id)
    .map((d) => ({ ...d.benchmarkSet!, assessmentId: d.id, lessonId: d.lessonId, unitId: d.unitId }));
}

