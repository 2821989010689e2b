import type { QuestionType } from '@domain/assessment/question-types';
import type { WaitingAnswer } from '@application/grading/grading.use-cases';

/** The locale key naming each question type in the queue ("Question 2, essay"). */
export const QUESTION_TYPE_KEY: Readonly<Record<QuestionType, string>> = {
  'multiple-choice': 'queueTypeMultipleChoice',
  'multi-response': 'queueTypeMultiResponse',
  boolean: 'queueTypeBoolean',
  'venn-diagram': 'queueTypeVenn',
  written: 'queueTypeWritten',
  essay: 'queueTypeEssay',
  'type-f': 'queueTypeOrganizer',
  'cloze-sentence': 'queueTypeCloze',
  'fill-in-blank': 'queueTypeFillIn',
};

export const studentNameOf = (a: Pick<WaitingAnswer, 'student'>): string => `${a.student.firstName} ${a.student.lastName}`.trim();

/** When the round was submitted, in the interface language (es-US, en-US) and the browser's time zone. */
export function formatSubmitted(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
