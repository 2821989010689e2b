import type { Sql } from '../../db/database';
import { answerProblems } from '@domain/assessment/answer-rules';
import { ANSWER_CALLS, type AnswerCall, type SaveAnswerBody } from '@domain/assessment/answer.schemas';
import type { LessonDocument } from '@domain/content/lesson.schemas';
import { RoleId } from '@domain/identity/role';
import { appError } from '../../http/app-error';
import type { AuthUser } from '../auth/auth-user';
import type { AppDeps } from '../../app-deps';
import { applySave, findSave, type SaveOutcome, type StoredSave } from './answer.repository';
import type { QuestionEntry } from './published-assessment.store';
import { ensureAttempt, lessonOpenToStudent } from './student-access';
import { noteStudentActivity } from '../classroom/live-class.use-cases';
import { placementOf, queueAssessmentRollups } from '../reports/report-rollup.use-cases';

/** The acknowledgement of a save, sent only after it was committed. Repeats of an id answer the same. */
export interface SaveResult {
  readonly clientAnswerId: string;
  readonly assessmentId: number;
  readonly questionId: number;
  readonly retakeRound: number;
  readonly clientSeq: number;
  /** It became the student's current answer (false: a newer save was already stored and was kept). */
  readonly applied: boolean;
  /** This save also submitted the question (a `/submit` call). */
  readonly submit: boolean;
  /** This id had been received before; nothing was written this time. */
  readonly duplicate: boolean;
  readonly receivedAt: string;
}

const fromStored = (s: StoredSave, assessmentId: number, duplicate: boolean): SaveResult => ({
  clientAnswerId: s.clientAnswerId,
  assessmentId,
  questionId: s.questionId,
  retakeRound: s.retakeRound,
  clientSeq: s.clientSeq,
  applied: s.applied,
  submit: s.submit,
  duplicate,
  receivedAt: s.receivedAt,
});

/**
 * Resolves and checks a save before anything is written: students only (403), a question of the named
 * published assessment (404), the right call for the question type (400), an answer that only uses the
 * question's own choices/elements/blanks (400), a lesson the student may open (404 / 403 locked).
 */
export async function checkSave(deps: AppDeps, user: AuthUser, call: AnswerCall, body: SaveAnswerBody): Promise<{ entry: QuestionEntry; lesson: LessonDocument }> {
  if (user.roleId !== RoleId.Student) throw appError('ANSWER.STUDENTS_ONLY');
  const entry = await deps.assessments.question(body.questionId);
  if (!entry || entry.doc.id !== body.assessmentId) throw appError('QUESTION.NOT_IN_ASSESSMENT');
  if (!(ANSWER_CALLS[call].types as readonly string[]).includes(entry.question.type)) throw appError('ANSWER.WRONG_TYPE');
  const problems = answerProblems(entry.question, body.answer);
  if (problems.length) throw appError('ANSWER.NOT_IN_QUESTION', { fields: problems });
  return { entry, lesson: await lessonOpenToStudent(deps, user.id, entry.doc) };
}

/** Turns what the save statement saw into the answer, or the refusal (nothing was written then). */
async function interpret(sql: Sql, studentId: number, entry: QuestionEntry, body: SaveAnswerBody, submit: boolean, out: SaveOutcome): Promise<SaveResult> {
  if (out.prior) {
    // The same id again: the same result, provided it really is the same save.
    const p = out.prior;
    if (p.studentId !== studentId || p.questionId !== body.questionId || p.clientSeq !== body.clientSeq || p.retakeRound !== body.retakeRound || p.submit !== submit) {
      throw appError('ANSWER.ID_REUSED');
    }
    return fromStored(out.prior, entry.doc.id, true);
  }
  if (out.expired) throw appError('BENCHMARK.EXPIRED');
  if (out.windowOpen === false) throw appError('BENCHMARK.NOT_STARTED');
  if (out.currentRound !== body.retakeRound) throw out.status === 'submitted' ? appError('ASSESSMENT.ALREADY_SUBMITTED') : appError('ASSESSMENT.STALE_ROUND');
  if (out.status === 'submitted') throw appError('ASSESSMENT.ALREADY_SUBMITTED');
  if (out.questionSubmitted) throw appError('QUESTION.ALREADY_SUBMITTED');
  if (out.saved) {
    return {
      clientAnswerId: body.clientAnswerId,
      assessmentId: entry.doc.id,
      questionId: body.questionId,
      retakeRound: body.retakeRound,
      clientSeq: body.clientSeq,
      applied: out.saved.applied,
      submit,
      duplicate: false,
      receivedAt: out.saved.receivedAt,
    };
  }
  // The same id arrived twice at once and the other request wrote it: answer what it wrote.
  const stored = await findSave(sql, body.clientAnswerId);
  if (!stored) throw new Error('save neither written nor found');
  return interpret(sql, studentId, entry, body, submit, { ...out, prior: stored });
}

/**
 * Applies one save exactly once (docs/assessment-api.md): the statement commits before this returns,
 * so the acknowledgement never precedes durability. The first save of a group creates the attempt.
 */
export async function storeSave(sql: Sql, studentId: number, entry: QuestionEntry, body: SaveAnswerBody, submit: boolean): Promise<SaveResult> {
  const input = {
    studentId,
    groupId: entry.group.id,
    clientAnswerId: body.clientAnswerId,
    questionId: body.questionId,
    answer: body.answer,
    clientSeq: body.clientSeq,
    retakeRound: body.retakeRound,
    maxScore: entry.question.points,
    submit,
    assessmentId: entry.doc.id,
    lessonId: entry.doc.lessonId,
    createAttempt: entry.doc.benchmarkSet === null,
    // A started attempt counts in the student's report row (its open count). The statement that creates
    // it queues the row for the drainer, so a class's first saves do not wait on their report rows; a
    // submit rewrites them in its own transaction.
    reportPlacement: placementOf(entry.doc),
  };
  let out = await applySave(sql, input);
  // No attempt yet: a benchmark's first save (the attempt needs the assignment), or a lost creation race.
  if (out.attemptId === null) {
    await ensureAttempt(sql, studentId, entry.doc, entry.group);
    await queueAssessmentRollups(sql, studentId, entry.doc);
    out = await applySave(sql, input);
  }
  return interpret(sql, studentId, entry, body, submit, out);
}

/** `POST <type>-answer`: saves the student's answer to one question. */
export async function saveAnswer(deps: AppDeps, user: AuthUser, call: AnswerCall, body: SaveAnswerBody): Promise<SaveResult> {
  const { entry } = await checkSave(deps, user, call, body);
  const saved = await storeSave(deps.db, user.id, entry, body, false);
  // Benchmarks are not lessons of the live class view; a repeat changed nothing.
  if (entry.doc.benchmarkSet === null && !saved.duplicate) noteStudentActivity(deps, user.id, 'answerSaved', entry.doc.lessonId);
  return saved;
}
