import type { AssessmentDocument } from '@domain/assessment/assessment.schemas';
import { teacherScore } from '@domain/assessment/scoring';
import type { LessonDocument, LessonSummary } from '@domain/content/lesson.schemas';
import { RoleId } from '@domain/identity/role';
import { NOT_STARTED, progressAfterOpen, progressAfterPageView, type LessonProgress } from '@domain/learning/lesson-progress.rules';
import { parseNotificationInput } from '@domain/notifications/notification.schemas';
import type { Sql } from '../../db/database';
import type { AppDeps } from '../../app-deps';
import { recordTeacherAction } from '../../modules/assessment/assessment-notifications';
import { finishAttempt, rescoreAttempt } from '../../modules/assessment/assessment-outcome';
import { storeSave } from '../../modules/assessment/answer-save.use-case';
import { setFeedback } from '../../modules/assessment/answer.repository';
import { findCurrentAttempt, listCurrentAttempts, openNextRound } from '../../modules/assessment/attempt.repository';
import { lockedAttempt, shownGroups } from '../../modules/assessment/student-access';
import { findProgress, saveProgress } from '../../modules/learning/lesson-progress.repository';
import type { NotificationService } from '../../modules/notifications/notification.service';
import { insertNotifications } from '../../modules/notifications/notification.repository';
import { answerFor, saveBodyFor, type Aim } from './demo-answers';

/**
 * The student's and the teacher's flows, replayed inside the seed's transaction with the same
 * repositories, rules and outcome functions the use cases call (answer-save, assessment-submit,
 * teacher-feedback), so the demo holds what the product itself would have written. Only the request
 * layer (tokens, caches, the push after commit) is left out: nobody is connected while seeding.
 */

/** The use cases take AppDeps only to record notifications in the caller's transaction. */
const notifications: Pick<NotificationService, 'record'> = {
  async record(tx, recipients, input) {
    const parsed = parseNotificationInput(input);
    if (!parsed.success) throw new Error(`demo notification ${input.type}: ${parsed.error.message}`);
    const ids = typeof recipients === 'number' ? [recipients] : [...recipients];
    if (ids.length) await insertNotifications(tx, ids, input.type, parsed.data as Record<string, unknown>);
    // Nothing to publish: the rows are read by the bell when someone signs in.
    return [];
  },
};
const recordingDeps = { notifications } as unknown as AppDeps;

const STUDENT = { roleId: RoleId.Student, backOffice: false } as const;

/** What the flows need: the transaction, the demo teacher, and the published lessons and assessments. */
export interface ClassworkWorld {
  readonly tx: Sql;
  readonly teacherId: number;
  readonly lessons: ReadonlyMap<number, { summary: LessonSummary; doc: LessonDocument }>;
  readonly assessments: ReadonlyMap<number, AssessmentDocument>;
}

export interface DemoStudent {
  readonly id: number;
  readonly language: 'en' | 'es';
}

async function changeProgress(w: ClassworkWorld, studentId: number, lessonId: number, next: (p: LessonProgress) => LessonProgress) {
  const current = await findProgress(w.tx, studentId, lessonId, true);
  await saveProgress(w.tx, studentId, lessonId, next(current ?? NOT_STARTED));
}

/** The student opens a lesson and pages to `page` (its last page completes a lesson without an assessment). */
export async function readLesson(w: ClassworkWorld, s: DemoStudent, lessonId: number, page?: number): Promise<void> {
  const { summary } = w.lessons.get(lessonId)!;
  await changeProgress(w, s.id, lessonId, (p) => progressAfterOpen(p, summary, STUDENT));
  for (let to = 2; to <= Math.min(page ?? summary.pageCount, summary.pageCount); to += 1) {
    await changeProgress(w, s.id, lessonId, (p) => {
      const next = progressAfterPageView(p, summary, STUDENT, to);
      if (!next.ok) throw new Error(`demo page ${to} of lesson ${lessonId}: ${next.error}`);
      return next.value;
    });
  }
}

function assessmentOf(w: ClassworkWorld, lessonId: number) {
  const doc = w.assessments.get(lessonId);
  const lesson = w.lessons.get(lessonId)?.doc;
  if (!doc || !lesson) throw new Error(`demo lesson ${lessonId} has no published assessment`);
  return { doc, lesson };
}

/** The current round of the student's attempt at the lesson's assessment (1 before any retake). */
async function currentRound(w: ClassworkWorld, studentId: number, doc: AssessmentDocument): Promise<number> {
  const current = await listCurrentAttempts(w.tx, studentId, doc.id);
  return Math.max(1, ...current.map((a) => a.retakeRound));
}

/**
 * The student opens the assessment lesson and answers every question it shows (objective ones
 * `aim`), then submits each group unless `submit` is false (answers saved, still open). Submitting
 * scores the objective questions, completes the lesson unless something waits for the teacher, and
 * tells the teacher ("assessment submitted").
 */
export async function answerAssessment(w: ClassworkWorld, s: DemoStudent, lessonId: number, aim: Aim, submit = true): Promise<void> {
  const { doc, lesson } = assessmentOf(w, lessonId);
  await readLesson(w, s, lessonId, 1);
  const round = await currentRound(w, s.id, doc);
  for (const group of shownGroups(doc, lesson)) {
    for (const question of group.questions) {
      const body = saveBodyFor(question, doc.id, s.id, round, answerFor(question, aim, s.language));
      await storeSave(w.tx, s.id, { doc, group, question }, body, false);
    }
    if (!submit) continue;
    const attempt = await lockedAttempt(w.tx, s.id, doc, group);
    await finishAttempt(w.tx, recordingDeps, doc, group, attempt, lesson);
  }
}

/**
 * The teacher scores every question still waiting (written and essay answers) with the feedback
 * text, as `POST answer-feedback(/essay)` does one question at a time: the attempt, the lesson and
 * its completion follow, and the student is told ("feedback received") for each.
 */
export async function scoreWaitingAnswers(w: ClassworkWorld, s: DemoStudent, lessonId: number, fraction: number, feedback: string): Promise<void> {
  const { doc, lesson } = assessmentOf(w, lessonId);
  for (const group of shownGroups(doc, lesson)) {
    for (const question of group.questions.filter((q) => q.type === 'written' || q.type === 'essay')) {
      const attempt = await findCurrentAttempt(w.tx, s.id, group.id, true);
      if (attempt?.status !== 'submitted') throw new Error(`demo feedback before submit (lesson ${lessonId})`);
      const scored = teacherScore(Math.round(question.points * fraction), question.points);
      if (!scored.ok) throw new Error(`demo score out of range (question ${question.id})`);
      await setFeedback(w.tx, attempt.id, question.id, {
        score: scored.score,
        isCorrect: scored.score === null ? null : scored.score >= question.points,
        feedback,
        teacherId: w.teacherId,
      });
      await rescoreAttempt(w.tx, doc, group, attempt, lesson);
      await recordTeacherAction(w.tx, recordingDeps, 'feedback', s.id, w.teacherId, doc, lesson);
    }
  }
}

/**
 * The teacher allows a retake (`PATCH retake-assessment/...`, a lesson assessment): the next round
 * opens for every group, the submitted round stays as history, and the student is told.
 */
export async function allowRetake(w: ClassworkWorld, s: DemoStudent, lessonId: number): Promise<void> {
  const { doc, lesson } = assessmentOf(w, lessonId);
  const current = await listCurrentAttempts(w.tx, s.id, doc.id, true);
  if (!shownGroups(doc, lesson).every((g) => current.some((a) => a.groupId === g.id && a.status === 'submitted'))) {
    throw new Error(`demo retake before submit (lesson ${lessonId})`);
  }
  const round = Math.max(...current.map((a) => a.retakeRound)) + 1;
  for (const attempt of current) await openNextRound(w.tx, attempt, round);
  await recordTeacherAction(w.tx, recordingDeps, 'retake', s.id, w.teacherId, doc, lesson);
}
