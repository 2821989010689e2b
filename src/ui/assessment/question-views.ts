import type { BilingualAudio, BilingualText } from '@domain/content/bilingual.schemas';
import type { VennRegion } from '@domain/assessment/question.schemas';
import type { ChoiceView, QuestionView } from '@domain/assessment/student-view';

/**
 * The type-specific fields of a student's question view (student-view.ts redacts the keys until the
 * question is submitted, so every key field here may be null). `QuestionView` keeps only the fields
 * all types share; each renderer narrows to its own shape with these.
 */
export type ChoiceQuestionView = QuestionView & { readonly choices: ChoiceView[] };

export interface VennElementView {
  readonly id: number;
  readonly order: number;
  readonly content: BilingualText;
  readonly correctAnswerSet: VennRegion | null;
}
export type VennQuestionView = QuestionView & {
  readonly primarySetLabel: BilingualText;
  readonly secondarySetLabel: BilingualText;
  readonly elements: readonly VennElementView[];
};

export interface OrganizerColumnView {
  readonly id: number;
  readonly order: number;
  readonly columnName: BilingualText;
}
export interface OrganizerElementView {
  readonly id: number;
  readonly order: number;
  readonly content: BilingualText;
  /** The id of the column the element belongs in. */
  readonly correctAnswerSet: number | null;
}
export type OrganizerQuestionView = QuestionView & { readonly columns: readonly OrganizerColumnView[]; readonly elements: readonly OrganizerElementView[] };

export interface BlankView {
  readonly id: number;
  readonly number: number;
  /** A hint shown beside the blank. */
  readonly content: BilingualText | null;
  readonly correctAnswerSet: { readonly en: readonly string[]; readonly es: readonly string[] } | null;
}
export type BlankQuestionView = QuestionView & { readonly content: BilingualText; readonly blanks: readonly BlankView[]; readonly wordBank?: readonly ChoiceView[] };

export interface EssayStepView {
  readonly id: number;
  readonly order: number;
  readonly title: BilingualText;
  readonly content: BilingualText | null;
  readonly stepAudio: BilingualAudio | null;
}
export interface EssayTopicView {
  readonly id: number;
  readonly order: number;
  readonly title: BilingualText;
}
export type EssayQuestionView = QuestionView & { readonly steps: readonly EssayStepView[]; readonly topics: readonly EssayTopicView[] };

/** Items in their authored order. */
export function byOrder<T extends { readonly order: number }>(items: readonly T[] | undefined): T[] {
  return [...(items ?? [])].sort((a, b) => a.order - b.order);
}

export function byChoiceNumber(choices: readonly ChoiceView[] | undefined): ChoiceView[] {
  return [...(choices ?? [])].sort((a, b) => a.choiceNumber - b.choiceNumber);
}
