import { one, type Sql } from '../../../db/database';

/** The story builder's own read (issue 14): everything else a story needs is shared with biographies (reading-authoring.repository.ts). */

/** The id of the bilingual value holding a story's name (its rename rewrites it in place); null when the story is unknown. */
export async function storyNameId(sql: Sql, storyId: number): Promise<number | null> {
  return (await one<{ nameId: number }>(sql, 'SELECT name_id AS "nameId" FROM unit_stories WHERE id = $1', [storyId]))?.nameId ?? null;
}
