import type { AnswerOf, StudentAnswer } from './answer.schemas';
import { normalizeBlank } from './blank-text';
import { isObjective, type Blank, type QuestionDocument, type QuestionOf } from './question.schemas';

/**
 * Scoring rules (docs/decisions.md, "Assessments (issue 5)"). Pure: the server applies them on submit,
 * and the client may use them to explain marks. Scores are points; percents are 0..100.
 */

/** A question score of null means unscored (the API also accepts -1 for it, product-spec §4). */
export type QuestionScore = number | null;

export interface QuestionResult {
  /** Points earned; null while a teacher still has to score it. */
  readonly score: QuestionScore;
  readonly maxScore: number;
  /** Full points; null while unscored. */
  readonly isCorrect: boolean | null;
  /** Correctness of each choice, element or blank the student answered (by id), for the marks shown after submit. */
  readonly marks: Readonly<Record<number, boolean>>;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A blank's answer counts in either language, whatever the student's text language is. */
export function blankAccepts(blank: Blank, value: string): boolean {
  const typed = normalizeBlank(value);
  if (!typed) return false;
  return [...blank.correctAnswerSet.en, ...blank.correctAnswerSet.es].some((accepted) => normalizeBlank(accepted) === typed);
}

/** Points for `correct` of `total` equally weighted parts (Venn and organizer elements, blanks). */
function partial(points: number, marks: Record<number, boolean>, total: number): number {
  const correct = Object.values(marks).filter(Boolean).length;
  return total === 0 ? 0 : round2((points * correct) / total);
}

function result(points: number, score: number, marks: Record<number, boolean>): QuestionResult {
  return { score, maxScore: points, isCorrect: score >= points, marks };
}

function scoreChoice(q: QuestionOf<'multiple-choice' | 'boolean'>, a: AnswerOf['multiple-choice'] | null): QuestionResult {
  if (!a) return result(q.points, 0, {});
  const right = a.choiceId === q.correctChoiceId;
  return result(q.points, right ? q.points : 0, { [a.choiceId]: right });
}

/** Multi-response is all or nothing: exactly the correct choices, no more, no fewer. */
function scoreMultiResponse(q: QuestionOf<'multi-response'>, a: AnswerOf['multi-response'] | null): QuestionResult {
  const chosen = a?.choiceIds ?? [];
  const key = new Set(q.correctChoiceList);
  const marks = Object.fromEntries(chosen.map((id) => [id, key.has(id)]));
  const exact = chosen.length === key.size && chosen.every((id) => key.has(id));
  return result(q.points, exact ? q.points : 0, marks);
}

function scoreVenn(q: QuestionOf<'venn-diagram'>, a: AnswerOf['venn-diagram'] | null): QuestionResult {
  const placed = new Map((a?.placements ?? []).map((p) => [p.elementId, p.set]));
  const marks: Record<number, boolean> = {};
  for (const e of q.elements) if (placed.has(e.id)) marks[e.id] = placed.get(e.id) === e.correctAnswerSet;
  return result(q.points, partial(q.points, marks, q.elements.length), marks);
}

function scoreOrganizer(q: QuestionOf<'type-f'>, a: AnswerOf['type-f'] | null): QuestionResult {
  const placed = new Map((a?.placements ?? []).map((p) => [p.elementId, p.columnId]));
  const marks: Record<number, boolean> = {};
  for (const e of q.elements) if (placed.has(e.id)) marks[e.id] = placed.get(e.id) === e.correctAnswerSet;
  return result(q.points, partial(q.points, marks, q.elements.length), marks);
}

function scoreBlanks(q: QuestionOf<'cloze-sentence' | 'fill-in-blank'>, a: AnswerOf['fill-in-blank'] | null): QuestionResult {
  const typed = new Map((a?.blanks ?? []).map((b) => [b.blankId, b.value]));
  const marks: Record<number, boolean> = {};
  for (const b of q.blanks) if (typed.has(b.id)) marks[b.id] = blankAccepts(b, typed.get(b.id)!);
  return result(q.points, partial(q.points, marks, q.blanks.length), marks);
}

/** Whether a written or essay answer has any text at all. */
export function hasText(answer: StudentAnswer | null): boolean {
  if (!answer || !('text' in answer)) return false;
  const essaySteps = 'steps' in answer ? answer.steps.some((s) => s.text.trim() !== '') : false;
  return answer.text.trim() !== '' || essaySteps;
}

/**
 * The result of one question at submit. Objective types are scored here; a written or essay answer
 * waits for the teacher (score null), except an empty one, which has nothing to grade and scores 0.
 * An unanswered objective question scores 0.
 */
export function scoreQuestion(question: QuestionDocument, answer: StudentAnswer | null): QuestionResult {
  switch (question.type) {
    case 'multiple-choice':
    case 'boolean':
      return scoreChoice(question, answer as AnswerOf['multiple-choice'] | null);
    case 'multi-response':
      return scoreMultiResponse(question, answer as AnswerOf['multi-response'] | null);
    case 'venn-diagram':
      return scoreVenn(question, answer as AnswerOf['venn-diagram'] | null);
    case 'type-f':
      return scoreOrganizer(question, answer as AnswerOf['type-f'] | null);
    case 'cloze-sentence':
    case 'fill-in-blank':
      return scoreBlanks(question, answer as AnswerOf['fill-in-blank'] | null);
    case 'written':
    case 'essay':
      return hasText(answer) ? { score: null, maxScore: question.points, isCorrect: null, marks: {} } : result(question.points, 0, {});
  }
}

/** A teacher's score: null or -1 mean unscored; otherwise 0..maxScore (two decimals kept). */
export function teacherScore(score: number | null, maxScore: number): { ok: true; score: QuestionScore } | { ok: false } {
  if (score === null || score === -1) return { ok: true, score: null };
  if (!Number.isFinite(score) || score < 0 || score > maxScore) return { ok: false };
  return { ok: true, score: round2(score) };
}

export { isObjective };

/** Totals of a set of question results: points, and a percent that stays blank while anything is unscored. */
export function totals(results: readonly { score: QuestionScore; maxScore: number }[]): { score: number | null; maxScore: number; percent: number | null } {
  const maxScore = round2(results.reduce((sum, r) => sum + r.maxScore, 0));
  if (results.some((r) => r.score === null)) return { score: null, maxScore, percent: null };
  const score = round2(results.reduce((sum, r) => sum + (r.score ?? 0), 0));
  return { score, maxScore, percent: maxScore === 0 ? 0 : round2((score / maxScore) * 100) };
}

/** Teacher-feedback status of an attempt or a unit (product-spec §4): 0 nothing submitted, 1 pending, 2 complete. */
export const FeedbackStatus = { None: 0, Pending: 1, Completed: 2 } as const;
export type FeedbackStatus = (typeof FeedbackStatus)[keyof typeof FeedbackStatus];

export interface AttemptFacts {
  readonly submitted: boolean;
  readonly scores: readonly QuestionScore[];
  readonly maxScores: readonly number[];
  /** The group's assessment-group component asks for teacher feedback. */
  readonly requiresTeacherFeedback: boolean;
  /** A teacher answered (answer-feedback) in this round. */
  readonly teacherResponded: boolean;
}

/**
 * An attempt's feedback is complete once every question has a score; when the lesson asks for teacher
 * feedback, a teacher must also have responded in that round.
 */
export function attemptFeedbackStatus(a: AttemptFacts): FeedbackStatus {
  if (!a.submitted) return FeedbackStatus.None;
  const allScored = a.scores.every((s) => s !== null);
  return allScored && (!a.requiresTeacherFeedback || a.teacherResponded) ? FeedbackStatus.Completed : FeedbackStatus.Pending;
}

/** A submitted (or open) attempt as a unit summary sees it. */
export interface AttemptSummary {
  readonly submitted: boolean;
  readonly feedbackStatus: FeedbackStatus;
  /** Points earned; null while any of its questions is unscored. */
  readonly score: number | null;
  readonly maxScore: number;
}

/**
 * A unit's feedback status and score over the student's current attempts in it: pending until every
 * question of every submitted attempt has a score (and required feedback is in), then 2; the score
 * (percent of all points) is blank while any question is unscored.
 */
export function unitFeedback(attempts: readonly AttemptSummary[]): { feedbackStatus: FeedbackStatus; score: number | null } {
  const submitted = attempts.filter((a) => a.submitted);
  if (submitted.length === 0) return { feedbackStatus: FeedbackStatus.None, score: null };
  const complete = submitted.every((a) => a.feedbackStatus === FeedbackStatus.Completed);
  return { feedbackStatus: complete ? FeedbackStatus.Completed : FeedbackStatus.Pending, score: totals(submitted).percent };
}
