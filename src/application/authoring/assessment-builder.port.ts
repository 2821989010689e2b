import type {
  BlankBody,
  CreateEssayStepBody,
  CreateEssayTopicBody,
  CreateQuestionBody,
  MoveQuestionBody,
  OrganizerColumnBody,
  OrganizerElementBody,
  SaveAssessmentBody,
  SaveChoiceBody,
  SaveEssayStepBody,
  SaveEssayTopicBody,
  SaveQuestionBody,
  TagQuestionBody,
  VennElementBody,
} from '@domain/authoring/assessment-authoring.schemas';
import type { AssessmentDraft } from '@domain/authoring/assessment-authoring.responses';
import type { LessonDraft } from '@domain/authoring/lesson-content.responses';
import type { Standard } from '@domain/standards/standards.responses';
import type { ApiResult } from '../ports/api-result';

export type { AssessmentDraft };

/** A standard of the SOA/ELA list a question may be tagged with (`GET SOAStandard-List`, the standards' own answer). */
export type TaggableStandard = Standard;

/** The parts of a question that are lists of their own, each with its create, save and remove calls. */
export interface QuestionPartBodies {
  readonly 'venn-element': { readonly create: VennElementBody; readonly save: VennElementBody };
  readonly 'organizer-column': { readonly create: OrganizerColumnBody; readonly save: OrganizerColumnBody };
  readonly 'organizer-element': { readonly create: OrganizerElementBody; readonly save: OrganizerElementBody };
  readonly blank: { readonly create: BlankBody; readonly save: BlankBody };
  readonly 'essay-topic': { readonly create: Omit<CreateEssayTopicBody, 'questionId'>; readonly save: SaveEssayTopicBody };
  readonly 'essay-step': { readonly create: Omit<CreateEssayStepBody, 'questionId'>; readonly save: SaveEssayStepBody };
}
export type QuestionPart = keyof QuestionPartBodies;

/**
 * The assessment builders' calls (issue 15; api-spec §7.6). Every change names the owner's draft
 * version (the lesson's, or the benchmark set's) and answers the assessment's whole draft at its new
 * version; a stale version is refused with 409 and the draft as it is now (`current`).
 */
export interface AssessmentBuilderPort {
  /** `GET assessment/lesson/{lessonId}/backup`: null before the lesson has an assessment. */
  lessonDraft(lessonId: number): Promise<ApiResult<AssessmentDraft | null>>;
  /** `GET lesson/{lessonId}/{setId}/backup`: a benchmark set's assessment. */
  setDraft(lessonId: number, setId: number): Promise<ApiResult<AssessmentDraft>>;
  /** `POST assessment`. */
  createAssessment(lessonId: number): Promise<ApiResult<AssessmentDraft>>;
  /** `PUT assessment/{id}`. */
  saveAssessment(assessmentId: number, body: SaveAssessmentBody): Promise<ApiResult<AssessmentDraft>>;
  /** `POST assessment/{id}/question`. */
  createQuestion(assessmentId: number, body: CreateQuestionBody): Promise<ApiResult<AssessmentDraft>>;
  /** `PUT question/{id}`. */
  saveQuestion(questionId: number, body: SaveQuestionBody): Promise<ApiResult<AssessmentDraft>>;
  /** `PATCH question/{id}`. */
  moveQuestion(questionId: number, body: MoveQuestionBody): Promise<ApiResult<AssessmentDraft>>;
  /** `DELETE question/{id}?version=`. */
  removeQuestion(questionId: number, version: number): Promise<ApiResult<AssessmentDraft>>;
  /** `POST component/question/{questionId}/choice/{order}`. */
  createChoice(questionId: number, order: number, version: number): Promise<ApiResult<AssessmentDraft>>;
  /** `PATCH component/question/choice/{id}/change-name`. */
  saveChoice(choiceId: number, body: SaveChoiceBody): Promise<ApiResult<AssessmentDraft>>;
  /** `PATCH choice/{id}/correct`: the only correct one (multiple choice, boolean). */
  markCorrect(choiceId: number, version: number): Promise<ApiResult<AssessmentDraft>>;
  /** `PATCH component/question/multipleResponse/{id}/correct`: correct or not, the others as they are. */
  toggleCorrect(choiceId: number, version: number): Promise<ApiResult<AssessmentDraft>>;
  /** `DELETE component/question/choice/{id}?version=`. */
  removeChoice(choiceId: number, version: number): Promise<ApiResult<AssessmentDraft>>;
  /** Venn elements, organizer columns and elements, blanks, essay topics and steps: `POST …`. */
  createPart<K extends QuestionPart>(part: K, questionId: number, body: QuestionPartBodies[K]['create']): Promise<ApiResult<AssessmentDraft>>;
  /** `PUT …/{id}`. */
  savePart<K extends QuestionPart>(part: K, partId: number, body: QuestionPartBodies[K]['save']): Promise<ApiResult<AssessmentDraft>>;
  /** `DELETE …/{id}?version=`. */
  removePart(part: QuestionPart, partId: number, version: number): Promise<ApiResult<AssessmentDraft>>;
  /** `POST question/{id}/teks`. */
  tagQuestion(questionId: number, body: TagQuestionBody): Promise<ApiResult<AssessmentDraft>>;
  /** `DELETE teks/{id}?version=`. */
  removeTag(tagId: number, version: number): Promise<ApiResult<AssessmentDraft>>;
  /** `PUT component/{componentId}/assessmentgroup` (the lesson's version): answers the lesson's draft. */
  showGroup(componentId: number, version: number, assessmentGroupNumber: number): Promise<ApiResult<LessonDraft>>;
  /** `GET SOAStandard-List`: the standards a question may be tagged with. */
  listStandards(): Promise<ApiResult<readonly TaggableStandard[]>>;
}
