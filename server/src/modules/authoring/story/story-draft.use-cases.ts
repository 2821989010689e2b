import type { StoryDraft } from '@domain/authoring/story-authoring.responses';
import { unitStoryDocumentSchema } from '@domain/content/reading.schemas';
import type { AppDeps } from '../../../app-deps';
import type { Sql } from '../../../db/database';
import { appError } from '../../../http/app-error';
import { unitStoryDocumentOf } from '../../content/publish/publish-reading';
import { publishStateOf } from '../authored-state';
import { readItemVersions } from '../reading/reading-authoring.repository';

/*
 * A unit story is one draft with one version (issue 14; docs/decisions.md "Unit stories"), as a
 * biography is: its name is saved by the story builder's calls, its components by the lesson
 * builder's calls of §7.7, each under the story's version (lesson-draft.use-cases.ts changeDraft).
 */

export const storyNotFound = () => appError('AUTHORING.STORY_NOT_FOUND');

/** The story's draft as its builder and preview show it; 404 when it or its unit is removed. */
export async function readStoryDraft(sql: Sql, storyId: number): Promise<StoryDraft> {
  const item = await readItemVersions(sql, 'unit_stories', storyId);
  const content = item && (await unitStoryDocumentOf(sql, storyId));
  if (!item || !content) throw storyNotFound();
  return {
    story: {
      id: storyId,
      unitId: item.unitId,
      name: content.name,
      order: content.order,
      version: item.version,
      publishState: publishStateOf(item.version, item.publishedVersion),
    },
    document: unitStoryDocumentSchema.parse({ ...content, version: item.version, publishedAt: new Date().toISOString() }),
  };
}

/** `GET unitstory/{id}/backup`: reading never touches anyone's progress. */
export function storyDraft(deps: AppDeps, storyId: number): Promise<StoryDraft> {
  return readStoryDraft(deps.db, storyId);
}
