import type { Sql } from '../../db/database';
import type { AssessmentDocument, AssessmentGroupDocument } from '@domain/assessment/assessment.schemas';
import { attemptFeedbackStatus, scoreQuestion, totals } from '@domain/assessment/scoring';
import type { LessonDocument } from '@domain/content/lesson.schemas';
import { assessmentWaitsForTeacher } from '@domain/learning/lesson-progress.rules';
import { recordAssessmentCompleted, recordLessonScore } from '../learning/lesson-progress.use-cases';
import type { NotificationRow } from '../notifications/notification.repository';
import type { AppDeps } from '../../app-deps';
import { recordSubmitted } from './assessment-notifications';
import { listAnswers, markQuestionsSubmitted, type AnswerRow } from './answer.repository';
import { listCurrentAttempts, markAttemptSubmitted, updateAttemptTotals, type AttemptOutcome as Outcome, type AttemptRow } from './attempt.repository';
import { markAssignmentSubmitted, setAssignmentScore } from './benchmark.repository';
import { requiresFeedback, shownGroups } from './student-access';
import { refreshAssessmentRollups } from '../reports/report-rollup.use-cases';

/** Totals and feedback status of an attempt from its stored answers (every question must be submitted). */
function outcomeOf(group: AssessmentGroupDocument, answers: readonly AnswerRow[], requires: boolean, teacherResponded: boolean) {
  const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
  const results = group.questions.map((q) => ({ score: byQuestion.get(q.id)?.score ?? null, maxScore: q.points }));
  const t = totals(results);
  const feedbackStatus = attemptFeedbackStatus({
    submitted: true,
    scores: results.map((r) => r.score),
    maxScores: results.map((r) => r.maxScore),
    requiresTeacherFeedback: requires,
    teacherResponded,
  });
  return { score: t.score, maxScore: t.maxScore, percent: t.percent, feedbackStatus } satisfies Outcome;
}

/**
 * After a group changed (submitted, scored by a teacher): once every group the lesson shows is
 * submitted, the lesson's assessment is completed — the lesson stays in progress while anything waits
 * for the teacher (a question without a score, or feedback the lesson asks for) and completes once
 * nothing does, on the submit or on the teacher's last score — and the lesson score becomes the
 * percent of all points (blank while any question is unscored).
 */
export async function syncLessonOutcome(tx: Sql, studentId: number, doc: AssessmentDocument, lesson: LessonDocument | null): Promise<void> {
  const groups = shownGroups(doc, lesson);
  const attempts = new Map((await listCurrentAttempts(tx, studentId, doc.id)).map((a) => [a.groupId, a]));
  if (!groups.every((g) => attempts.get(g.id)?.status === 'submitted')) return;
  const submitted = groups.map((g) => ({ group: g, attempt: attempts.get(g.id)! }));
  const waits = assessmentWaitsForTeacher(
    // An attempt's score is blank exactly while one of its questions is unscored (totals, scoring.ts).
    submitted.map(({ group, attempt }) => ({ allScored: attempt.score !== null, requiresTeacherFeedback: requiresFeedback(doc, group, lesson), teacherResponded: attempt.teacherResponded })),
  );
  await recordAssessmentCompleted(tx, studentId, doc.lessonId, waits);
  const percent = totals(submitted.map(({ attempt }) => ({ score: attempt.score, maxScore: attempt.maxScore ?? 0 }))).percent;
  await recordLessonScore(tx, studentId, doc.lessonId, percent);
}

/**
 * Submits a whole attempt (the caller holds its row lock): every question not yet submitted is scored
 * (objective types; empty written/essay answers score 0, others wait for the teacher), the attempt gets
 * its totals, a benchmark its status and score, the lesson its completion and score, and the student's
 * teachers an "assessment submitted" notification (returned for publishing after the commit).
 */
export async function finishAttempt(
  tx: Sql,
  deps: AppDeps,
  doc: AssessmentDocument,
  group: AssessmentGroupDocument,
  attempt: AttemptRow,
  lesson: LessonDocument | null,
): Promise<NotificationRow[]> {
  const stored = new Map((await listAnswers(tx, [attempt.id])).map((a) => [a.questionId, a]));
  const pending = group.questions.filter((q) => !stored.get(q.id)?.isSubmitted);
  const marked = pending.map((q) => ({ questionId: q.id, ...scoreQuestion(q, stored.get(q.id)?.answer ?? null) }));
  await markQuestionsSubmitted(tx, attempt.id, marked);
  const answers = await listAnswers(tx, [attempt.id]);
  const outcome = outcomeOf(group, answers, requiresFeedback(doc, group, lesson), attempt.teacherResponded);
  await markAttemptSubmitted(tx, attempt.id, outcome);
  if (attempt.benchmarkAssignmentId) await markAssignmentSubmitted(tx, attempt.benchmarkAssignmentId, outcome.percent);
  await syncLessonOutcome(tx, attempt.studentId, doc, lesson);
  await refreshAssessmentRollups(tx, attempt.studentId, doc);
  return recordSubmitted(tx, deps, attempt.studentId, doc, lesson);
}

/** Recomputes a submitted attempt after a teacher's score, and what follows from it (lesson, benchmark). */
export async function rescoreAttempt(tx: Sql, doc: AssessmentDocument, group: AssessmentGroupDocument, attempt: AttemptRow, lesson: LessonDocument | null): Promise<Outcome> {
  const answers = await listAnswers(tx, [attempt.id]);
  const outcome = outcomeOf(group, answers, requiresFeedback(doc, group, lesson), true);
  await updateAttemptTotals(tx, attempt.id, outcome, true);
  if (attempt.benchmarkAssignmentId) await setAssignmentScore(tx, attempt.benchmarkAssignmentId, outcome.percent);
  await syncLessonOutcome(tx, attempt.studentId, doc, lesson);
  await refreshAssessmentRollups(tx, attempt.studentId, doc);
  return outcome;
}
