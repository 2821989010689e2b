import { z } from 'zod';
import { bilingualNameSchema, draftVersionSchema } from './authoring.schemas';

/*
 * The story builder's own requests (issue 14; api-spec §7.8 Unit story). A unit story is one draft
 * with one version, like a biography: its name is saved here, its components with the lesson
 * builder's calls of §7.7 (`POST component` naming `unitStoryId`), each naming the story's version.
 * Creating one takes the unit (`unitItemBodySchema`, shared with biographies and timelines).
 */

/** `PUT unitstory/{id}` and `PATCH unitstory/{id}/change-name`: the story's name (product-spec §3: a name and components). */
export const renameStoryBodySchema = z.object({ version: draftVersionSchema, name: bilingualNameSchema });
export type RenameStoryBody = z.infer<typeof renameStoryBodySchema>;
