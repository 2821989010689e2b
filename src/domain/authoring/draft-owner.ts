import type { ComponentDraft } from './story-authoring.responses';

/** Whose components a draft holds. Plain, so a builder names a draft's owner without loading the answers' schemas (zod). */
export type DraftOwner = { readonly kind: 'lesson'; readonly id: number } | { readonly kind: 'story'; readonly id: number };

/** The owner of a draft, with its unit. */
export function draftOwnerOf(draft: ComponentDraft): DraftOwner & { readonly unitId: number } {
  return 'lesson' in draft
    ? { kind: 'lesson', id: draft.lesson.id, unitId: draft.lesson.unitId }
    : { kind: 'story', id: draft.story.id, unitId: draft.story.unitId };
}
