import type { Sql } from '../../db/database';
import type { AssessmentDocument } from '@domain/assessment/assessment.schemas';
import { FeedbackStatus, totals } from '@domain/assessment/scoring';
import {
  assessmentView,
  groupView,
  type AnswerState,
  type AssessmentView,
  type AttemptState,
  type RoundSummary,
} from '@domain/assessment/student-view';
import type { LessonDocument } from '@domain/content/lesson.schemas';
import { listAnswers, type AnswerRow } from './answer.repository';
import { listAllAttempts, type AttemptRow } from './attempt.repository';
import { requiresFeedback, shownGroups } from './student-access';

const notStarted = (retakeRound: number): AttemptState => ({
  retakeRound,
  status: 'not-started',
  currentIndex: 0,
  score: null,
  maxScore: null,
  percent: null,
  feedbackStatus: FeedbackStatus.None,
  submittedAt: null,
});

const attemptState = (a: AttemptRow): AttemptState => ({
  retakeRound: a.retakeRound,
  status: a.status,
  currentIndex: a.currentIndex,
  score: a.score,
  maxScore: a.maxScore,
  percent: a.percent,
  feedbackStatus: a.feedbackStatus,
  submittedAt: a.submittedAt,
});

const answerState = (a: AnswerRow): AnswerState => ({
  answer: a.answer,
  isReviewing: a.isReviewing,
  isSubmitted: a.isSubmitted,
  score: a.score,
  isCorrect: a.isCorrect,
  feedback: a.feedback,
  marks: a.marks,
  feedbackVersion: a.feedbackVersion,
});

/** Every round in which all shown groups were submitted, with its totals (rounds are kept as history). */
function historyOf(doc: AssessmentDocument, groupIds: number[], attempts: AttemptRow[]): RoundSummary[] {
  const rounds = [...new Set(attempts.map((a) => a.retakeRound))].sort((a, b) => a - b);
  return rounds.flatMap((round) => {
    const of = groupIds.map((id) => attempts.find((a) => a.retakeRound === round && a.groupId === id));
    if (!of.every((a) => a?.status === 'submitted')) return [];
    const t = totals(of.map((a) => ({ score: a!.score, maxScore: a!.maxScore ?? 0 })));
    const submittedAt = of.map((a) => a!.submittedAt ?? '').sort().at(-1) ?? null;
    return [{ retakeRound: round, submittedAt, score: t.score, maxScore: t.maxScore, percent: t.percent }];
  });
}

/**
 * The assessment as a student or their teacher sees it (docs/assessment-api.md): each group with the
 * student's current round, answers, review marks, pager, and — for a submitted question, or for
 * staff — the keys, marks, scores and feedback. `studentId` null is a staff preview without work.
 * `startRound` is the round a not-started group would start in (a benchmark's assignment round).
 * `round` shows that earlier (or the current) round instead of the current one: history, read-only.
 */
export async function loadAssessmentView(
  sql: Sql,
  doc: AssessmentDocument,
  lesson: LessonDocument | null,
  studentId: number | null,
  staff: boolean,
  startRound = 1,
  round?: number,
): Promise<AssessmentView> {
  const attempts = studentId === null ? [] : await listAllAttempts(sql, studentId, doc.id);
  const current = attempts.filter((a) => (round === undefined ? a.isCurrent : a.retakeRound === round));
  const answers = current.length ? await listAnswers(sql, current.map((a) => a.id)) : [];
  const groups = doc.groups.map((group) => {
    const attempt = current.find((a) => a.groupId === group.id);
    const states = new Map(answers.filter((a) => a.attemptId === attempt?.id).map((a) => [a.questionId, answerState(a)]));
    return groupView(group, attempt ? attemptState(attempt) : notStarted(round ?? startRound), states, staff);
  });
  const shown = shownGroups(doc, lesson);
  const shownViews = groups.filter((g) => shown.some((s) => s.id === g.id));
  const allSubmitted = shownViews.every((g) => g.isSubmitted);
  const t = totals(shownViews.map((g) => ({ score: g.score, maxScore: g.maxScore })));
  const feedbackStatus = !allSubmitted
    ? FeedbackStatus.None
    : shownViews.every((g) => g.feedbackStatus === FeedbackStatus.Completed)
      ? FeedbackStatus.Completed
      : FeedbackStatus.Pending;
  return assessmentView(doc, {
    studentId,
    groups,
    requiresTeacherFeedback: shown.some((g) => requiresFeedback(doc, g, lesson)),
    lesson: { score: allSubmitted ? t.score : null, maxScore: t.maxScore, percent: allSubmitted ? t.percent : null, feedbackStatus },
    history: historyOf(
      doc,
      shown.map((g) => g.id),
      attempts,
    ),
  });
}
