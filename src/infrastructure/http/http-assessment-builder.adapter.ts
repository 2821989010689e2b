import type { AssessmentBuilderPort, AssessmentDraft, QuestionPart, TaggableStandard } from '@application/authoring/assessment-builder.port';
import type { LessonDraft } from '@domain/authoring/lesson-content.responses';
import type { ApiClient } from './api-client';

/** Where each listed part of a question is created (by its question) and saved or removed (by its own id). */
const PART_PATHS: Readonly<Record<QuestionPart, { readonly create: (questionId: number) => string; readonly item: string }>> = {
  'venn-element': { create: (q) => `/venn-diagram-element/${q}`, item: '/venn-diagram-element' },
  'organizer-column': { create: (q) => `/component/question/${q}/typef-column`, item: '/component/question/typef-column' },
  'organizer-element': { create: (q) => `/component/question/${q}/typef-element`, item: '/component/question/typef-element' },
  blank: { create: (q) => `/component/question/${q}/fill-in-blank-element`, item: '/component/question/fill-in-blank-element' },
  // Essay topics and steps name their question in the body, not the path.
  'essay-topic': { create: () => '/component/question/essay/essay-topics', item: '/component/question/essay/essay-topics' },
  'essay-step': { create: () => '/component/question/essay/essay-steps', item: '/component/question/essay/essay-steps' },
};
const namesQuestionInBody = (part: QuestionPart) => part === 'essay-topic' || part === 'essay-step';

/** The assessment builders' calls (api-spec §7.6; issue 15). */
export function createHttpAssessmentBuilder(api: ApiClient): AssessmentBuilderPort {
  const draft = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown) => api.call<AssessmentDraft>(method, path, body);
  const removal = (path: string, version: number) => draft('DELETE', `${path}?version=${version}`);
  return {
    lessonDraft: (lessonId) => api.call<AssessmentDraft | null>('GET', `/assessment/lesson/${lessonId}/backup`),
    setDraft: (lessonId, setId) => draft('GET', `/lesson/${lessonId}/${setId}/backup`),
    createAssessment: (lessonId) => draft('POST', '/assessment', { lessonId }),
    saveAssessment: (assessmentId, body) => draft('PUT', `/assessment/${assessmentId}`, body),
    createQuestion: (assessmentId, body) => draft('POST', `/assessment/${assessmentId}/question`, body),
    saveQuestion: (questionId, body) => draft('PUT', `/question/${questionId}`, body),
    moveQuestion: (questionId, body) => draft('PATCH', `/question/${questionId}`, body),
    removeQuestion: (questionId, version) => removal(`/question/${questionId}`, version),
    createChoice: (questionId, order, version) => draft('POST', `/component/question/${questionId}/choice/${order}`, { version }),
    saveChoice: (choiceId, body) => draft('PATCH', `/component/question/choice/${choiceId}/change-name`, body),
    markCorrect: (choiceId, version) => draft('PATCH', `/choice/${choiceId}/correct`, { version }),
    toggleCorrect: (choiceId, version) => draft('PATCH', `/component/question/multipleResponse/${choiceId}/correct`, { version }),
    removeChoice: (choiceId, version) => removal(`/component/question/choice/${choiceId}`, version),
    createPart: (part, questionId, body) => draft('POST', PART_PATHS[part].create(questionId), namesQuestionInBody(part) ? { ...body, questionId } : body),
    savePart: (part, partId, body) => draft('PUT', `${PART_PATHS[part].item}/${partId}`, body),
    removePart: (part, partId, version) => removal(`${PART_PATHS[part].item}/${partId}`, version),
    tagQuestion: (questionId, body) => draft('POST', `/question/${questionId}/teks`, body),
    removeTag: (tagId, version) => removal(`/teks/${tagId}`, version),
    showGroup: (componentId, version, assessmentGroupNumber) => api.call<LessonDraft>('PUT', `/component/${componentId}/assessmentgroup`, { version, assessmentGroupNumber }),
    listStandards: () => api.call<readonly TaggableStandard[]>('GET', '/SOAStandard-List'),
  };
}
