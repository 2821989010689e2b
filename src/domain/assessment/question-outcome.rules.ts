import type { QuestionType } from './question-types';

/**
 * What a submitted question came to, as the pager and the results tally show it (issue 11): right,
 * wrong (partly right counts as wrong, as in the tally), or waiting for a teacher's score. Read from
 * the submitted view only — the score, whether the key matched, the type — never from the answer.
 */
export type QuestionOutcome = 'correct' | 'incorrect' | 'awaiting-teacher';

/** The fields of a question's submitted view (student-view.ts) the outcome is read from. */
export interface SubmittedQuestion {
  readonly type: QuestionType;
  readonly points: number;
  readonly isSubmitted: boolean;
  /** Points earned; null while unscored. */
  readonly score: number | null;
  /** Whether the answer matched the key in full; null while unscored. */
  readonly isCorrect: boolean | null;
}

/** Written answers and essays wait for a teacher's score; the others are scored on submit. */
export function isTeacherScored(type: QuestionType): boolean {
  return type === 'written' || type === 'essay';
}

/** The outcome of one question; null while it is not submitted (or, unexpectedly, unscored though scored on submit). */
export function questionOutcome(question: SubmittedQuestion): QuestionOutcome | null {
  if (!question.isSubmitted) return null;
  if (question.score === null) return isTeacherScored(question.type) ? 'awaiting-teacher' : null;
  return (question.isCorrect ?? question.score >= question.points) ? 'correct' : 'incorrect';
}

/** How many of the questions came to each outcome (the results tally). */
export function outcomeTally(questions: readonly SubmittedQuestion[]): Record<QuestionOutcome, number> {
  const tally: Record<QuestionOutcome, number> = { correct: 0, incorrect: 0, 'awaiting-teacher': 0 };
  for (const q of questions) {
    const outcome = questionOutcome(q);
    if (outcome) tally[outcome] += 1;
  }
  return tally;
}
