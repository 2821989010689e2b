import { z } from 'zod';
import { ReviewQuestionTypeCode } from '../shared/constants';
import { MAX_DATABASE_ID, idSchema, safeText, wholeNumberSchema } from '../shared/schema-kit';
import type { AnswerCall, QuestionType } from './question-types';
import { VENN_REGIONS } from './question.schemas';

export type { AnswerCall };

/** Longest written answer and essay, in characters (a page of text, and a long essay). */
export const WRITTEN_ANSWER_MAX_LENGTH = 10_000;
export const ESSAY_ANSWER_MAX_LENGTH = 50_000;
/** Longest text typed into one blank. */
export const BLANK_ANSWER_MAX_LENGTH = 200;
/** Longest teacher feedback text. */
export const FEEDBACK_MAX_LENGTH = 5_000;
/** Upper bound on list sizes in an answer (choices, elements, blanks, steps); questions stay far below. */
const LIST_MAX = 100;

const unique = (ids: readonly number[]) => new Set(ids).size === ids.length;

/** The answer payload of each question type, as the student's client sends and the API returns it. */
export const choiceAnswerSchema = z.object({ choiceId: idSchema });
export const multiResponseAnswerSchema = z.object({
  choiceIds: z.array(idSchema).max(LIST_MAX).refine(unique, 'answerDuplicate'),
});
export const vennAnswerSchema = z.object({
  placements: z
    .array(z.object({ elementId: idSchema, set: z.enum(VENN_REGIONS, { error: 'answerInvalid' }) }))
    .max(LIST_MAX)
    .refine((xs) => unique(xs.map((p) => p.elementId)), 'answerDuplicate'),
});
export const organizerAnswerSchema = z.object({
  placements: z
    .array(z.object({ elementId: idSchema, columnId: idSchema }))
    .max(LIST_MAX)
    .refine((xs) => unique(xs.map((p) => p.elementId)), 'answerDuplicate'),
});
export const blanksAnswerSchema = z.object({
  blanks: z
    .array(z.object({ blankId: idSchema, value: safeText('answerInvalid').max(BLANK_ANSWER_MAX_LENGTH, 'answerTooLong') }))
    .max(LIST_MAX)
    .refine((xs) => unique(xs.map((b) => b.blankId)), 'answerDuplicate'),
});
export const writtenAnswerSchema = z.object({ text: safeText('answerInvalid').max(WRITTEN_ANSWER_MAX_LENGTH, 'answerTooLong') });
export const essayAnswerSchema = z.object({
  topicId: idSchema.nullable().default(null),
  text: safeText('answerInvalid').max(ESSAY_ANSWER_MAX_LENGTH, 'answerTooLong'),
  steps: z
    .array(z.object({ stepId: idSchema, text: safeText('answerInvalid').max(WRITTEN_ANSWER_MAX_LENGTH, 'answerTooLong') }))
    .max(LIST_MAX)
    .refine((xs) => unique(xs.map((x) => x.stepId)), 'answerDuplicate')
    .default([]),
});

export type ChoiceAnswer = z.infer<typeof choiceAnswerSchema>;
export type MultiResponseAnswer = z.infer<typeof multiResponseAnswerSchema>;
export type VennAnswer = z.infer<typeof vennAnswerSchema>;
export type OrganizerAnswer = z.infer<typeof organizerAnswerSchema>;
export type BlanksAnswer = z.infer<typeof blanksAnswerSchema>;
export type WrittenAnswer = z.infer<typeof writtenAnswerSchema>;
export type EssayAnswer = z.infer<typeof essayAnswerSchema>;
export type StudentAnswer = ChoiceAnswer | MultiResponseAnswer | VennAnswer | OrganizerAnswer | BlanksAnswer | WrittenAnswer | EssayAnswer;

/** The answer shape stored for each question type. */
export interface AnswerOf {
  'multiple-choice': ChoiceAnswer;
  boolean: ChoiceAnswer;
  'multi-response': MultiResponseAnswer;
  'venn-diagram': VennAnswer;
  'type-f': OrganizerAnswer;
  'cloze-sentence': BlanksAnswer;
  'fill-in-blank': BlanksAnswer;
  written: WrittenAnswer;
  essay: EssayAnswer;
}

/** Fields every save carries (docs/assessment-api.md, "Answers that are never lost"). */
const saveEnvelope = {
  /** Made by the client once per save (uuid): the server applies a save id once, and repeats answer the same result. */
  clientAnswerId: z.uuid({ error: 'clientAnswerIdInvalid' }),
  /** Orders the saves of one question: a save applies only when its number is higher than the stored one. */
  clientSeq: z.number({ error: 'clientSeqInvalid' }).int('clientSeqInvalid').positive('clientSeqInvalid').max(Number.MAX_SAFE_INTEGER, 'clientSeqInvalid'),
  assessmentId: idSchema,
  questionId: idSchema,
  /** The round the client loaded; a save meant for an earlier round is refused (409) rather than applied to the new one. */
  retakeRound: z.number({ error: 'required' }).int('required').min(1, 'required').max(MAX_DATABASE_ID, 'required'),
};

/** The save calls (api-spec §7.6), the question types each accepts, and their bodies. */
export const ANSWER_CALLS = {
  'multiple-choice-answer': { types: ['multiple-choice', 'boolean'], body: z.object({ ...saveEnvelope, answer: choiceAnswerSchema }) },
  'multi-response-answer': { types: ['multi-response'], body: z.object({ ...saveEnvelope, answer: multiResponseAnswerSchema }) },
  'venn-diagram-answer': { types: ['venn-diagram'], body: z.object({ ...saveEnvelope, answer: vennAnswerSchema }) },
  'typef-answer': { types: ['type-f'], body: z.object({ ...saveEnvelope, answer: organizerAnswerSchema }) },
  'cloze-sentence-answer': { types: ['cloze-sentence'], body: z.object({ ...saveEnvelope, answer: blanksAnswerSchema }) },
  'fill-in-blank-answer': { types: ['fill-in-blank'], body: z.object({ ...saveEnvelope, answer: blanksAnswerSchema }) },
  'written-answer': { types: ['written'], body: z.object({ ...saveEnvelope, answer: writtenAnswerSchema }) },
  'essay-answer': { types: ['essay'], body: z.object({ ...saveEnvelope, answer: essayAnswerSchema }) },
} as const satisfies Record<AnswerCall, { types: readonly QuestionType[]; body: z.ZodType }>;
export const ANSWER_CALL_NAMES = Object.keys(ANSWER_CALLS) as AnswerCall[];
export type SaveAnswerBody = z.infer<(typeof ANSWER_CALLS)[AnswerCall]['body']>;

/** `POST IsReviewing`: mark (or unmark) a question for review; `questionType` 1 choice-like, 2 other. */
export const reviewBodySchema = z.object({
  questionId: idSchema,
  isReviewing: z.boolean({ error: 'required' }),
  questionType: z.union([z.literal(ReviewQuestionTypeCode.ChoiceLike), z.literal(ReviewQuestionTypeCode.Other)], { error: 'reviewTypeInvalid' }),
  assessmentId: idSchema.optional(),
});

/** `PUT component/{lessonId}/{componentId}/{currentIndex}`: the question index (from 0) the student is on. */
export const currentIndexParamsSchema = z.object({
  lessonId: idSchema,
  componentId: idSchema,
  currentIndex: wholeNumberSchema(0),
});

/** `POST assessment/{id}/submit`: submit the student's round (one group, or every open group). */
export const submitAssessmentBodySchema = z.object({
  retakeRound: z.number({ error: 'required' }).int('required').min(1, 'required').max(MAX_DATABASE_ID, 'required'),
  assessmentGroupNumber: z.number().int().positive().max(MAX_DATABASE_ID).optional(),
});

/**
 * `POST answer-feedback` and `POST answer-feedback/essay`. The score is a number (product-spec §5);
 * null or -1 leaves the question unscored. Field names match what the feedback form shows.
 */
export const feedbackBodySchema = z.object({
  studentId: idSchema,
  questionId: idSchema,
  score: z.number({ error: 'scoreNotNumber' }).min(-1, 'scoreOutOfRange').nullable(),
  feedback: safeText('feedbackInvalid').max(FEEDBACK_MAX_LENGTH, 'feedbackTooLong').default(''),
  /**
   * The feedback version the teacher saw (the question's `feedbackVersion`): a save over a version
   * someone else changed since is refused (409 FEEDBACK.CHANGED_BY_SOMEONE_ELSE). Left out, the last
   * write wins (callers from before versions).
   */
  expectedVersion: z.number({ error: 'required' }).int('required').min(0, 'required').max(MAX_DATABASE_ID, 'required').optional(),
});

export const retakeParamsSchema = z.object({ assessmentId: idSchema, studentId: idSchema });
/** Optional for benchmarks: the new end of the time period (ISO 8601). */
export const retakeBodySchema = z.object({ endsAt: z.iso.datetime({ offset: true, error: 'dateInvalid' }).optional() }).optional();
