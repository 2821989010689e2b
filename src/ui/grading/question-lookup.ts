import type { AssessmentView, QuestionView } from '@domain/assessment/student-view';

/** A question of the view with its number across every group (1-based), as the report numbers them. */
export interface FoundQuestion {
  readonly question: QuestionView;
  readonly number: number;
  readonly total: number;
}

export function findQuestion(view: AssessmentView, questionId: number): FoundQuestion | null {
  const all = view.groups.flatMap((g) => g.questions);
  const index = all.findIndex((q) => q.id === questionId);
  return index < 0 ? null : { question: all[index], number: index + 1, total: all.length };
}
