import { MAX_ESSAYS_PER_ASSESSMENT, MAX_VENN_DIAGRAMS_PER_ASSESSMENT } from '../shared/constants';
import type { QuestionType } from './question-types';

/**
 * Counts of the types product-spec §5 limits per assessment. Plain (no zod): the published document's
 * schema checks with it, and the builder's "Add question" menu asks it before offering a type.
 */
export function limitProblems(questions: readonly { readonly type: QuestionType }[]): string[] {
  const problems: string[] = [];
  if (questions.filter((q) => q.type === 'essay').length > MAX_ESSAYS_PER_ASSESSMENT) problems.push(`at most ${MAX_ESSAYS_PER_ASSESSMENT} essay per assessment`);
  if (questions.filter((q) => q.type === 'venn-diagram').length > MAX_VENN_DIAGRAMS_PER_ASSESSMENT) {
    problems.push(`at most ${MAX_VENN_DIAGRAMS_PER_ASSESSMENT} Venn diagram per assessment`);
  }
  return problems;
}
