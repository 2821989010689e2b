import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { LessonContentUseCases, LessonDraft } from '@application/authoring/lesson-content.use-cases';
import type { ApiResult } from '@application/ports/api-result';
import { useServices } from '../../app/services-context';
import { dataOf, failureOf, savedOf } from '../../app/server-state/api-result-query';
import { authoringKeys } from '../authoring.queries';

/** A lesson's draft, under the unit builder's key so a publish or a lesson change makes it stale too. */
export const lessonDraftKeys = {
  all: () => [...authoringKeys.all, 'lessonDraft'] as const,
  lesson: (lessonId: number) => [...lessonDraftKeys.all(), lessonId] as const,
};

export const lessonDraftQueries = {
  /** Other creators edit too: asked again each time the builder or a preview opens. */
  lesson: (content: LessonContentUseCases, lessonId: number) =>
    queryOptions({ queryKey: lessonDraftKeys.lesson(lessonId), queryFn: () => dataOf(content.openLessonDraft(lessonId)), staleTime: 0 }),
};

/**
 * One change to a lesson's draft. The answer is the whole draft at its new version: it replaces the
 * cached draft at once (the next change names that version). A stale refusal carries the draft as it
 * is now (`current`): that replaces the cache too, so the builder shows the other creator's work and the
 * next change is based on it. The unit builder's row (component count, publish state) is made stale.
 *
 * `change` receives the use cases and the version the builder shows.
 */
export function useLessonDraftChange<V>(lessonId: number, unitId: number, change: (content: LessonContentUseCases, version: number, variables: V) => Promise<ApiResult<LessonDraft>>) {
  const { lessonContent } = useServices();
  const client = useQueryClient();
  const key = lessonDraftKeys.lesson(lessonId);
  const keep = (draft: LessonDraft) => {
    client.setQueryData(key, draft);
    void client.invalidateQueries({ queryKey: authoringKeys.unit(unitId) });
  };
  return useMutation({
    mutationFn: (variables: V) => {
      const version = client.getQueryData<LessonDraft>(key)?.document.version;
      if (version === undefined) throw new Error('The lesson draft is not loaded');
      return savedOf(change(lessonContent, version, variables));
    },
    onSuccess: (saved) => keep(saved.data),
    onError: (error) => {
      // The server answers a stale change with the draft as it is now (the same shape as a success).
      const current = failureOf(error)?.current as LessonDraft | undefined;
      if (current?.document && current.lesson) keep(current);
    },
  });
}
