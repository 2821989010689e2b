import { one, type Sql } from '../../../db/database';

/** The draft rows the biography, story, timeline and vocabulary publishes read (publish-reading.ts). */

/** Ids of a unit's live rows of one table in the order students see them. */
export async function liveSiblingIds(sql: Sql, table: 'biographies' | 'unit_stories', unitId: number): Promise<number[]> {
  const rows = await sql.query<{ id: number }>(`SELECT id FROM ${table} WHERE unit_id = $1 AND deleted_at IS NULL ORDER BY sort_order, id`, [unitId]);
  return rows.map((r) => r.id);
}

export function readBiographyRow(sql: Sql, biographyId: number) {
  return one<{ unitId: number } & Record<string, unknown>>(
    sql,
    `SELECT id, unit_id AS "unitId", content_text(character_name_id) AS "characterName",
            content_text(character_period_id) AS "characterPeriod", content_text(main_text_id) AS "mainText",
            content_image(portrait_image_id) AS portrait, content_text(portrait_caption_id) AS "portraitCaption",
            content_text(disclaimer_id) AS disclaimer, content_audio(audio_id) AS audio
       FROM biographies WHERE id = $1 AND deleted_at IS NULL`,
    [biographyId],
  );
}

export function readUnitStoryRow(sql: Sql, storyId: number) {
  return one<{ id: number; unitId: number; name: unknown }>(
    sql,
    `SELECT id, unit_id AS "unitId", content_text(name_id) AS name FROM unit_stories WHERE id = $1 AND deleted_at IS NULL`,
    [storyId],
  );
}

export function readTimelineRow(sql: Sql, timelineId: number) {
  return one<{ id: number; unitId: number }>(
    sql,
    `SELECT id, unit_id AS "unitId", content_text(title_id) AS title, content_text(intro_id) AS intro
       FROM timelines WHERE id = $1 AND deleted_at IS NULL`,
    [timelineId],
  );
}

/** The timeline's live events, each carrying its unit (a published event is readable alone). */
export function readTimelineEvents(sql: Sql, timelineId: number, unitId: number) {
  return sql.query<{ id: number; order: number }>(
    `SELECT id, timeline_id AS "timelineId", $2::int AS "unitId", sort_order AS "order", content_text(date_id) AS date, year,
              content_text(title_id) AS title, content_text(short_description_id) AS "shortDescription",
              content_text(long_description_id) AS "longDescription", content_audio(audio_id) AS audio, content_image(image_id) AS image
         FROM timeline_events WHERE timeline_id = $1 AND deleted_at IS NULL ORDER BY sort_order, id`,
    [timelineId, unitId],
  );
}

/** Ids of the unit's timeline events that have a published snapshot. */
export async function publishedEventIdsOfUnit(sql: Sql, unitId: number): Promise<number[]> {
  const rows = await sql.query<{ entity_id: number }>(
    `SELECT entity_id FROM published_content WHERE kind = 'timeline-event' AND unit_id = $1`,
    [unitId],
  );
  return rows.map((r) => r.entity_id);
}

/** The unit's snapshots of removed biographies, stories and timelines (with those timelines' events). */
export function removedReadingSnapshotsOfUnit(sql: Sql, unitId: number) {
  return sql.query<{ kind: 'biography' | 'story' | 'timeline' | 'timeline-event'; id: number }>(
    `SELECT p.kind, p.entity_id AS id FROM published_content p
      WHERE (p.kind = 'biography' AND p.entity_id IN (SELECT id FROM biographies WHERE unit_id = $1 AND deleted_at IS NOT NULL))
         OR (p.kind = 'story' AND p.entity_id IN (SELECT id FROM unit_stories WHERE unit_id = $1 AND deleted_at IS NOT NULL))
         OR (p.kind = 'timeline' AND p.entity_id IN (SELECT id FROM timelines WHERE unit_id = $1 AND deleted_at IS NOT NULL))
         OR (p.kind = 'timeline-event' AND p.entity_id IN (SELECT e.id FROM timeline_events e JOIN timelines t ON t.id = e.timeline_id
                                                            WHERE t.unit_id = $1 AND t.deleted_at IS NOT NULL))`,
    [unitId],
  );
}

/** The unit's live glossary terms, both languages. */
export function readVocabularyTerms(sql: Sql, unitId: number) {
  return sql.query(
    `SELECT id, unit_id AS "unitId", name, pronunciation, definition, secondary_definition AS "secondaryDefinition", category,
            plural, usage, CASE WHEN audio_asset_id IS NULL THEN NULL ELSE '/api/audio/' || audio_asset_id END AS audio,
            language::int AS language
       FROM vocabulary_terms WHERE unit_id = $1 AND deleted_at IS NULL ORDER BY language DESC, lower(name), id`,
    [unitId],
  );
}
