/**
 * The question types of product-spec §3 and the save call each uses (api-spec §7.6), without zod:
 * the client's first load (which runs the answer outbox) imports these and carries no schema library.
 * `boolean` is a two-choice multiple choice (saved through multiple-choice-answer); `type-f` is the
 * graphic organizer (columns and elements).
 */
export const QUESTION_TYPES = [
  'multiple-choice',
  'multi-response',
  'boolean',
  'venn-diagram',
  'written',
  'essay',
  'type-f',
  'cloze-sentence',
  'fill-in-blank',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** The save call of each question type; its `/submit` form submits the assessment. */
export const SAVE_CALL_OF = {
  'multiple-choice': 'multiple-choice-answer',
  boolean: 'multiple-choice-answer',
  'multi-response': 'multi-response-answer',
  'venn-diagram': 'venn-diagram-answer',
  'type-f': 'typef-answer',
  'cloze-sentence': 'cloze-sentence-answer',
  'fill-in-blank': 'fill-in-blank-answer',
  written: 'written-answer',
  essay: 'essay-answer',
} as const satisfies Record<QuestionType, string>;
export type AnswerCall = (typeof SAVE_CALL_OF)[QuestionType];
