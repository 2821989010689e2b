import { z } from 'zod';
import { QUESTION_TYPES, VENN_REGIONS } from '../assessment/question.schemas';
import { MAX_DATABASE_ID, idSchema, safeText } from '../shared/schema-kit';
import { draftVersionSchema } from './authoring.schemas';
import { audioChoiceSchema, bilingualPlainSchema } from './lesson-content.schemas';

/*
 * The assessment builders' requests (issue 15; api-spec §7.6; product-spec §3 "Assessment group,
 * question and choices", §5 "Assessments"). Every change carries the owner's draft version the editor
 * loaded (`version`; DELETEs carry it as `?version=`, versionQuerySchema) and answers the whole
 * AssessmentDraft (assessment-authoring.responses.ts). Texts: rich text (instruction, primary text
 * source, directions, suggested answer, rubric, response text, essay step content) is HTML the server
 * sanitises; short texts (choices, labels, column names, topics, step titles, blanks' answers) are plain.
 */

const versioned = { version: draftVersionSchema };
/**
 * Rich text per language, refusing what a database text cannot hold (NUL, half an emoji) with a 400:
 * the assessment's values are written as given and sanitised for HTML only (the lesson builder's
 * pages clean such characters instead; docs/decisions.md "Assessment builders, server").
 */
const bilingualRichSchema = z.object({ en: safeText().max(100_000), es: safeText().max(100_000) });
const position = z.number().int().min(1).max(MAX_DATABASE_ID);
/** A choice, label, column name, topic or step title per language; English required. */
export const bilingualShortSchema = z.object({ en: safeText().trim().min(1, 'required').max(500), es: safeText().trim().max(500) });
export type BilingualShort = z.infer<typeof bilingualShortSchema>;

/** `POST assessment`: the lesson the assessment belongs to ("a lesson must be selected", §5). */
export const createAssessmentBodySchema = z.object({ lessonId: idSchema });
export type CreateAssessmentBody = z.infer<typeof createAssessmentBodySchema>;

/** `PUT assessment/{id}`: the directions shown above the questions. */
export const saveAssessmentBodySchema = z.object({ ...versioned, directions: bilingualRichSchema.nullable() });
export type SaveAssessmentBody = z.infer<typeof saveAssessmentBodySchema>;

/**
 * `POST assessment/{id}/question`: a new question of a type at the end of section `groupNumber`
 * (made when missing). At most one essay and one Venn diagram per assessment (§5): a third is 409.
 */
export const createQuestionBodySchema = z.object({
  ...versioned,
  type: z.enum(QUESTION_TYPES, { error: 'optionRequired' }),
  groupNumber: z.number().int().min(1).max(50).default(1),
});
export type CreateQuestionBody = z.input<typeof createQuestionBodySchema>;

/**
 * `PUT question/{id}`: the question's own fields (those its type uses); every field optional, what
 * is left out stays. Images are uploaded asset ids (`POST images`); audio, asset ids per language.
 */
export const questionFieldsSchema = z.object({
  points: z.number().positive().max(100),
  instruction: bilingualRichSchema.nullable(),
  instructionAudio: audioChoiceSchema,
  primaryTextSource: bilingualRichSchema.nullable(),
  primarySourceAudio: audioChoiceSchema,
  audio: audioChoiceSchema,
  imageId: idSchema.nullable(),
  primarySetImageId: idSchema.nullable(),
  secondarySetImageId: idSchema.nullable(),
  primarySetLabel: bilingualShortSchema.nullable(),
  secondarySetLabel: bilingualShortSchema.nullable(),
  suggestedAnswer: bilingualRichSchema.nullable(),
  rubric: bilingualRichSchema.nullable(),
  responseText: bilingualRichSchema.nullable(),
  /** Cloze sentence / fill-in-blank paragraph: the text with its blanks marked `[[n]]`. */
  content: bilingualRichSchema.nullable(),
});
export const saveQuestionBodySchema = questionFieldsSchema.partial().extend(versioned);
export type QuestionFields = z.infer<typeof questionFieldsSchema>;
export type SaveQuestionBody = z.infer<typeof saveQuestionBodySchema>;

/** `PATCH question/{id}`: move within its section to `order` (1-based); the rest renumber from 1. */
export const moveQuestionBodySchema = z.object({ ...versioned, order: position });
export type MoveQuestionBody = z.infer<typeof moveQuestionBodySchema>;

/** `POST choice/{questionId}` and `POST component/question/{questionId}/choice/{order}`: a new empty choice (at `order`, default the end). */
export const createChoiceBodySchema = z.object({ ...versioned, text: bilingualShortSchema.optional() });
export type CreateChoiceBody = z.infer<typeof createChoiceBodySchema>;

/** `PATCH choice/{id}/change-name`: the choice's text. */
export const renameChoiceBodySchema = z.object({ ...versioned, name: bilingualShortSchema });
export type RenameChoiceBody = z.infer<typeof renameChoiceBodySchema>;

/** `PATCH component/question/choice/{id}/change-name`: text, narration, why it is right or wrong, and its number. */
export const saveChoiceBodySchema = z.object({
  ...versioned,
  name: bilingualShortSchema,
  choiceAudio: audioChoiceSchema,
  responseText: bilingualRichSchema.nullable(),
  responseAudio: audioChoiceSchema,
  choiceNumber: position,
});
export type SaveChoiceBody = z.infer<typeof saveChoiceBodySchema>;

/** `PATCH choice/{id}/correct` (the only correct one) and `.../multipleResponse/{id}/correct` (toggles). */
export const versionedBodySchema = z.object(versioned);
export type VersionedBody = z.infer<typeof versionedBodySchema>;

/** Accepted answers of a blank per language (compared after normalisation, scoring.ts). */
const acceptedSchema = z.array(safeText().trim().min(1, 'required').max(200)).min(1, 'required').max(20);

/** `POST`/`PUT venn-diagram-element`: an element's text and the region it belongs in. */
export const vennElementBodySchema = z.object({ ...versioned, content: bilingualShortSchema, region: z.enum(VENN_REGIONS, { error: 'optionRequired' }) });
export type VennElementBody = z.infer<typeof vennElementBodySchema>;

/** `POST`/`PUT component/question/…/typef-column`: a graphic organizer column's name. */
export const organizerColumnBodySchema = z.object({ ...versioned, columnName: bilingualShortSchema });
export type OrganizerColumnBody = z.infer<typeof organizerColumnBodySchema>;

/** `POST`/`PUT component/question/…/typef-element`: an element's text and the column it belongs in. */
export const organizerElementBodySchema = z.object({ ...versioned, content: bilingualShortSchema, columnId: idSchema });
export type OrganizerElementBody = z.infer<typeof organizerElementBodySchema>;

/** `POST`/`PUT component/question/…/fill-in-blank-element`: a blank's accepted answers per language (and an optional hint). */
export const blankBodySchema = z.object({
  ...versioned,
  content: bilingualPlainSchema.nullable().default(null),
  accepted: z.object({ en: acceptedSchema, es: acceptedSchema }),
});
export type BlankBody = z.input<typeof blankBodySchema>;

/** `POST component/question/essay/essay-topics`: a topic of an essay at `topicOrder` (default the end). */
export const createEssayTopicBodySchema = z.object({ ...versioned, questionId: idSchema, topicOrder: position.optional(), title: bilingualShortSchema });
export const saveEssayTopicBodySchema = z.object({ ...versioned, title: bilingualShortSchema, order: position.optional() });
export type CreateEssayTopicBody = z.infer<typeof createEssayTopicBodySchema>;
export type SaveEssayTopicBody = z.infer<typeof saveEssayTopicBodySchema>;

/** `POST component/question/essay/essay-steps`: a step of an essay (title, guidance, narration). */
const essayStepFields = { title: bilingualShortSchema, content: bilingualRichSchema.nullable(), stepAudio: audioChoiceSchema, order: position.optional() };
export const createEssayStepBodySchema = z.object({ ...versioned, questionId: idSchema, ...essayStepFields });
export const saveEssayStepBodySchema = z.object({ ...versioned, ...essayStepFields });
export type CreateEssayStepBody = z.infer<typeof createEssayStepBodySchema>;
export type SaveEssayStepBody = z.infer<typeof saveEssayStepBodySchema>;

/**
 * `POST question/{id}/teks` and `component/question/{id}/teks`: tag the question with a standard of
 * the SOA/ELA list ("the SOA standard input must be proper"; tagging it twice: "different SOA
 * standards must be chosen", §5).
 */
export const tagQuestionBodySchema = z.object({ ...versioned, standardId: idSchema });
export type TagQuestionBody = z.infer<typeof tagQuestionBodySchema>;

/** `PUT component/{componentId}/assessmentgroup`: which section an assessment-group component shows. */
export const assessmentGroupBodySchema = z.object({ ...versioned, assessmentGroupNumber: z.number().int().min(1).max(50) });
export type AssessmentGroupBody = z.infer<typeof assessmentGroupBodySchema>;
