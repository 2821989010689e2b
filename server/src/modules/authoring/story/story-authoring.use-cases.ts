import type { RenameStoryBody } from '@domain/authoring/story-authoring.schemas';
import type { StoryDraft } from '@domain/authoring/story-authoring.responses';
import type { AppDeps } from '../../../app-deps';
import { insertText } from '../../content/draft/bilingual.repository';
import { insertUnitStory } from '../../content/draft/lesson-draft.repository';
import { saveText } from '../lesson-content/content-values.repository';
import { lockLiveOwner } from '../lesson-content/lesson-content.repository';
import { changeDraft } from '../lesson-content/lesson-draft.use-cases';
import { readItemVersions } from '../reading/reading-authoring.repository';
import { placeAtEnd, removeFromUnit } from '../reading/unit-item-list.use-cases';
import type { ListChange } from '../unit-authoring.use-cases';
import { storyNameId } from './story-authoring.repository';
import { readStoryDraft, storyNotFound } from './story-draft.use-cases';

/*
 * The story builder (issue 14; api-spec §7.8 Unit story; product-spec §3: a name and components). A
 * story made or removed changes its unit's list of stories, so the unit's draft version goes up too
 * (students see the list change with a unit publish), as for biographies.
 */

const NEW_STORY_NAME = { en: 'New story', es: 'Nueva historia' };

/** `POST unitstory`: a new story at the end of the unit, named "New story", with no components. */
export function createStory(deps: AppDeps, unitId: number): Promise<StoryDraft> {
  return deps.db.transaction(async (tx) => {
    const order = await placeAtEnd(tx, 'unit_stories', unitId);
    const id = await insertUnitStory(tx, unitId, order, await insertText(tx, NEW_STORY_NAME));
    return readStoryDraft(tx, id);
  });
}

/** `PUT unitstory/{id}` and `PATCH unitstory/{id}/change-name`: the story's name, one change of its draft. */
export function renameStory(deps: AppDeps, storyId: number, body: RenameStoryBody): Promise<StoryDraft> {
  return changeDraft(deps, { kind: 'story', id: storyId }, body.version, async (tx) => {
    await saveText(tx, await storyNameId(tx, storyId), body.name, 'plain');
  });
}

/** `DELETE unitstory/{id}`: removes it; the later ones move up and the unit's list changes. */
export function removeStory(deps: AppDeps, storyId: number): Promise<ListChange> {
  return deps.db.transaction(async (tx) => {
    const story = (await lockLiveOwner(tx, { kind: 'story', id: storyId })) && (await readItemVersions(tx, 'unit_stories', storyId));
    if (!story) throw storyNotFound();
    return removeFromUnit(tx, 'unit_stories', { ...story, id: storyId });
  });
}
