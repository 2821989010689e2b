import type { QuestionFields } from '@domain/authoring/assessment-authoring.schemas';
import type { QuestionDraft } from '@domain/authoring/assessment-authoring.responses';
import { useAssessmentSave } from '../assessment-draft.queries';
import { questionIn } from './assessment-parts';

/** Saves some of a question's own fields (`PUT question/{id}`), worked out from the question as it is when the change runs. */
export function useQuestionSave(questionId: number) {
  const save = useAssessmentSave();
  return (fields: (latest: QuestionDraft | undefined) => Partial<QuestionFields>) =>
    save((builder, version, latest) => builder.editQuestion(questionId, version, fields(questionIn(latest, questionId))));
}
