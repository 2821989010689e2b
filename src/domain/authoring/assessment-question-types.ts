import { limitProblems } from '../assessment/assessment-limits';
import { QUESTION_TYPES, type QuestionType } from '../assessment/question-types';
import type { AssessmentDraft } from './assessment-authoring.responses';

/** A type the "Add question" menu offers, or why it is not offered now (§5: one essay, one Venn diagram). */
export type QuestionTypeOption = { readonly type: QuestionType; readonly available: true } | { readonly type: QuestionType; readonly available: false; readonly reason: 'limitReached' };

/**
 * The nine question types and whether one more of each may be added to the assessment: a type the
 * §5 limits count (essay, Venn diagram) is refused once adding it would break them — the same
 * `limitProblems` check publish and the server run, so the menu never offers what would be refused.
 */
export function questionTypesAvailable(draft: Pick<AssessmentDraft, 'sections'>): QuestionTypeOption[] {
  const questions = draft.sections.flatMap((s) => s.questions);
  return QUESTION_TYPES.map((type) =>
    limitProblems([...questions, { type }]).length > limitProblems(questions).length ? { type, available: false, reason: 'limitReached' } : { type, available: true },
  );
}
