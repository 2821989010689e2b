import { z } from 'zod';
import { bilingualAudioSchema, bilingualTextSchema, imageAssetSchema } from '../content/bilingual.schemas';
import { ReviewQuestionTypeCode } from '../shared/constants';
import { normalizeBlank } from './blank-text';
import type { QuestionType } from './question-types';

export { QUESTION_TYPES, type QuestionType } from './question-types';

/** Types the server scores on submit; the others wait for a teacher's score. */
export const OBJECTIVE_TYPES: readonly QuestionType[] = [
  'multiple-choice',
  'multi-response',
  'boolean',
  'venn-diagram',
  'type-f',
  'cloze-sentence',
  'fill-in-blank',
];
export const isObjective = (type: QuestionType): boolean => OBJECTIVE_TYPES.includes(type);

/** The review-flag code of a type (api-spec §9: 1 choice-like, 2 other). */
export function reviewTypeCodeOf(type: QuestionType): 1 | 2 {
  return type === 'multiple-choice' || type === 'multi-response' || type === 'boolean'
    ? ReviewQuestionTypeCode.ChoiceLike
    : ReviewQuestionTypeCode.Other;
}

/** Venn regions: only the primary set, only the secondary set, or both (the overlap). */
export const VENN_REGIONS = ['primary', 'secondary', 'both'] as const;
export type VennRegion = (typeof VENN_REGIONS)[number];

const id = z.number().int().positive();
const order = z.number().int().min(1);

export const choiceSchema = z.object({
  id,
  choiceNumber: order,
  text: bilingualTextSchema,
  choiceAudio: bilingualAudioSchema.nullable(),
  /** Why this choice is right or wrong; shown after the question is submitted. */
  responseText: bilingualTextSchema.nullable(),
  responseAudio: bilingualAudioSchema.nullable(),
  correct: z.boolean(),
});
export type Choice = z.infer<typeof choiceSchema>;

export const teksSchema = z.object({ id, code: z.string().min(1).max(40), description: z.string().nullable() });
export const questionRoutePointSchema = z.object({ id, number: order, content: bilingualTextSchema.nullable(), audio: bilingualAudioSchema.nullable() });

/** Fields every question type has (product-spec §3 "Question fields"). */
const questionBase = {
  id,
  order,
  /** What a full answer is worth; the teacher's score ranges 0..points. */
  points: z.number().positive().max(100),
  isMaster: z.boolean(),
  baMasterQuestionId: id.nullable(),
  instruction: bilingualTextSchema.nullable(),
  instructionAudio: bilingualAudioSchema.nullable(),
  primaryTextSource: bilingualTextSchema.nullable(),
  primarySourceAudio: bilingualAudioSchema.nullable(),
  audio: bilingualAudioSchema.nullable(),
  image: imageAssetSchema.nullable(),
  primarySetImage: imageAssetSchema.nullable(),
  secondarySetImage: imageAssetSchema.nullable(),
  teksList: z.array(teksSchema),
  /** An answer key for the teacher and, after submission, the student. */
  suggestedAnswer: bilingualTextSchema.nullable(),
  rubric: bilingualTextSchema.nullable(),
  responseText: bilingualTextSchema.nullable(),
  routePoints: z.array(questionRoutePointSchema),
};

const elementBase = { id, order, content: bilingualTextSchema };

export const vennElementSchema = z.object({ ...elementBase, correctAnswerSet: z.enum(VENN_REGIONS) });
export const organizerColumnSchema = z.object({ id, order, columnName: bilingualTextSchema });
/** An organizer element's answer set is the id of the column it belongs in. */
export const organizerElementSchema = z.object({ ...elementBase, correctAnswerSet: id });
/** A blank (word element): its accepted answers per language, compared after normalisation (scoring.ts). */
export const blankSchema = z.object({
  id,
  number: order,
  content: bilingualTextSchema.nullable(),
  correctAnswerSet: z.object({ en: z.array(z.string().min(1)).min(1), es: z.array(z.string().min(1)).min(1) }),
});
export type Blank = z.infer<typeof blankSchema>;

export const essayStepSchema = z.object({ id, order, title: bilingualTextSchema, content: bilingualTextSchema.nullable(), stepAudio: bilingualAudioSchema.nullable() });
export const essayTopicSchema = z.object({ id, order, title: bilingualTextSchema });

const singleChoice = { choices: z.array(choiceSchema).min(2), correctChoiceId: id };

/** A published question with its answer key (stored server-side; students get views of it). */
export const questionDocumentSchema = z.discriminatedUnion('type', [
  z.object({ ...questionBase, type: z.literal('multiple-choice'), ...singleChoice }),
  z.object({ ...questionBase, type: z.literal('boolean'), ...singleChoice, choices: z.array(choiceSchema).length(2) }),
  z.object({ ...questionBase, type: z.literal('multi-response'), choices: z.array(choiceSchema).min(2), correctChoiceList: z.array(id).min(1) }),
  z.object({
    ...questionBase,
    type: z.literal('venn-diagram'),
    primarySetLabel: bilingualTextSchema,
    secondarySetLabel: bilingualTextSchema,
    elements: z.array(vennElementSchema).min(1),
  }),
  z.object({ ...questionBase, type: z.literal('type-f'), columns: z.array(organizerColumnSchema).min(2), elements: z.array(organizerElementSchema).min(1) }),
  z.object({ ...questionBase, type: z.literal('cloze-sentence'), content: bilingualTextSchema, wordBank: z.array(choiceSchema), blanks: z.array(blankSchema).min(1) }),
  z.object({ ...questionBase, type: z.literal('fill-in-blank'), content: bilingualTextSchema, blanks: z.array(blankSchema).min(1) }),
  z.object({ ...questionBase, type: z.literal('written') }),
  z.object({ ...questionBase, type: z.literal('essay'), steps: z.array(essayStepSchema), topics: z.array(essayTopicSchema) }),
]);
export type QuestionDocument = z.infer<typeof questionDocumentSchema>;
export type QuestionOf<T extends QuestionType> = Extract<QuestionDocument, { type: T }>;

/** Where a blank sits in a cloze sentence or paragraph: `[[n]]` with n its number. */
export const BLANK_MARKER = /\[\[(\d+)\]\]/g;

/** Consistency of one question's key (checked on publish, so a broken key never reaches students). */
export function questionKeyProblems(q: QuestionDocument): string[] {
  const problems: string[] = [];
  const choiceIds = new Set('choices' in q ? q.choices.map((c) => c.id) : []);
  if ((q.type === 'multiple-choice' || q.type === 'boolean') && !choiceIds.has(q.correctChoiceId)) problems.push('correctChoiceId is not a choice');
  if ((q.type === 'multiple-choice' || q.type === 'boolean') && q.choices.filter((c) => c.correct).length !== 1) problems.push('exactly one choice must be correct');
  if (q.type === 'multi-response') {
    if (q.correctChoiceList.some((c) => !choiceIds.has(c))) problems.push('correctChoiceList names a missing choice');
    const flagged = q.choices.filter((c) => c.correct).map((c) => c.id).sort().join();
    if (flagged !== [...q.correctChoiceList].sort().join()) problems.push('correctChoiceList differs from the choices marked correct');
  }
  if (q.type === 'type-f') {
    const columns = new Set(q.columns.map((c) => c.id));
    if (q.elements.some((e) => !columns.has(e.correctAnswerSet))) problems.push('an element belongs to a missing column');
  }
  if (q.type === 'cloze-sentence' || q.type === 'fill-in-blank') {
    const numbers = new Set([...q.content.en.matchAll(BLANK_MARKER)].map((m) => Number(m[1])));
    const numbersEs = new Set([...q.content.es.matchAll(BLANK_MARKER)].map((m) => Number(m[1])));
    for (const b of q.blanks) if (!numbers.has(b.number) || !numbersEs.has(b.number)) problems.push(`blank ${b.number} has no [[${b.number}]] marker in both languages`);
  }
  // A cloze blank is answered by picking a word of the bank: without an accepted word there, no student can get it right.
  if (q.type === 'cloze-sentence') {
    for (const language of ['en', 'es'] as const) {
      const words = new Set(q.wordBank.map((w) => normalizeBlank(w.text[language].replace(/<[^>]*>/g, ''))));
      for (const b of q.blanks) {
        if (!b.correctAnswerSet[language].some((answer) => words.has(normalizeBlank(answer)))) problems.push(`blank ${b.number} has no accepted answer in the ${language === 'en' ? 'English' : 'Spanish'} word bank`);
      }
    }
  }
  return problems;
}
