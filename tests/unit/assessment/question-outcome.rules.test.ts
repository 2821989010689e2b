import { describe, expect, it } from 'vitest';
import { outcomeTally, questionOutcome, type SubmittedQuestion } from '@domain/assessment/question-outcome.rules';

/** What a submitted question came to (the pager's mark after submission and the results tally). */

const submitted = (extra: Partial<SubmittedQuestion>): SubmittedQuestion => ({ type: 'multiple-choice', points: 1, isSubmitted: true, score: null, isCorrect: null, ...extra });

describe('questionOutcome', () => {
  it('is nothing before the question is submitted, whatever it holds', () => {
    expect(questionOutcome(submitted({ isSubmitted: false }))).toBeNull();
    expect(questionOutcome(submitted({ isSubmitted: false, type: 'essay' }))).toBeNull();
  });

  it('a question answered by the key is correct; a wrong or unanswered one (scored 0) is incorrect', () => {
    expect(questionOutcome(submitted({ score: 1, isCorrect: true }))).toBe('correct');
    expect(questionOutcome(submitted({ score: 0, isCorrect: false }))).toBe('incorrect');
    expect(questionOutcome(submitted({ type: 'boolean', score: 0, isCorrect: false }))).toBe('incorrect');
  });

  it('partly right (some points, not all) is incorrect, as the tally counts it', () => {
    expect(questionOutcome(submitted({ type: 'venn-diagram', points: 4, score: 2, isCorrect: false }))).toBe('incorrect');
  });

  it('written answers and essays wait for the teacher until scored; an empty one scored 0 is incorrect; a teacher’s full score is correct', () => {
    expect(questionOutcome(submitted({ type: 'written' }))).toBe('awaiting-teacher');
    expect(questionOutcome(submitted({ type: 'essay', points: 10 }))).toBe('awaiting-teacher');
    expect(questionOutcome(submitted({ type: 'written', score: 0, isCorrect: false }))).toBe('incorrect');
    expect(questionOutcome(submitted({ type: 'essay', points: 10, score: 10, isCorrect: true }))).toBe('correct');
  });

  it('reads the score against the points when the view carries no match flag', () => {
    expect(questionOutcome(submitted({ type: 'written', points: 2, score: 2 }))).toBe('correct');
    expect(questionOutcome(submitted({ type: 'written', points: 2, score: 1.5 }))).toBe('incorrect');
  });

  it('an objective question without a score is never shown as waiting for a teacher', () => {
    expect(questionOutcome(submitted({ type: 'fill-in-blank' }))).toBeNull();
  });
});

describe('outcomeTally', () => {
  it('counts each outcome and leaves out questions not submitted', () => {
    expect(
      outcomeTally([
        submitted({ score: 1, isCorrect: true }),
        submitted({ score: 0, isCorrect: false }),
        submitted({ type: 'essay' }),
        submitted({ isSubmitted: false }),
      ]),
    ).toEqual({ correct: 1, incorrect: 1, 'awaiting-teacher': 1 });
  });
});
