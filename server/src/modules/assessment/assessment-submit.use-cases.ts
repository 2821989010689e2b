import type { AnswerCall, SaveAnswerBody } from '@domain/assessment/answer.schemas';
import type { AssessmentGroupDocument } from '@domain/assessment/assessment.schemas';
import { scoreQuestion } from '@domain/assessment/scoring';
import type { AssessmentView, QuestionView } from '@domain/assessment/student-view';
import { RoleId } from '@domain/identity/role';
import type { Sql } from '../../db/database';
import type { AuthUser } from '../auth/auth-user';
import type { NotificationRow } from '../notifications/notification.repository';
import type { AppDeps } from '../../app-deps';
import { finishAttempt } from './assessment-outcome';
import { loadAssessmentView } from './assessment-view';
import { checkSave, storeSave, type SaveResult } from './answer-save.use-case';
import { findAnswer, listAnswers, markQuestionsSubmitted } from './answer.repository';
import type { AttemptRow } from './attempt.repository';
import { findAssignment } from './benchmark.repository';
import { noteStudentActivity } from '../classroom/live-class.use-cases';
import { lessonOpenToStudent, lockedAttempt, shownGroups } from './student-access';
import { appError } from '../../http/app-error';

/** A benchmark attempt may be submitted only inside its period (statusType 0 BENCHMARK.EXPIRED after it). */
async function assertInPeriod(tx: Sql, attempt: AttemptRow): Promise<void> {
  if (!attempt.benchmarkAssignmentId) return;
  const assignment = await findAssignment(tx, attempt.benchmarkAssignmentId);
  if (!assignment) throw appError('BENCHMARK.NOT_ASSIGNED');
  if (assignment.isExpired) throw appError('BENCHMARK.EXPIRED');
  if (assignment.notStarted) throw appError('BENCHMARK.NOT_STARTED');
}

export interface SubmitAnswerResult {
  readonly save: SaveResult;
  /** The question, now submitted: with its key, marks and score (the student may see them now). */
  readonly question: QuestionView;
  /** The last open question was submitted, so the group (and maybe the lesson's assessment) is submitted. */
  readonly groupSubmitted: boolean;
}

/**
 * `POST <type>-answer/submit`: saves the answer (same once-only rules) and submits that question: it
 * is scored at once (objective types) and can no longer change. The question is submitted with the
 * newest stored answer (this one, unless a newer save was already kept). When it was the group's last
 * open question, the group is submitted as by `assessment/{id}/submit`. A repeat answers the same.
 */
export async function submitAnswer(deps: AppDeps, user: AuthUser, call: AnswerCall, body: SaveAnswerBody): Promise<SubmitAnswerResult> {
  const { entry, lesson } = await checkSave(deps, user, call, body);
  const notes: NotificationRow[] = [];
  const { save, groupSubmitted } = await deps.db.transaction(async (tx) => {
    const attempt = await lockedAttempt(tx, user.id, entry.doc, entry.group);
    const saved = await storeSave(tx, user.id, entry, body, true);
    if (saved.duplicate) return { save: saved, groupSubmitted: false };
    const stored = await findAnswer(tx, attempt.id, entry.question.id);
    await markQuestionsSubmitted(tx, attempt.id, [{ questionId: entry.question.id, ...scoreQuestion(entry.question, stored?.answer ?? null) }]);
    const answers = await listAnswers(tx, [attempt.id]);
    const done = entry.group.questions.every((q) => answers.some((a) => a.questionId === q.id && a.isSubmitted));
    if (done) notes.push(...(await finishAttempt(tx, deps, entry.doc, entry.group, attempt, lesson)));
    return { save: saved, groupSubmitted: done };
  });
  await deps.notifications.publish(notes);
  if (entry.doc.benchmarkSet === null && !save.duplicate) noteStudentActivity(deps, user.id, 'submitted', entry.doc.lessonId);
  const view = await loadAssessmentView(deps.db, entry.doc, lesson, user.id, false);
  const question = view.groups.flatMap((g) => g.questions).find((q) => q.id === entry.question.id)!;
  return { save, question, groupSubmitted };
}

/**
 * `POST assessment/{id}/submit`: submits the student's current round of one group (by number) or of
 * every group the lesson shows that is still open. Unanswered questions are allowed (the client has
 * warned) and score 0. A group already submitted is 409 (double submit); a round other than the
 * current one is 409 (a stale client); a benchmark after its period is 409 BENCHMARK.EXPIRED.
 */
export async function submitAssessment(
  deps: AppDeps,
  user: AuthUser,
  assessmentId: number,
  body: { retakeRound: number; assessmentGroupNumber?: number },
): Promise<AssessmentView> {
  if (user.roleId !== RoleId.Student) throw appError('ANSWER.STUDENTS_ONLY');
  const doc = await deps.assessments.byId(assessmentId);
  if (!doc) throw appError('ASSESSMENT.NOT_FOUND');
  const lesson = await lessonOpenToStudent(deps, user.id, doc);
  let targets: AssessmentGroupDocument[] = shownGroups(doc, lesson);
  if (body.assessmentGroupNumber !== undefined) {
    targets = doc.groups.filter((g) => g.assessmentGroupNumber === body.assessmentGroupNumber);
    if (targets.length === 0) throw appError('ASSESSMENT.NOT_FOUND');
  }
  const notes: NotificationRow[] = [];
  await deps.db.transaction(async (tx) => {
    const attempts = [];
    for (const group of targets) attempts.push({ group, attempt: await lockedAttempt(tx, user.id, doc, group) });
    const open = attempts.filter((a) => a.attempt.status === 'open');
    if (open.length === 0) throw appError('ASSESSMENT.ALREADY_SUBMITTED');
    for (const { attempt } of open) {
      if (attempt.retakeRound !== body.retakeRound) throw appError('ASSESSMENT.STALE_ROUND');
      await assertInPeriod(tx, attempt);
    }
    for (const { group, attempt } of open) notes.push(...(await finishAttempt(tx, deps, doc, group, attempt, lesson)));
  });
  await deps.notifications.publish(notes);
  if (doc.benchmarkSet === null) noteStudentActivity(deps, user.id, 'submitted', doc.lessonId);
  return loadAssessmentView(deps.db, doc, lesson, user.id, false);
}
