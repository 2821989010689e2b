import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ComponentDraft, LessonContentUseCases } from '@application/authoring/lesson-content.use-cases';
import type { ApiResult } from '@application/ports/api-result';
import type { DraftOwner } from '@domain/authoring/draft-owner';
import { useServices } from '../../app/services-context';
import { dataOf, failureOf, savedOf } from '../../app/server-state/api-result-query';
import { authoringKeys } from '../authoring.queries';

/** The drafts the component builder edits (a lesson's or a unit story's), under the back office's key so a publish or a unit change makes them stale too. */
export const lessonDraftKeys = {
  all: () => [...authoringKeys.all, 'lessonDraft'] as const,
  lesson: (lessonId: number) => [...lessonDraftKeys.all(), lessonId] as const,
  story: (storyId: number) => [...lessonDraftKeys.all(), 'story', storyId] as const,
  of: (owner: DraftOwner) => (owner.kind === 'lesson' ? lessonDraftKeys.lesson(owner.id) : lessonDraftKeys.story(owner.id)),
};

export const lessonDraftQueries = {
  /** Other creators edit too: asked again each time the builder or a preview opens. */
  lesson: (content: LessonContentUseCases, lessonId: number) =>
    queryOptions({ queryKey: lessonDraftKeys.lesson(lessonId), queryFn: () => dataOf(content.openLessonDraft(lessonId)), staleTime: 0 }),
  story: (content: LessonContentUseCases, storyId: number) =>
    queryOptions({ queryKey: lessonDraftKeys.story(storyId), queryFn: () => dataOf(content.openStoryDraft(storyId)), staleTime: 0 }),
};

/** A lesson's or story's draft as the server answers it (a stale refusal's `current` is one too). */
const isDraft = (value: unknown): value is ComponentDraft => {
  const draft = value as Partial<Record<'lesson' | 'story' | 'document', unknown>> | undefined;
  return Boolean(draft?.document && (draft.lesson || draft.story));
};

/**
 * One change to a lesson's or story's draft. The answer is the owner's whole draft at its new
 * version: it replaces the cached draft at once (the next change names that version). A stale refusal
 * carries the draft as it is now (`current`): that replaces the cache too, so the builder shows the
 * other creator's work and the next change is based on it. The unit builder's row (component count,
 * publish state) is made stale.
 *
 * `change` receives the use cases and the version the builder shows.
 */
export function useLessonDraftChange<V>(
  owner: DraftOwner,
  unitId: number,
  change: (content: LessonContentUseCases, version: number, variables: V) => Promise<ApiResult<ComponentDraft>>,
) {
  const { lessonContent } = useServices();
  const client = useQueryClient();
  const key = lessonDraftKeys.of(owner);
  const keep = (draft: ComponentDraft) => {
    client.setQueryData(key, draft);
    void client.invalidateQueries({ queryKey: authoringKeys.unit(unitId) });
  };
  return useMutation({
    mutationFn: (variables: V) => {
      const version = client.getQueryData<ComponentDraft>(key)?.document.version;
      if (version === undefined) throw new Error('The draft is not loaded');
      return savedOf(change(lessonContent, version, variables));
    },
    onSuccess: (saved) => keep(saved.data),
    onError: (error) => {
      // The server answers a stale change with the draft as it is now (the same shape as a success).
      const current = failureOf(error)?.current;
      if (isDraft(current)) keep(current);
    },
  });
}
