import type { BilingualShort, QuestionFields, SaveChoiceBody } from '@domain/authoring/assessment-authoring.schemas';
import type { LessonDraft } from '@domain/authoring/lesson-content.responses';
import type { BilingualPlain, BilingualRich } from '@domain/authoring/lesson-content.schemas';
import type { QuestionType, VennRegion } from '@domain/assessment/question.schemas';
import type { ApiResult } from '../ports/api-result';
import type { AssessmentBuilderPort, AssessmentDraft, QuestionPart, QuestionPartBodies, TaggableStandard } from './assessment-builder.port';

export type { AssessmentDraft, QuestionPart, TaggableStandard };

/** Which assessment the builder is open on: a lesson's own, or a benchmark set's (on its benchmark lesson). */
export type AssessmentDraftSource = { readonly lessonId: number; readonly setId?: number };

type Draft = Promise<ApiResult<AssessmentDraft>>;
type Without<B> = Omit<B, 'version'>;
/** A choice's fields as the creator edits them (its text, narration, why it is right or wrong, its number). */
export type ChoiceFields = Without<SaveChoiceBody>;
export type PartFields<K extends QuestionPart> = Without<QuestionPartBodies[K]['save']>;

/**
 * What a content creator does in an assessment builder (issue 15; product-spec §3 "Assessment group,
 * question and choices", §5). Every change takes the draft version the builder shows and answers the
 * whole draft at its new version.
 */
export interface AssessmentBuilderUseCases {
  /** The assessment's draft, or null when the lesson has none yet (a benchmark set always has one). */
  openAssessment(source: AssessmentDraftSource): Promise<ApiResult<AssessmentDraft | null>>;
  addAssessment(lessonId: number): Draft;
  saveDirections(assessmentId: number, version: number, directions: BilingualRich | null): Draft;
  addQuestion(assessmentId: number, version: number, type: QuestionType, groupNumber: number): Draft;
  editQuestion(questionId: number, version: number, fields: Partial<QuestionFields>): Draft;
  moveQuestion(questionId: number, version: number, order: number): Draft;
  removeQuestion(questionId: number, version: number): Draft;
  /** A new empty choice at the end of the question's choices (`order`: its number). */
  addChoice(questionId: number, version: number, order: number): Draft;
  editChoice(choiceId: number, version: number, fields: ChoiceFields): Draft;
  /** Multiple choice and true/false: this choice becomes the only correct one. */
  chooseCorrectChoice(choiceId: number, version: number): Draft;
  /** Multiple response: this choice becomes correct, or no longer correct; the others stay as they are. */
  toggleCorrectChoice(choiceId: number, version: number): Draft;
  removeChoice(choiceId: number, version: number): Draft;
  addVennElement(questionId: number, version: number, content: BilingualShort, region: VennRegion): Draft;
  addOrganizerColumn(questionId: number, version: number, columnName: BilingualShort): Draft;
  addOrganizerElement(questionId: number, version: number, content: BilingualShort, columnId: number): Draft;
  addBlank(questionId: number, version: number, accepted: { en: string[]; es: string[] }, hint?: BilingualPlain | null): Draft;
  addEssayTopic(questionId: number, version: number, title: BilingualShort): Draft;
  addEssayStep(questionId: number, version: number, title: BilingualShort): Draft;
  /** Saves one listed part (a Venn element, a column, an organizer element, a blank, an essay topic or step). */
  editPart<K extends QuestionPart>(part: K, partId: number, version: number, fields: PartFields<K>): Draft;
  removePart(part: QuestionPart, partId: number, version: number): Draft;
  tagQuestion(questionId: number, version: number, standardId: number): Draft;
  untagQuestion(tagId: number, version: number): Draft;
  /** Which section a lesson's assessment-group component shows (the lesson's version; answers the lesson's draft). */
  showAssessmentGroup(componentId: number, lessonVersion: number, groupNumber: number): Promise<ApiResult<LessonDraft>>;
  listStandards(): Promise<ApiResult<readonly TaggableStandard[]>>;
}

export function createAssessmentBuilderUseCases(port: AssessmentBuilderPort): AssessmentBuilderUseCases {
  return {
    openAssessment: (source) => (source.setId ? port.setDraft(source.lessonId, source.setId) : port.lessonDraft(source.lessonId)),
    addAssessment: (lessonId) => port.createAssessment(lessonId),
    saveDirections: (assessmentId, version, directions) => port.saveAssessment(assessmentId, { version, directions }),
    addQuestion: (assessmentId, version, type, groupNumber) => port.createQuestion(assessmentId, { version, type, groupNumber }),
    editQuestion: (questionId, version, fields) => port.saveQuestion(questionId, { ...fields, version }),
    moveQuestion: (questionId, version, order) => port.moveQuestion(questionId, { version, order }),
    removeQuestion: (questionId, version) => port.removeQuestion(questionId, version),
    addChoice: (questionId, version, order) => port.createChoice(questionId, order, version),
    editChoice: (choiceId, version, fields) => port.saveChoice(choiceId, { ...fields, version }),
    chooseCorrectChoice: (choiceId, version) => port.markCorrect(choiceId, version),
    toggleCorrectChoice: (choiceId, version) => port.toggleCorrect(choiceId, version),
    removeChoice: (choiceId, version) => port.removeChoice(choiceId, version),
    addVennElement: (questionId, version, content, region) => port.createPart('venn-element', questionId, { version, content, region }),
    addOrganizerColumn: (questionId, version, columnName) => port.createPart('organizer-column', questionId, { version, columnName }),
    addOrganizerElement: (questionId, version, content, columnId) => port.createPart('organizer-element', questionId, { version, content, columnId }),
    addBlank: (questionId, version, accepted, hint = null) => port.createPart('blank', questionId, { version, accepted, content: hint }),
    addEssayTopic: (questionId, version, title) => port.createPart('essay-topic', questionId, { version, title }),
    addEssayStep: (questionId, version, title) => port.createPart('essay-step', questionId, { version, title, content: null, stepAudio: null }),
    editPart: (part, partId, version, fields) => port.savePart(part, partId, { ...fields, version } as QuestionPartBodies[typeof part]['save']),
    removePart: (part, partId, version) => port.removePart(part, partId, version),
    tagQuestion: (questionId, version, standardId) => port.tagQuestion(questionId, { version, standardId }),
    untagQuestion: (tagId, version) => port.removeTag(tagId, version),
    showAssessmentGroup: (componentId, lessonVersion, groupNumber) => port.showGroup(componentId, lessonVersion, groupNumber),
    listStandards: () => port.listStandards(),
  };
}
