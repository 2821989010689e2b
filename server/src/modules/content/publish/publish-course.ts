import type { Database, Sql } from '../../../db/database';
import { publishLesson } from './publish-lesson';
import { publishContributors, publishOpener, publishTeacherPage } from './publish-pages';
import { publishBiography, publishTimeline, publishUnitStory, publishVocabulary } from './publish-reading';
import { publishUnit } from './publish-unit';
import {
  hasContributorsPage,
  liveItemIdsOfUnit,
  liveUnitIds,
  openerIdsOfUnit,
  teacherPageIdsOfUnit,
  timelineIdsOfUnit,
} from './unit-source.repository';

/** Channel on which every publish is announced, so each server process drops its cached snapshots. */
export const CONTENT_PUBLISHED_CHANNEL = 'content_published';

/** Publishes everything of one unit, its own items first so the unit document can list them. */
export async function publishUnitTree(sql: Sql, unitId: number): Promise<void> {
  for (const id of await liveItemIdsOfUnit(sql, 'lessons', unitId)) await publishLesson(sql, id);
  for (const id of await liveItemIdsOfUnit(sql, 'biographies', unitId)) await publishBiography(sql, id);
  for (const id of await liveItemIdsOfUnit(sql, 'unit_stories', unitId)) await publishUnitStory(sql, id);
  for (const id of await timelineIdsOfUnit(sql, unitId)) await publishTimeline(sql, id);
  for (const id of await openerIdsOfUnit(sql, unitId)) await publishOpener(sql, id);
  for (const id of await teacherPageIdsOfUnit(sql, unitId)) await publishTeacherPage(sql, id);
  await publishVocabulary(sql, unitId);
  await publishUnit(sql, unitId);
}

/** Course-wide publish: every live unit with all its items, and the contributors page. */
export async function publishCourse(sql: Sql): Promise<void> {
  for (const id of await liveUnitIds(sql)) await publishUnitTree(sql, id);
  if (await hasContributorsPage(sql)) await publishContributors(sql);
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
