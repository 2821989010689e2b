import type { CourseAuthoring } from '@application/authoring/course-authoring.port';
import type { LessonContentAuthoring, StoryDraft } from '@application/authoring/lesson-content-authoring.port';
import type { ApiResult } from '@application/ports/api-result';
import type { AuthoredUnitDetails } from '@domain/authoring/authoring.responses';
import { renameStoryBodySchema } from '@domain/authoring/story-authoring.schemas';
import type { BilingualText } from '@domain/content/bilingual.schemas';
import type { z } from 'zod';
import { answered } from './in-memory-answers';
import { withUnitParts } from './in-memory-draft-kit';
import { draftOf, stateOf, type DraftRow, type InMemoryStorySeed, type StoryRow } from './in-memory-lesson-drafts';

/*
 * The unit stories of the lesson-content twin (tests only): a story is one draft with one version, as
 * the server keeps it, so its components change through the twin's lesson-builder calls; here are
 * its own calls (create, rename, remove) and the unit builder's list of stories.
 */

/** The twin's stories by id: new ones count from 6001; a removed one stays, marked, as the server keeps its row. */
export function createStoryRows(seed: readonly InMemoryStorySeed[], newStory: (seed: InMemoryStorySeed, order: number) => StoryRow) {
  const rows = new Map<number, StoryRow>();
  for (const story of seed) rows.set(story.id, newStory(story, seed.filter((s) => s.unitId === story.unitId).indexOf(story) + 1));
  let nextId = 6001;
  const ofUnit = (unitId: number) => [...rows.values()].filter((row) => !row.removed && row.doc.unitId === unitId);
  function live(): StoryRow[];
  function live(id: number): StoryRow | undefined;
  function live(id?: number) {
    if (id === undefined) return [...rows.values()].filter((row) => !row.removed);
    const row = rows.get(id);
    return row && !row.removed ? row : undefined;
  }
  return {
    live,
    ofUnit,
    add: (unitId: number) => {
      const row = newStory({ id: nextId++, unitId, name: { en: 'New story', es: 'Nueva historia' } }, ofUnit(unitId).length + 1);
      rows.set(row.doc.id, row);
      return row;
    },
    /** The unit's live stories as the unit builder lists them (the server's unit details join them). */
    unitStories: (unitId: number): Pick<AuthoredUnitDetails, 'unitStories'> => ({
      unitStories: ofUnit(unitId).map((row) => ({ id: row.doc.id, name: { ...row.doc.name }, order: row.doc.order, publishState: stateOf(row) })),
    }),
  };
}

type StoryRows = ReturnType<typeof createStoryRows>;

interface StoryTools {
  /** The twin's one change of a draft (versions, 409 with the draft now). */
  readonly change: <D extends StoryDraft>(row: DraftRow | undefined, version: number, notFound: ApiResult<never>, apply: () => ApiResult<never> | void) => ApiResult<D>;
  readonly text: (value: { en: string; es: string }) => BilingualText;
  readonly invalid: (error: z.ZodError) => ApiResult<never>;
  readonly noStory: ApiResult<never>;
}

/** The story builder's own calls over the twin's stories. */
export function storyCalls(stories: StoryRows, { change, text, invalid, noStory }: StoryTools): Pick<LessonContentAuthoring, 'storyDraft' | 'createStory' | 'renameStory' | 'removeStory'> {
  return {
    storyDraft: async (storyId) => {
      const row = stories.live(storyId);
      return row ? answered(draftOf(row) as StoryDraft) : noStory;
    },
    createStory: async (unitId) => answered(draftOf(stories.add(unitId)) as StoryDraft, 'changesSaved'),
    renameStory: async (storyId, version, name) => {
      const row = stories.live(storyId);
      return change<StoryDraft>(row, version, noStory, () => {
        const parsed = renameStoryBodySchema.safeParse({ version, name });
        if (!parsed.success) return invalid(parsed.error);
        row!.doc.name = text(parsed.data.name);
      });
    },
    removeStory: async (storyId) => {
      const row = stories.live(storyId);
      if (!row) return noStory;
      row.removed = true;
      stories.ofUnit(row.doc.unitId).forEach((story, index) => (story.doc.order = index + 1));
      const published = row.publishedVersion !== null;
      return answered({ publishNeeded: published }, published ? 'publishToSeeChanges' : 'changesSaved');
    },
  };
}

/** The course twin whose unit details list each unit's stories as the lesson-content twin holds them (the server's unit details join them). */
export const withUnitStories = <C extends CourseAuthoring>(course: C, content: { readonly unitStories: StoryRows['unitStories'] }): C => withUnitParts(course, content.unitStories);
