import { ReviewQuestionTypeCode } from '../shared/constants';
import type { EssayAnswer } from './answer.schemas';
import type { QuestionView } from './student-view';
import { answerFitsType, isAnswerGiven, sameAnswer, type AnswerValue, type QuestionType } from './answer-value';

/**
 * Pure rules of answering an assessment (product-spec §4 "Questions and assessments", §5): which
 * questions are unanswered, when Next is allowed, what may still be edited. The submission machine
 * and the views both read these, so a disabled button and a refused event never disagree.
 */

/** One question of the assessment as the student is working on it. */
export interface QuestionSlot {
  readonly questionId: number;
  readonly type: QuestionType;
  /** The saved answer (what the server has or will get from the outbox), null when none. */
  readonly answer: AnswerValue | null;
  readonly markedForReview: boolean;
  /** Passed over with Skip and not answered since. */
  readonly skipped: boolean;
  /** Submitted on its own, or a completed essay: never editable again (product-spec §4). */
  readonly locked: boolean;
}

/** The essay on screen (topic, text, step texts) that is not saved yet. */
export interface EssayDraft {
  readonly questionId: number;
  readonly answer: EssayAnswer;
}

/** A question named in the submit confirmation: its id and its position (0-based) in the pager. */
export interface QuestionRef {
  readonly questionId: number;
  readonly index: number;
}

/** What the confirmation before submit warns about (product-spec §4). */
export interface SubmissionReview {
  readonly unanswered: readonly QuestionRef[];
  readonly markedForReview: readonly QuestionRef[];
}

export function isAnswered(slot: QuestionSlot): boolean {
  return isAnswerGiven(slot.answer);
}

/** The essay as the student sees it: the unsaved draft if there is one, else the saved answer. */
export function essayOnScreen(slot: QuestionSlot, draft: EssayDraft | null): AnswerValue | null {
  if (draft && draft.questionId === slot.questionId) return draft.answer;
  return slot.answer;
}

/**
 * Whether this question keeps the Next button disabled (product-spec §5): an unanswered
 * multiple-choice question, or an essay whose answer is empty. Locked questions never block.
 */
export function blocksNext(slot: QuestionSlot, draft: EssayDraft | null): boolean {
  if (slot.locked) return false;
  if (slot.type === 'multiple-choice') return !isAnswered(slot);
  if (slot.type === 'essay') return !isAnswerGiven(essayOnScreen(slot, draft));
  return false;
}

export function hasNext(slots: readonly QuestionSlot[], index: number): boolean {
  return index + 1 < slots.length;
}

export function hasPrevious(index: number): boolean {
  return index > 0;
}

/** Next is enabled: there is a next question and the current one does not block it. */
export function canGoNext(slots: readonly QuestionSlot[], index: number, draft: EssayDraft | null): boolean {
  const current = slots[index];
  return current !== undefined && hasNext(slots, index) && !blocksNext(current, draft);
}

/**
 * Whether the pager may move from one question to another: back always; forward (also by jumping)
 * only when the current question does not block Next.
 */
export function canMoveTo(slots: readonly QuestionSlot[], from: number, to: number, draft: EssayDraft | null): boolean {
  if (!Number.isInteger(to) || to < 0 || to >= slots.length || to === from) return false;
  if (to < from) return true;
  const current = slots[from];
  return current !== undefined && !blocksNext(current, draft);
}

/** Whether the essay on screen has text that differs from its saved answer. */
export function hasUnsavedEssay(slots: readonly QuestionSlot[], draft: EssayDraft | null): boolean {
  if (!draft) return false;
  const slot = slots.find((s) => s.questionId === draft.questionId);
  if (!slot) return false;
  if (slot.answer === null) return isAnswerGiven(draft.answer) || draft.answer.topicId !== null;
  return !sameAnswer(draft.answer, slot.answer);
}

export function findSlot(slots: readonly QuestionSlot[], questionId: number): QuestionSlot | undefined {
  return slots.find((s) => s.questionId === questionId);
}

/** Whether an answer to this question may be stored: the question exists, is open, and the value fits its type. */
export function canAnswer(slots: readonly QuestionSlot[], questionId: number, value: AnswerValue): boolean {
  const slot = findSlot(slots, questionId);
  return slot !== undefined && !slot.locked && answerFitsType(slot.type, value);
}

/** Whether the essay with this id may be edited (exists, is an essay, not completed). */
export function canEditEssay(slots: readonly QuestionSlot[], questionId: number): boolean {
  const slot = findSlot(slots, questionId);
  return slot !== undefined && slot.type === 'essay' && !slot.locked;
}

export function unansweredQuestions(slots: readonly QuestionSlot[]): QuestionRef[] {
  return slots.flatMap((slot, index) => (isAnswered(slot) ? [] : [{ questionId: slot.questionId, index }]));
}

export function reviewMarkedQuestions(slots: readonly QuestionSlot[]): QuestionRef[] {
  return slots.flatMap((slot, index) => (slot.markedForReview ? [{ questionId: slot.questionId, index }] : []));
}

export function submissionReview(slots: readonly QuestionSlot[]): SubmissionReview {
  return { unanswered: unansweredQuestions(slots), markedForReview: reviewMarkedQuestions(slots) };
}

/** The question-type code sent with IsReviewing (product-spec §9): 1 choice-like, 2 other. */
export function reviewQuestionTypeCode(type: QuestionType): 1 | 2 {
  return type === 'multiple-choice' || type === 'multi-response' || type === 'boolean'
    ? ReviewQuestionTypeCode.ChoiceLike
    : ReviewQuestionTypeCode.Other;
}

/** The slots with one answer stored; answering a skipped question clears its skip. */
export function withAnswer(slots: readonly QuestionSlot[], questionId: number, answer: AnswerValue): QuestionSlot[] {
  return slots.map((s) => (s.questionId === questionId ? { ...s, answer, skipped: false } : s));
}

export function withReviewMark(slots: readonly QuestionSlot[], questionId: number, marked: boolean): QuestionSlot[] {
  return slots.map((s) => (s.questionId === questionId ? { ...s, markedForReview: marked } : s));
}

/** Marks a question skipped, unless it is answered (skipping an answered question changes nothing). */
export function withSkipped(slots: readonly QuestionSlot[], index: number): QuestionSlot[] {
  return slots.map((s, i) => (i === index && !isAnswered(s) ? { ...s, skipped: true } : s));
}

/**
 * The slots of the questions a group shows (student-view.ts), with answers still waiting in the
 * client's outbox shown over the server's (they will reach it). Submitted questions are locked.
 */
export function slotsOf(
  questions: readonly Pick<QuestionView, 'id' | 'type' | 'studentAnswer' | 'isReviewing' | 'isSubmitted'>[],
  pending: ReadonlyMap<number, AnswerValue> = new Map(),
): QuestionSlot[] {
  return questions.map((q) => ({
    questionId: q.id,
    type: q.type,
    answer: pending.get(q.id) ?? q.studentAnswer,
    markedForReview: q.isReviewing,
    skipped: false,
    locked: q.isSubmitted,
  }));
}
