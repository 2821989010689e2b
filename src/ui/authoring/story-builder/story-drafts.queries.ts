import { useQueryClient } from '@tanstack/react-query';
import type { LessonContentUseCases } from '@application/authoring/lesson-content.use-cases';
import type { ApiResult } from '@application/ports/api-result';
import type { BilingualName } from '@domain/authoring/authoring.schemas';
import { useServices } from '../../app/services-context';
import { ApiFailureError, type Saved } from '../../app/server-state/api-result-query';
import { useUnitItemChange } from '../draft-change';
import type { SaveOutcome } from '../lesson-builder/draft-saver';
import { lessonDraftQueries, useLessonDraftChange } from '../lesson-builder/lesson-draft.queries';

/*
 * The unit builder's changes to its stories. A story's own draft is the component builder's
 * (lesson-draft.queries.ts): a rename is one change of it, so it names the draft version.
 */

/** A new or removed story changes the unit's list; a story someone else removed meanwhile reads the list again. */
const useStoryListChange = <V, T>(unitId: number, call: (content: LessonContentUseCases, variables: V) => Promise<ApiResult<T>>) =>
  useUnitItemChange(useServices().lessonContent, unitId, call, 'AUTHORING.STORY_NOT_FOUND');

export const useCreateStory = (unitId: number) => useStoryListChange(unitId, (content) => content.createStory(unitId));
export const useRemoveStory = (unitId: number) => useStoryListChange(unitId, (content, storyId: number) => content.removeStory(storyId));

/**
 * Renames a story from the unit builder: under the version of the story's draft as this browser last
 * read it (read now when it has none), so a rename over someone else's newer one is refused and shown.
 */
export function useRenameStory(unitId: number, storyId: number) {
  const { lessonContent } = useServices();
  const client = useQueryClient();
  const change = useLessonDraftChange({ kind: 'story', id: storyId }, unitId, (content, version, name: BilingualName) => content.renameStory(storyId, version, name));
  return async (name: BilingualName) => {
    await client.ensureQueryData(lessonDraftQueries.story(lessonContent, storyId));
    return change.mutateAsync(name);
  };
}

/** A change through the builder's line of changes, as a mutation's answer (a dialog's form reads its refusal as any other). */
export async function savedFrom<D>(outcome: Promise<SaveOutcome<D>>): Promise<Saved<D>> {
  const done = await outcome;
  if (done.ok) return { data: done.draft, message: done.message };
  throw done.failure ? new ApiFailureError(done.failure) : new Error(done.text);
}
