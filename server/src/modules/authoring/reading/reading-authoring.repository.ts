import { one, type Sql } from '../../../db/database';

/*
 * The biography, timeline and unit story builders' reads and writes (issue 14; api-spec §7.8). A change locks the
 * item's unit first (units before their items, as lessons do), then the item. Every save raises the
 * item's draft version; the caller compares the version the save names with the locked row's first.
 */

/** The unit's items that are drafts with versions of their own. */
export type UnitItemTable = 'biographies' | 'timelines' | 'unit_stories';
/** The unit's items kept in an order of their own. */
export type OrderedItemTable = 'biographies' | 'unit_stories';

export interface LockedBiography {
  readonly id: number;
  readonly unitId: number;
  readonly characterNameId: number;
  readonly characterPeriodId: number | null;
  readonly mainTextId: number;
  readonly portraitCaptionId: number | null;
  readonly disclaimerId: number | null;
  readonly audioId: number | null;
  readonly version: number;
  readonly publishedVersion: number | null;
}

/** The unit of a live biography or timeline in a live unit; null otherwise (read before the locks). */
export async function unitOfLiveItem(sql: Sql, table: UnitItemTable, id: number): Promise<number | null> {
  const row = await one<{ unitId: number }>(
    sql,
    `SELECT t.unit_id AS "unitId" FROM ${table} t JOIN units u ON u.id = t.unit_id
      WHERE t.id = $1 AND t.deleted_at IS NULL AND u.deleted_at IS NULL`,
    [id],
  );
  return row?.unitId ?? null;
}

/** A live item's (in a live unit) unit and versions, unlocked; null otherwise. */
export function readItemVersions(sql: Sql, table: UnitItemTable, id: number) {
  return one<{ unitId: number; version: number; publishedVersion: number | null }>(
    sql,
    `SELECT t.unit_id AS "unitId", t.draft_version AS version, t.published_draft_version AS "publishedVersion"
       FROM ${table} t JOIN units u ON u.id = t.unit_id WHERE t.id = $1 AND t.deleted_at IS NULL AND u.deleted_at IS NULL`,
    [id],
  );
}

/** A live biography, locked until the transaction ends; null when unknown or removed. */
export function lockBiography(sql: Sql, biographyId: number): Promise<LockedBiography | null> {
  return one<LockedBiography>(
    sql,
    `SELECT id, unit_id AS "unitId", character_name_id AS "characterNameId", character_period_id AS "characterPeriodId",
            main_text_id AS "mainTextId", portrait_caption_id AS "portraitCaptionId", disclaimer_id AS "disclaimerId",
            audio_id AS "audioId", draft_version AS version, published_draft_version AS "publishedVersion"
       FROM biographies WHERE id = $1 AND deleted_at IS NULL FOR NO KEY UPDATE`,
    [biographyId],
  );
}

/** The unit's live biographies' or stories' ids in order, locked (the list is about to change). */
export async function lockItemsOfUnit(sql: Sql, table: OrderedItemTable, unitId: number): Promise<number[]> {
  const rows = await sql.query<{ id: number }>(
    `SELECT id FROM ${table} WHERE unit_id = $1 AND deleted_at IS NULL ORDER BY sort_order, id FOR NO KEY UPDATE`,
    [unitId],
  );
  return rows.map((r) => r.id);
}

/** Raises a biography's or timeline's draft version (the caller holds its lock and checked the version). */
export async function raiseItemVersion(sql: Sql, table: UnitItemTable, id: number): Promise<void> {
  await sql.query(`UPDATE ${table} SET draft_version = draft_version + 1 WHERE id = $1`, [id]);
}

/** Raises a live item's draft version when it is still `fromVersion`; false (nothing changed) otherwise. */
export async function raiseItemVersionFrom(sql: Sql, table: UnitItemTable, id: number, fromVersion: number): Promise<boolean> {
  const row = await one<{ id: number }>(
    sql,
    `UPDATE ${table} SET draft_version = draft_version + 1 WHERE id = $1 AND draft_version = $2 AND deleted_at IS NULL RETURNING id`,
    [id, fromVersion],
  );
  return row !== null;
}

/**
 * Writes the given columns of a biography or timeline; undefined ones stay. Column names come from
 * the use cases' typed records, never from requests; values are parameters.
 */
export async function updateItem(sql: Sql, table: UnitItemTable, id: number, columns: Record<string, unknown>): Promise<void> {
  const entries = Object.entries(columns).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return;
  const sets = entries.map(([column], i) => `${column} = $${i + 2}`).join(', ');
  await sql.query(`UPDATE ${table} SET ${sets} WHERE id = $1`, [id, ...entries.map(([, v]) => v)]);
}

/** Writes positions 1..n in the given order; rows whose position changes get a new draft version (students see their order). */
export async function placeItems(sql: Sql, table: OrderedItemTable, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await sql.query(
    `UPDATE ${table} b SET draft_version = b.draft_version + CASE WHEN b.sort_order <> v.ord THEN 1 ELSE 0 END, sort_order = v.ord
       FROM unnest($1::int[]) WITH ORDINALITY AS v(id, ord) WHERE b.id = v.id`,
    [ids],
  );
}

/** Removes a biography, timeline or story (soft: their rows stay for what names them). */
export async function markItemRemoved(sql: Sql, table: UnitItemTable, id: number): Promise<void> {
  await sql.query(`UPDATE ${table} SET deleted_at = now() WHERE id = $1`, [id]);
}

export interface LockedTimeline {
  readonly id: number;
  readonly unitId: number;
  readonly titleId: number;
  readonly introId: number | null;
  readonly version: number;
  readonly publishedVersion: number | null;
}

/** A live timeline, locked until the transaction ends; null when unknown or removed. */
export function lockTimeline(sql: Sql, timelineId: number): Promise<LockedTimeline | null> {
  return one<LockedTimeline>(
    sql,
    `SELECT id, unit_id AS "unitId", title_id AS "titleId", intro_id AS "introId", draft_version AS version,
            published_draft_version AS "publishedVersion"
       FROM timelines WHERE id = $1 AND deleted_at IS NULL FOR NO KEY UPDATE`,
    [timelineId],
  );
}

/** The unit's live timeline's id, or null. */
export async function liveTimelineOfUnit(sql: Sql, unitId: number): Promise<number | null> {
  const row = await one<{ id: number }>(sql, 'SELECT id FROM timelines WHERE unit_id = $1 AND deleted_at IS NULL', [unitId]);
  return row?.id ?? null;
}

/** The timeline of a live event; null when the event is unknown or removed. */
export async function timelineOfLiveEvent(sql: Sql, eventId: number): Promise<number | null> {
  const row = await one<{ timelineId: number }>(sql, 'SELECT timeline_id AS "timelineId" FROM timeline_events WHERE id = $1 AND deleted_at IS NULL', [eventId]);
  return row?.timelineId ?? null;
}

export interface LiveEvent {
  readonly id: number;
  readonly dateId: number;
  readonly titleId: number;
  readonly shortDescriptionId: number;
  readonly longDescriptionId: number;
  readonly audioId: number | null;
}

/** The timeline's live events in order (the caller holds the timeline's lock). */
export function liveEventsOf(sql: Sql, timelineId: number): Promise<LiveEvent[]> {
  return sql.query<LiveEvent>(
    `SELECT id, date_id AS "dateId", title_id AS "titleId", short_description_id AS "shortDescriptionId",
            long_description_id AS "longDescriptionId", audio_id AS "audioId"
       FROM timeline_events WHERE timeline_id = $1 AND deleted_at IS NULL ORDER BY sort_order, id`,
    [timelineId],
  );
}

/** Writes one event's year, image, narration and position (its texts are rewritten in place by the caller). */
export async function updateEvent(sql: Sql, eventId: number, e: { year: number; imageId: number | null; audioId: number | null; order: number }): Promise<void> {
  await sql.query('UPDATE timeline_events SET year = $2, image_id = $3, audio_id = $4, sort_order = $5 WHERE id = $1', [
    eventId,
    e.year,
    e.imageId,
    e.audioId,
    e.order,
  ]);
}

/** Writes the events' positions 1..n in the given order. */
export async function placeEvents(sql: Sql, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await sql.query(`UPDATE timeline_events e SET sort_order = v.ord FROM unnest($1::int[]) WITH ORDINALITY AS v(id, ord) WHERE e.id = v.id`, [ids]);
}

export async function markEventRemoved(sql: Sql, eventId: number): Promise<void> {
  await sql.query('UPDATE timeline_events SET deleted_at = now() WHERE id = $1', [eventId]);
}

const NAME_COLUMN: Record<UnitItemTable, string> = { biographies: 'character_name_id', timelines: 'title_id', unit_stories: 'name_id' };

/** A live biography's or story's name or a live timeline's title (in a live unit), for the publish job; null otherwise. */
export function findLiveItemName(sql: Sql, table: UnitItemTable, id: number) {
  const column = NAME_COLUMN[table];
  return one<{ unitId: number; name: { en: string; es: string } }>(
    sql,
    `SELECT t.unit_id AS "unitId", content_text(t.${column}) AS name FROM ${table} t JOIN units u ON u.id = t.unit_id
      WHERE t.id = $1 AND t.deleted_at IS NULL AND u.deleted_at IS NULL`,
    [id],
  );
}
