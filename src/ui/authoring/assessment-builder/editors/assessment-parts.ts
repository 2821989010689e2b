import type { AssessmentDraft } from '@application/authoring/assessment-builder.use-cases';
import type { ChoiceFields } from '@application/authoring/assessment-builder.use-cases';
import { audioChoiceOf } from '@domain/authoring/narration-ids';
import type { BilingualText } from '@domain/content/bilingual.schemas';

/*
 * Parts of the latest draft, found when a change runs rather than when it was asked for: a change
 * that rewrites one language sends the other as it is by then (the lesson builder's draft-parts.ts).
 */
export const questionsOf = (draft: AssessmentDraft) => draft.sections.flatMap((s) => s.questions);
export const questionIn = (draft: AssessmentDraft, id: number) => questionsOf(draft).find((q) => q.id === id);
export const choiceIn = (draft: AssessmentDraft, id: number) => questionsOf(draft).flatMap((q) => q.choices).find((c) => c.id === id);

/** A bilingual text as a request takes it (no id), empty when missing. */
export const plainOf = (text: BilingualText | null | undefined) => ({ en: text?.en ?? '', es: text?.es ?? '' });
/** A rich text as a request takes it: null when both languages are empty. */
export const richOf = (text: { readonly en: string; readonly es: string } | null | undefined) => (text && (text.en.trim() || text.es.trim()) ? { en: text.en, es: text.es } : null);

/** Every field of a choice as `PATCH …/change-name` takes it, from the choice as the draft holds it. */
export function choiceFieldsOf(choice: AssessmentDraft['sections'][number]['questions'][number]['choices'][number]): ChoiceFields {
  return {
    name: plainOf(choice.text),
    choiceAudio: audioChoiceOf(choice.choiceAudio),
    responseText: richOf(choice.responseText),
    responseAudio: audioChoiceOf(choice.responseAudio),
    choiceNumber: choice.choiceNumber,
  };
}
