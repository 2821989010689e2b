import { z } from 'zod';
import { unitStoryDocumentSchema } from '../content/reading.schemas';
import { authoredItemLinkSchema } from './authoring.responses';
import { lessonDraftSchema, type LessonDraft } from './lesson-content.responses';

/*
 * The story builder's answers (issue 14). A story's draft is the story as the unit builder lists it
 * (name, position, publish state) with its draft version, and the story assembled exactly as a publish
 * would give it to students, so the preview renders it with the students' own story reader.
 */
export const authoredStorySchema = authoredItemLinkSchema.extend({
  unitId: z.number().int().positive(),
  version: z.number().int().min(1),
});
export type AuthoredStory = z.infer<typeof authoredStorySchema>;

export const storyDraftSchema = z.object({
  story: authoredStorySchema,
  /** `version` is the draft version; `publishedAt` the moment the draft was assembled. */
  document: unitStoryDocumentSchema,
});
export type StoryDraft = z.infer<typeof storyDraftSchema>;

/**
 * What a change of §7.7 answers: the draft of the part's owner, a lesson or a unit story. The two
 * shapes require different keys (`lesson`, `story`), so exactly one member of the union accepts an
 * answer and the strict response check compares it with that member alone.
 */
export const componentDraftSchema = z.union([lessonDraftSchema, storyDraftSchema]);
export type ComponentDraft = LessonDraft | StoryDraft;
