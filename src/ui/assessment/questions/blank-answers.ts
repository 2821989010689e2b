import type { AnswerValue } from '@domain/assessment/answer-value';
import type { Language } from '@domain/shared/constants';
import type { BlankView } from '../question-views';

/** The typed or chosen value per blank id. */
export type BlankValues = Readonly<Record<number, string>>;

export function blankValuesOf(answer: AnswerValue | null): BlankValues {
  const values: Record<number, string> = {};
  if (answer && 'blanks' in answer) for (const b of answer.blanks) values[b.blankId] = b.value;
  return values;
}

/** The save payload: the blanks in order; empty ones are left out (not filled). */
export function blanksAnswer(blanks: readonly BlankView[], values: BlankValues): AnswerValue {
  return {
    blanks: [...blanks]
      .sort((a, b) => a.number - b.number)
      .filter((b) => (values[b.id] ?? '').trim() !== '')
      .map((b) => ({ blankId: b.id, value: values[b.id]! })),
  };
}

export function sameBlankValues(a: BlankValues, b: BlankValues): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if ((a[Number(key)] ?? '') !== (b[Number(key)] ?? '')) return false;
  return true;
}

/** The accepted answers shown after submission: the student's language first, then the other. */
export function acceptedAnswers(blank: BlankView, language: Language): string {
  if (!blank.correctAnswerSet) return '';
  const first = language === 'es' ? blank.correctAnswerSet.es : blank.correctAnswerSet.en;
  const second = language === 'es' ? blank.correctAnswerSet.en : blank.correctAnswerSet.es;
  return [...new Set([...first, ...second])].join(', ');
}
