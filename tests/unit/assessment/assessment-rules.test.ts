import { describe, expect, it } from 'vitest';
import { isNewerSave } from '@domain/assessment/answer-rules';
import { isPermanentRejection, nextClientSeq, parseOutboxEntry } from '@domain/assessment/answer-outbox.rules';
import { answerFitsType, isAnswerGiven, parseAnswerValue, sameAnswer, toggleChoice } from '@domain/assessment/answer-value';
import {
  blocksNext,
  canAnswer,
  canEditEssay,
  canGoNext,
  canMoveTo,
  hasUnsavedEssay,
  reviewQuestionTypeCode,
  submissionReview,
  withAnswer,
  withSkipped,
  slotsOf,
  type QuestionSlot,
} from '@domain/assessment/assessment-navigation.rules';
import { reviewTypeCodeOf, QUESTION_TYPES } from '@domain/assessment/question.schemas';
import { SAVE_CALL_OF } from '@domain/assessment/question-types';
import { ANSWER_CALLS } from '@domain/assessment/answer.schemas';

const slot = (questionId: number, type: QuestionSlot['type'], answer: QuestionSlot['answer'] = null, extra: Partial<QuestionSlot> = {}): QuestionSlot => ({
  questionId,
  type,
  answer,
  markedForReview: false,
  skipped: false,
  locked: false,
  ...extra,
});

describe('answering rules (product-spec §4, §5)', () => {
  const mc = slot(1, 'multiple-choice');
  const essay = slot(2, 'essay');
  const written = slot(3, 'written');
  const slots = [mc, essay, written];

  it('Next is disabled while a multiple-choice question is unanswered', () => {
    expect(blocksNext(mc, null)).toBe(true);
    expect(canGoNext(slots, 0, null)).toBe(false);
    expect(canGoNext(withAnswer(slots, 1, { choiceId: 5 }), 0, null)).toBe(true);
  });

  it('Next is disabled while the essay answer is empty (what is on screen counts)', () => {
    expect(canGoNext(slots, 1, null)).toBe(false);
    expect(canGoNext(slots, 1, { questionId: 2, answer: { topicId: null, text: '   ', steps: [] } })).toBe(false);
    expect(canGoNext(slots, 1, { questionId: 2, answer: { topicId: null, text: 'An idea', steps: [] } })).toBe(true);
    expect(canGoNext(slots, 1, { questionId: 2, answer: { topicId: null, text: '', steps: [{ stepId: 1, text: 'Step one' }] } })).toBe(true);
    const saved = withAnswer(slots, 2, { topicId: null, text: 'Saved', steps: [] });
    expect(canGoNext(saved, 1, null)).toBe(true);
    expect(canGoNext(saved, 1, { questionId: 2, answer: { topicId: null, text: '', steps: [] } })).toBe(false);
  });

  it('other types, locked questions and the last question', () => {
    expect(blocksNext(written, null)).toBe(false);
    expect(blocksNext({ ...mc, locked: true }, null)).toBe(false);
    expect(canGoNext(slots, 2, null)).toBe(false);
  });

  it('moving back is always allowed, forward (also by jumping) only past a question that does not block', () => {
    expect(canMoveTo(slots, 2, 0, null)).toBe(true);
    expect(canMoveTo(slots, 0, 2, null)).toBe(false);
    expect(canMoveTo(withAnswer(slots, 1, { choiceId: 5 }), 0, 2, null)).toBe(true);
    expect(canMoveTo(slots, 0, 0, null)).toBe(false);
    expect(canMoveTo(slots, 0, 3, null)).toBe(false);
    expect(canMoveTo(slots, 1, -1, null)).toBe(false);
    expect(canMoveTo(slots, 1, 0.5, null)).toBe(false);
  });

  it('an unsaved essay is a draft that differs from the saved answer', () => {
    expect(hasUnsavedEssay(slots, null)).toBe(false);
    expect(hasUnsavedEssay(slots, { questionId: 2, answer: { topicId: null, text: '', steps: [] } })).toBe(false);
    expect(hasUnsavedEssay(slots, { questionId: 2, answer: { topicId: 4, text: '', steps: [] } })).toBe(true);
    const saved = withAnswer(slots, 2, { topicId: null, text: 'Same', steps: [] });
    expect(hasUnsavedEssay(saved, { questionId: 2, answer: { topicId: null, text: 'Same', steps: [] } })).toBe(false);
    expect(hasUnsavedEssay(saved, { questionId: 2, answer: { topicId: null, text: 'Changed', steps: [] } })).toBe(true);
    expect(hasUnsavedEssay(saved, { questionId: 99, answer: { topicId: null, text: 'x', steps: [] } })).toBe(false);
  });

  it('locked questions and completed essays refuse answers; answers must fit the type', () => {
    const locked = [slot(1, 'multiple-choice', null, { locked: true }), slot(2, 'essay', null, { locked: true })];
    expect(canAnswer(locked, 1, { choiceId: 3 })).toBe(false);
    expect(canEditEssay(locked, 2)).toBe(false);
    expect(canEditEssay(slots, 2)).toBe(true);
    expect(canEditEssay(slots, 1)).toBe(false);
    expect(canAnswer(slots, 1, { choiceId: 3 })).toBe(true);
    expect(canAnswer(slots, 1, { choiceIds: [3] })).toBe(false);
    expect(canAnswer(slots, 42, { choiceId: 3 })).toBe(false);
  });

  it('the confirmation lists unanswered and review-marked questions with their positions', () => {
    const marked = [slot(1, 'multiple-choice', { choiceId: 2 }, { markedForReview: true }), essay, slot(3, 'written', { text: 'ok' })];
    expect(submissionReview(marked)).toEqual({ unanswered: [{ questionId: 2, index: 1 }], markedForReview: [{ questionId: 1, index: 0 }] });
  });

  it('skip marks only an unanswered question; answering clears the skip', () => {
    const skipped = withSkipped(slots, 0);
    expect(skipped[0].skipped).toBe(true);
    expect(withAnswer(skipped, 1, { choiceId: 1 })[0].skipped).toBe(false);
    expect(withSkipped(withAnswer(slots, 1, { choiceId: 1 }), 0)[0].skipped).toBe(false);
  });

  it('slots from the server`s question views, answers waiting in the outbox shown over them', () => {
    const views = [
      { id: 1, type: 'multiple-choice' as const, studentAnswer: { choiceId: 2 }, isReviewing: true, isSubmitted: false },
      { id: 2, type: 'essay' as const, studentAnswer: null, isReviewing: false, isSubmitted: true },
    ];
    expect(slotsOf(views, new Map([[1, { choiceId: 3 }]]))).toEqual([
      { questionId: 1, type: 'multiple-choice', answer: { choiceId: 3 }, markedForReview: true, skipped: false, locked: false },
      { questionId: 2, type: 'essay', answer: null, markedForReview: false, skipped: false, locked: true },
    ]);
    expect(slotsOf(views)[0].answer).toEqual({ choiceId: 2 });
  });

  it('the review-flag code matches the server`s (1 choice-like, 2 other) for every type', () => {
    for (const type of QUESTION_TYPES) expect(reviewQuestionTypeCode(type)).toBe(reviewTypeCodeOf(type));
  });

  it('each type`s save call (client, zod-free) is the call whose schema accepts that type (server)', () => {
    for (const type of QUESTION_TYPES) expect(ANSWER_CALLS[SAVE_CALL_OF[type]].types as readonly string[]).toContain(type);
  });
});

describe('answer values', () => {
  it('multi-response toggles; sets compare regardless of order', () => {
    expect(toggleChoice([1, 2], 2)).toEqual([1]);
    expect(toggleChoice([1], 2)).toEqual([1, 2]);
    expect(sameAnswer({ choiceIds: [1, 2] }, { choiceIds: [2, 1] })).toBe(true);
    expect(sameAnswer({ choiceIds: [1, 2] }, { choiceIds: [1] })).toBe(false);
    expect(sameAnswer({ placements: [{ elementId: 1, set: 'both' }, { elementId: 2, set: 'primary' }] }, { placements: [{ elementId: 2, set: 'primary' }, { elementId: 1, set: 'both' }] })).toBe(true);
    expect(sameAnswer({ text: 'a' }, { text: 'b' })).toBe(false);
    expect(sameAnswer(null, null)).toBe(true);
    expect(sameAnswer(null, { text: '' })).toBe(false);
  });

  it('what counts as answered', () => {
    expect(isAnswerGiven({ choiceIds: [] })).toBe(false);
    expect(isAnswerGiven({ blanks: [{ blankId: 1, value: ' ' }] })).toBe(false);
    expect(isAnswerGiven({ blanks: [{ blankId: 1, value: 'Boston' }] })).toBe(true);
    expect(isAnswerGiven({ placements: [{ elementId: 1, columnId: 2 }] })).toBe(true);
  });

  it('parses only well-formed answers of the named type, keeping known fields only', () => {
    expect(parseAnswerValue('multiple-choice', { choiceId: 3, extra: 'dropped' })).toEqual({ choiceId: 3 });
    expect(parseAnswerValue('multiple-choice', { choiceId: -3 })).toBeNull();
    expect(parseAnswerValue('venn-diagram', { placements: [{ elementId: 1, set: 'middle' }] })).toBeNull();
    expect(parseAnswerValue('type-f', { placements: [{ elementId: 1, columnId: 9 }] })).toEqual({ placements: [{ elementId: 1, columnId: 9 }] });
    expect(parseAnswerValue('fill-in-blank', { blanks: [{ blankId: 1, value: 5 }] })).toBeNull();
    expect(parseAnswerValue('essay', { text: 'x' })).toEqual({ topicId: null, text: 'x', steps: [] });
    expect(parseAnswerValue('essay', { text: 'x', topicId: 'y' })).toBeNull();
    expect(parseAnswerValue('written', 'text')).toBeNull();
    expect(answerFitsType('multi-response', { choiceIds: [1] })).toBe(true);
    expect(answerFitsType('multi-response', { choiceId: 1 })).toBe(false);
  });
});

describe('outbox rules', () => {
  const raw = {
    clientAnswerId: '00000000-0000-4000-8000-00000000000A',
    clientSeq: 5,
    userId: 6,
    assessmentId: 3,
    retakeRound: 1,
    questionId: 1,
    questionType: 'multi-response',
    answer: { choiceIds: [1, 2] },
    enqueuedAt: 10,
  };

  it('reads a stored entry, lower-casing its id; anything malformed is null', () => {
    expect(parseOutboxEntry({ ...raw, unexpected: true })).toEqual({ ...raw, submit: false, clientAnswerId: raw.clientAnswerId.toLowerCase() });
    expect(parseOutboxEntry({ ...raw, submit: true })?.submit).toBe(true);
    for (const broken of [
      null,
      [],
      { ...raw, clientAnswerId: 'x' },
      { ...raw, clientSeq: 0 },
      { ...raw, userId: '6' },
      { ...raw, retakeRound: 0 },
      { ...raw, questionType: 'poll' },
      { ...raw, answer: { choiceId: 1 } },
      { ...raw, enqueuedAt: -1 },
      { ...raw, submit: 'yes' },
    ]) {
      expect(parseOutboxEntry(broken)).toBeNull();
    }
  });

  it('sequence numbers: max(now, last + 1), which the server`s isNewerSave accepts', () => {
    expect(nextClientSeq(undefined, 1000)).toBe(1000);
    expect(nextClientSeq(1000, 1000)).toBe(1001);
    expect(nextClientSeq(5000, 1000)).toBe(5001);
    expect(isNewerSave(1000, nextClientSeq(1000, 900))).toBe(true);
  });

  it('refusals that will never succeed', () => {
    expect([400, 403, 404, 409, 410, 413, 422].every(isPermanentRejection)).toBe(true);
    expect([0, 401, 408, 429, 500, 502, 503].some(isPermanentRejection)).toBe(false);
  });
});
