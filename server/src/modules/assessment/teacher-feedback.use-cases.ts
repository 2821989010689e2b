import type { z } from 'zod';
import type { feedbackBodySchema } from '@domain/assessment/answer.schemas';
import { BENCHMARK_RETAKE_MIN_DAYS } from '@domain/assessment/benchmark.schemas';
import { teacherScore, unitFeedback } from '@domain/assessment/scoring';
import type { AssessmentView } from '@domain/assessment/student-view';
import type { LessonDocument } from '@domain/content/lesson.schemas';
import { RoleId } from '@domain/identity/role';
import type { ChangedFeedback } from '@domain/assessment/student-report.responses';
import type { Sql } from '../../db/database';
import type { AuthUser } from '../auth/auth-user';
import { progressSubject } from '../learning/progress-subject';
import { recordDisclosure } from '../privacy/disclosure-recorder';
import { teachesStudent } from '../learning/student-scope.repository';
import type { NotificationRow } from '../notifications/notification.repository';
import type { AppDeps } from '../../app-deps';
import { recordBenchmark, recordTeacherAction } from './assessment-notifications';
import { rescoreAttempt } from './assessment-outcome';
import { loadAssessmentView } from './assessment-view';
import { findAnswer, setFeedback } from './answer.repository';
import { createAttempt, findCurrentAttempt, listCurrentAttempts, listCurrentAttemptsOfLessons, openNextRound } from './attempt.repository';
import { findLiveAssignment, reopenAssignment } from './benchmark.repository';
import { shownGroups } from './student-access';
import { appError } from '../../http/app-error';
import { refreshAssessmentRollups } from '../reports/report-rollup.use-cases';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Teacher calls: only a district teacher of one of the student's (live) classrooms. */
async function assertTeacherOf(deps: AppDeps, user: AuthUser, studentId: number): Promise<void> {
  if (user.roleId !== RoleId.DistrictTeacher || !(await teachesStudent(deps.db, user.id, studentId))) throw appError('FEEDBACK.NOT_YOUR_STUDENT');
}

/**
 * Nothing was written: another teacher saved this answer since the caller read it (409 with their
 * score, feedback and version, so the caller can take theirs or save over it knowingly).
 */
async function refuseChangedFeedback(tx: Sql, attemptId: number, questionId: number): Promise<never> {
  const now = await findAnswer(tx, attemptId, questionId);
  if (!now) throw appError('ASSESSMENT.NOT_SUBMITTED');
  throw appError('FEEDBACK.CHANGED_BY_SOMEONE_ELSE', {
    current: { questionId, score: now.score, feedback: now.feedback, feedbackVersion: now.feedbackVersion } satisfies ChangedFeedback,
  });
}

/**
 * `POST answer-feedback` (every type but essays) and `POST answer-feedback/essay`: a teacher's score
 * (0..points; null or -1 leaves it unscored) and feedback text on one question of the student's
 * current, submitted round. With `expectedVersion`, refused (409) when another save came first;
 * without it, the last save wins. The attempt, lesson and benchmark scores follow; a lesson waiting for
 * feedback completes once every question is scored; the student gets "feedback received".
 */
export async function giveFeedback(deps: AppDeps, user: AuthUser, body: z.infer<typeof feedbackBodySchema>, essay: boolean) {
  await assertTeacherOf(deps, user, body.studentId);
  const entry = await deps.assessments.question(body.questionId);
  if (!entry) throw appError('QUESTION.NOT_IN_ASSESSMENT');
  if (essay && entry.question.type !== 'essay') throw appError('FEEDBACK.NOT_AN_ESSAY');
  if (!essay && entry.question.type === 'essay') throw appError('FEEDBACK.USE_ESSAY_CALL');
  const scored = teacherScore(body.score, entry.question.points);
  if (!scored.ok) throw appError('VALIDATION', { fields: [{ field: 'score', message: 'scoreOutOfRange' }] });
  const lesson = await deps.content.get<LessonDocument>('lesson', entry.doc.lessonId);
  const notes: NotificationRow[] = [];
  const result = await deps.db.transaction(async (tx) => {
    const attempt = await findCurrentAttempt(tx, body.studentId, entry.group.id, true);
    if (!attempt || attempt.status !== 'submitted') throw appError('ASSESSMENT.NOT_SUBMITTED');
    const feedbackVersion = await setFeedback(tx, attempt.id, entry.question.id, {
      score: scored.score,
      isCorrect: scored.score === null ? null : scored.score >= entry.question.points,
      feedback: body.feedback,
      teacherId: user.id,
      expectedVersion: body.expectedVersion ?? null,
    });
    if (feedbackVersion === null) await refuseChangedFeedback(tx, attempt.id, entry.question.id);
    const outcome = await rescoreAttempt(tx, entry.doc, entry.group, attempt, lesson);
    notes.push(...(await recordTeacherAction(tx, deps, 'feedback', body.studentId, user.id, entry.doc, lesson)));
    return { retakeRound: attempt.retakeRound, outcome, feedbackVersion: feedbackVersion! };
  });
  await deps.notifications.publish(notes);
  return {
    studentId: body.studentId,
    assessmentId: entry.doc.id,
    questionId: entry.question.id,
    retakeRound: result.retakeRound,
    score: scored.score,
    maxScore: entry.question.points,
    feedback: body.feedback,
    feedbackVersion: result.feedbackVersion,
    attempt: result.outcome,
  };
}

/**
 * `PATCH retake-assessment/{assessmentId}/student/{studentId}`: the next round opens for every group
 * (earlier rounds stay as history, with their answers and saves); the student gets "retake allowed"
 * (a benchmark: "benchmark retake", back to status 0 with a period open at least
 * BENCHMARK_RETAKE_MIN_DAYS from now unless `endsAt` is given). Only after the round was submitted
 * (or a benchmark's period ended).
 */
export async function allowRetake(deps: AppDeps, user: AuthUser, assessmentId: number, studentId: number, endsAt?: string): Promise<AssessmentView> {
  await assertTeacherOf(deps, user, studentId);
  const doc = await deps.assessments.byId(assessmentId);
  if (!doc) throw appError('ASSESSMENT.NOT_FOUND');
  const lesson = await deps.content.get<LessonDocument>('lesson', doc.lessonId);
  const notes: NotificationRow[] = [];
  await deps.db.transaction(async (tx) => {
    const current = await listCurrentAttempts(tx, studentId, doc.id, true);
    const submitted = shownGroups(doc, lesson).every((g) => current.some((a) => a.groupId === g.id && a.status === 'submitted'));
    const assignment = doc.benchmarkSet ? await findLiveAssignment(tx, doc.benchmarkSet.id, studentId, true) : null;
    if (doc.benchmarkSet && !assignment) throw appError('BENCHMARK.NOT_ASSIGNED');
    if (!submitted && !assignment?.isExpired) throw appError('ASSESSMENT.NOT_SUBMITTED', { message: 'retakeNotPossible' });
    const round = Math.max(assignment?.retakeRound ?? 0, ...current.map((a) => a.retakeRound)) + 1;
    for (const group of doc.groups) {
      const attempt = current.find((a) => a.groupId === group.id);
      if (attempt) await openNextRound(tx, attempt, round);
      else {
        await createAttempt(tx, { studentId, assessmentId: doc.id, groupId: group.id, lessonId: doc.lessonId, retakeRound: round, benchmarkAssignmentId: assignment?.id ?? null });
      }
    }
    // The new round is the current one: the report counts it (open) instead of the submitted one.
    await refreshAssessmentRollups(tx, studentId, doc);
    if (assignment) {
      const end = endsAt ?? new Date(Math.max(Date.parse(assignment.endsAt), Date.now() + BENCHMARK_RETAKE_MIN_DAYS * DAY_MS)).toISOString();
      await reopenAssignment(tx, assignment.id, end);
      notes.push(...(await recordBenchmark(tx, deps, 'retake', [studentId], doc)));
    } else {
      notes.push(...(await recordTeacherAction(tx, deps, 'retake', studentId, user.id, doc, lesson)));
    }
  });
  await deps.notifications.publish(notes);
  await recordDisclosure(deps, user, studentId, 'assessment-answers', doc.id);
  return loadAssessmentView(deps.db, doc, lesson, studentId, true);
}

/**
 * `GET teacher-feedback/student/{studentId}`: each published unit's feedback status (0 nothing
 * submitted, 1 pending, 2 every question scored) and score (blank while anything is unscored), with
 * its lessons' assessments. Readable by the student, their teachers and managers in scope.
 */
export async function unitFeedbackOf(deps: AppDeps, viewer: AuthUser, studentId: number) {
  const subject = (await progressSubject(deps.db, viewer, studentId))!;
  const units = await deps.content.units();
  const attempts = await listCurrentAttemptsOfLessons(
    deps.db,
    subject,
    units.flatMap((u) => u.lessons.map((l) => l.id)),
  );
  await recordDisclosure(deps, viewer, subject, 'unit-feedback');
  return units.map((unit) => {
    const lessonIds = new Set(unit.lessons.map((l) => l.id));
    const mine = attempts.filter((a) => lessonIds.has(a.lessonId));
    const summary = (list: typeof mine) =>
      unitFeedback(list.map((a) => ({ submitted: a.status === 'submitted', feedbackStatus: a.feedbackStatus, score: a.score, maxScore: a.maxScore ?? 0 })));
    const lessons = [...new Set(mine.map((a) => a.lessonId))].map((lessonId) => {
      const of = mine.filter((a) => a.lessonId === lessonId);
      return {
        lessonId,
        assessmentIds: [...new Set(of.map((a) => a.assessmentId))],
        retakeRound: Math.max(...of.map((a) => a.retakeRound)),
        submitted: of.every((a) => a.status === 'submitted'),
        ...summary(of),
      };
    });
    return { unitId: unit.id, unitName: unit.name, studentId: subject, ...summary(mine), lessons };
  });
}
