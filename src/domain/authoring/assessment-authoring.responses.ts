import { z } from 'zod';
import { ASSESSMENT_KINDS } from '../assessment/assessment.schemas';
import {
  QUESTION_TYPES,
  VENN_REGIONS,
  choiceSchema,
  essayStepSchema,
  essayTopicSchema,
  organizerColumnSchema,
  questionRoutePointSchema,
} from '../assessment/question.schemas';
import { bilingualAudioSchema, bilingualTextSchema, imageAssetSchema } from '../content/bilingual.schemas';
import { PUBLISH_STATES } from './authoring.responses';

/*
 * The assessment builders' answers (issue 15; api-spec §7.6). `GET assessment/{id}/backup`,
 * `GET assessment/lesson/{lessonId}/backup`, `GET lesson/{id}/{setId}/backup` and every change of
 * §7.6 answer with the assessment's whole draft at its owner's new draft version (the lesson's, or
 * the benchmark set's for a set's assessment), so a second editor's stale change is refused with 409
 * and the draft as it is now — the lesson builder's pattern (docs/decisions.md "Lesson content is
 * one draft"). Unlike the published document (assessment.schemas.ts) a draft may be incomplete: a
 * multiple-choice question without its correct choice yet, a Venn element without its region. What
 * would stop a publish is listed in `problems`, worked out by the same checks publish runs.
 */

const id = z.number().int().positive();
const order = z.number().int().min(1);

/** A tag of a question: a standard of the SOA/ELA list (`standardId`; null for tags older than the list). */
export const questionTagSchema = z.object({ id, standardId: id.nullable(), code: z.string(), description: z.string().nullable() });
export type QuestionTag = z.infer<typeof questionTagSchema>;

/**
 * An element of a Venn diagram (`region`), of a graphic organizer (`columnId`) or a blank of a cloze
 * sentence or fill-in-blank paragraph (`accepted`, its accepted answers per language; numbered by
 * `order`, marked `[[n]]` in the question's content). Fields a type does not use are null / empty.
 */
export const questionElementDraftSchema = z.object({
  id,
  order,
  content: bilingualTextSchema.nullable(),
  region: z.enum(VENN_REGIONS).nullable(),
  columnId: id.nullable(),
  accepted: z.object({ en: z.array(z.string()), es: z.array(z.string()) }),
});
export type QuestionElementDraft = z.infer<typeof questionElementDraftSchema>;

/** One question as the builder edits it: every field of product-spec §3, the lists its type uses. */
export const questionDraftSchema = z.object({
  id,
  order,
  type: z.enum(QUESTION_TYPES),
  points: z.number().positive().max(100),
  instruction: bilingualTextSchema.nullable(),
  instructionAudio: bilingualAudioSchema.nullable(),
  primaryTextSource: bilingualTextSchema.nullable(),
  primarySourceAudio: bilingualAudioSchema.nullable(),
  audio: bilingualAudioSchema.nullable(),
  image: imageAssetSchema.nullable(),
  primarySetImage: imageAssetSchema.nullable(),
  secondarySetImage: imageAssetSchema.nullable(),
  /** Venn diagram set labels. */
  primarySetLabel: bilingualTextSchema.nullable(),
  secondarySetLabel: bilingualTextSchema.nullable(),
  suggestedAnswer: bilingualTextSchema.nullable(),
  rubric: bilingualTextSchema.nullable(),
  responseText: bilingualTextSchema.nullable(),
  /** Cloze sentence / fill-in-blank paragraph text with its `[[n]]` blanks. */
  content: bilingualTextSchema.nullable(),
  teksList: z.array(questionTagSchema),
  routePoints: z.array(questionRoutePointSchema),
  /** Choices of choice questions; a cloze sentence's word bank (never correct). */
  choices: z.array(choiceSchema),
  /** Graphic organizer (type F) columns. */
  columns: z.array(organizerColumnSchema),
  elements: z.array(questionElementDraftSchema),
  steps: z.array(essayStepSchema),
  topics: z.array(essayTopicSchema),
});
export type QuestionDraft = z.infer<typeof questionDraftSchema>;

/** A section: the questions one `assessment-group` component shows (`groupNumber`), in order. */
export const assessmentSectionDraftSchema = z.object({
  id,
  groupNumber: z.number().int().positive(),
  order,
  title: bilingualTextSchema.nullable(),
  questions: z.array(questionDraftSchema),
});
export type AssessmentSectionDraft = z.infer<typeof assessmentSectionDraftSchema>;

export const assessmentDraftSchema = z.object({
  id,
  lessonId: id,
  unitId: id,
  lessonTypeId: z.number().int().min(1).max(8),
  kind: z.enum(ASSESSMENT_KINDS),
  benchmarkSetId: id.nullable(),
  /** The owner's draft version (the lesson's, or the benchmark set's): every change sends it back. */
  version: z.number().int().min(1),
  /** The owner's publish state: the assessment reaches students with the lesson's (or the set's) publish. */
  publishState: z.enum(PUBLISH_STATES),
  directions: bilingualTextSchema.nullable(),
  sections: z.array(assessmentSectionDraftSchema),
  /** What would stop a publish now, in the publish check's words (empty: it can be published). */
  problems: z.array(z.string()),
});
export type AssessmentDraft = z.infer<typeof assessmentDraftSchema>;

/** `GET assessment/lesson/{lessonId}/backup`: the lesson's assessment draft, or null before one is added. */
export const lessonAssessmentDraftSchema = assessmentDraftSchema.nullable();
