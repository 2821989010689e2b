import type { ComponentDraft } from '@application/authoring/lesson-content.use-cases';
import { audioChoiceOf } from '@domain/authoring/narration-ids';
import type { AudioChoice } from '@domain/authoring/lesson-content.schemas';
import type { BilingualAudio } from '@domain/content/bilingual.schemas';
import type { Language } from '@domain/shared/constants';

/*
 * Parts of the latest draft, found when a change runs rather than when it was asked for: a change
 * that rewrites one language of a bilingual value sends the other language as it is by then, so a
 * quick edit in English and then in Spanish never puts back the English text from before.
 */
const paragraphsOf = (draft: ComponentDraft) => draft.document.components.flatMap((c) => c.paragraphs);

export const componentIn = (draft: ComponentDraft, id: number) => draft.document.components.find((c) => c.id === id);
export const paragraphIn = (draft: ComponentDraft, id: number) => paragraphsOf(draft).find((p) => p.id === id);
export const routePointIn = (draft: ComponentDraft, id: number) => paragraphsOf(draft).flatMap((p) => p.routePoints).find((r) => r.id === id);
export const imageIn = (draft: ComponentDraft, id: number) =>
  paragraphsOf(draft)
    .flatMap((p) => [...p.images, ...p.routePoints.flatMap((r) => r.images)])
    .find((i) => i.id === id);

/** A bilingual value with one language replaced and the other kept. */
export function withLanguage(value: { readonly en: string; readonly es: string } | null | undefined, language: Language, text: string) {
  return { en: value?.en ?? '', es: value?.es ?? '', [language]: text };
}

/** Narration with one language's recording replaced (null when neither language has one); the other is sent back unchanged. */
export function withRecording(audio: BilingualAudio | null | undefined, language: Language, id: number | null): AudioChoice {
  const next = { ...(audioChoiceOf(audio ?? null) ?? { en: null, es: null }), [language]: id };
  return next.en === null && next.es === null ? null : next;
}
