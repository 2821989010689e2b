import type { AnswerValue } from '@domain/assessment/answer-value';
import type { QuestionView } from '@domain/assessment/student-view';

/** What every question renderer (except the essay, which has its own draft and save) receives. */
export interface QuestionInputProps<V extends QuestionView = QuestionView> {
  readonly question: V;
  /** The answer on screen (saved, or waiting in the outbox); null when none. */
  readonly answer: AnswerValue | null;
  /** Submitted (the assessment or this question): shown, never changed. */
  readonly readOnly: boolean;
  /** The id of the question's instruction, which describes the answer's fieldset. */
  readonly describedBy: string;
  /** Hands the whole new answer to the submission machine (ANSWER). */
  readonly onAnswer: (answer: AnswerValue) => void;
}

/** The correctness of one choice, element or blank the student used, once the question is revealed. */
export function markOf(question: QuestionView, id: number): boolean | null {
  if (!question.revealed) return null;
  const mark = question.marks[id];
  return typeof mark === 'boolean' ? mark : null;
}
