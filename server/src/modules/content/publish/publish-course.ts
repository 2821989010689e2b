import type { Database, Sql } from '../../../db/database';
import { publishLesson } from './publish-lesson';
import { publishContributors, publishOpener, publishTeacherPage } from './publish-pages';
import { publishBiography, publishTimeline, publishUnitStory, publishVocabulary } from './publish-reading';
import { publishUnit } from './publish-unit';

/** Channel on which every publish is announced, so each server process drops its cached snapshots. */
export const CONTENT_PUBLISHED_CHANNEL = 'content_published';

const idsOf = async (sql: Sql, text: string, params: unknown[]) => (await sql.query<{ id: number }>(text, params)).map((r) => r.id);

/** Publishes everything of one unit, its own items first so the unit document can list them. */
export async function publishUnitTree(sql: Sql, unitId: number): Promise<void> {
  const live = (table: string) => idsOf(sql, `SELECT id FROM ${table} WHERE unit_id = $1 AND deleted_at IS NULL ORDER BY id`, [unitId]);
  for (const id of await live('lessons')) await publishLesson(sql, id);
  for (const id of await live('biographies')) await publishBiography(sql, id);
  for (const id of await live('unit_stories')) await publishUnitStory(sql, id);
  for (const id of await idsOf(sql, 'SELECT id FROM timelines WHERE unit_id = $1', [unitId])) await publishTimeline(sql, id);
  for (const id of await idsOf(sql, 'SELECT id FROM unit_openers WHERE unit_id = $1', [unitId])) await publishOpener(sql, id);
  for (const id of await idsOf(sql, 'SELECT id FROM teacher_pages WHERE unit_id = $1', [unitId])) await publishTeacherPage(sql, id);
  await publishVocabulary(sql, unitId);
  await publishUnit(sql, unitId);
}

/** Course-wide publish: every live unit with all its items, and the contributors page. */
export async function publishCourse(sql: Sql): Promise<void> {
  for (const id of await idsOf(sql, 'SELECT id FROM units WHERE deleted_at IS NULL ORDER BY sort_order, id', [])) {
    await publishUnitTree(sql, id);
  }
  if ((await idsOf(sql, 'SELECT id FROM contributors_pages LIMIT 1', [])).length) await publishContributors(sql);
}

/**
 * Runs a publish in one transaction and then announces it (LISTEN/NOTIFY), so every process serving
 * students drops its cache. The back office's publish calls go through here.
 */
export async function publishAndAnnounce<T>(db: Database, work: (tx: Sql) => Promise<T>): Promise<T> {
  const result = await db.transaction(work);
  await db.notify(CONTENT_PUBLISHED_CHANNEL, String(Date.now()));
  return result;
}
