import { one, type Sql } from '../../../db/database';

/*
 * Which draft version a publish took (issue 14): `published_draft_version` equal to `draft_version`
 * means students read the draft as it is; smaller means the draft changed since. The version is read
 * before the draft's rows and written after the snapshot, so a save landing in between leaves the item
 * marked as changed (never the other way round).
 */

export type VersionedTable = 'units' | 'lessons' | 'biographies' | 'timelines' | 'unit_openers' | 'teacher_pages' | 'contributors_pages' | 'unit_stories';

export async function readDraftVersion(sql: Sql, table: VersionedTable, id: number): Promise<number | null> {
  const row = await one<{ version: number }>(sql, `SELECT draft_version AS version FROM ${table} WHERE id = $1`, [id]);
  return row?.version ?? null;
}

export async function markPublishedVersion(sql: Sql, table: VersionedTable, id: number, version: number | null): Promise<void> {
  if (version === null) return;
  await sql.query(`UPDATE ${table} SET published_draft_version = $2 WHERE id = $1`, [id, version]);
}
