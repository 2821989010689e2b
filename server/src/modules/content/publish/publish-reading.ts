import { one, type Sql } from '../../../db/database';
import {
  biographyDocumentSchema,
  timelineDocumentSchema,
  timelineEventSchema,
  unitStoryDocumentSchema,
  vocabularyDocumentSchema,
} from '@domain/content/reading.schemas';
import type { Component } from '@domain/content/component.schemas';
import { pageCountOf } from '@domain/content/lesson-pages';
import { notFound } from '../../../http/app-error';
import { assembleComponents } from './assemble-components';
import { renumber } from './rich-values';
import { removeSnapshot, writeSnapshot } from './snapshot.repository';

/** Position (1..n) of an item among its unit's live siblings, as students see the order. */
async function positionIn(sql: Sql, table: string, unitId: number, id: number): Promise<number> {
  const rows = await sql.query<{ id: number }>(`SELECT id FROM ${table} WHERE unit_id = $1 AND deleted_at IS NULL ORDER BY sort_order, id`, [unitId]);
  return rows.findIndex((r) => r.id === id) + 1;
}

export async function publishBiography(sql: Sql, biographyId: number) {
  const row = await one<{ unitId: number } & Record<string, unknown>>(
    sql,
    `SELECT id, unit_id AS "unitId", content_text(character_name_id) AS "characterName",
            content_text(character_period_id) AS "characterPeriod", content_text(main_text_id) AS "mainText",
            content_image(portrait_image_id) AS portrait, content_text(portrait_caption_id) AS "portraitCaption",
            content_text(disclaimer_id) AS disclaimer, content_audio(audio_id) AS audio
       FROM biographies WHERE id = $1 AND deleted_at IS NULL`,
    [biographyId],
  );
  if (!row) throw notFound('BIOGRAPHY.NOT_FOUND');
  const order = await positionIn(sql, 'biographies', row.unitId, biographyId);
  return writeSnapshot(sql, 'biography', biographyId, row.unitId, biographyDocumentSchema, { ...row, order });
}

export async function publishUnitStory(sql: Sql, storyId: number) {
  const row = await one<{ id: number; unitId: number; name: unknown }>(
    sql,
    `SELECT id, unit_id AS "unitId", content_text(name_id) AS name FROM unit_stories WHERE id = $1 AND deleted_at IS NULL`,
    [storyId],
  );
  if (!row) throw notFound('STORY.NOT_FOUND');
  const components = (await assembleComponents(sql, { unitStoryId: storyId })) as unknown as Component[];
  const order = await positionIn(sql, 'unit_stories', row.unitId, storyId);
  return writeSnapshot(sql, 'story', storyId, row.unitId, unitStoryDocumentSchema, {
    ...row,
    order,
    pageCount: pageCountOf(components),
    components,
  });
}

/** Publishes a unit's timeline and each of its events (readable alone as timeline/blurb/{id}). */
export async function publishTimeline(sql: Sql, timelineId: number) {
  const row = await one<{ id: number; unitId: number }>(
    sql,
    `SELECT id, unit_id AS "unitId", content_text(title_id) AS title, content_text(intro_id) AS intro FROM timelines WHERE id = $1`,
    [timelineId],
  );
  if (!row) throw notFound('TIMELINE.NOT_FOUND');
  const events = renumber(
    await sql.query<{ id: number; order: number }>(
      `SELECT id, timeline_id AS "timelineId", $2::int AS "unitId", sort_order AS "order", content_text(date_id) AS date, year,
              content_text(title_id) AS title, content_text(short_description_id) AS "shortDescription",
              content_text(long_description_id) AS "longDescription", content_audio(audio_id) AS audio, content_image(image_id) AS image
         FROM timeline_events WHERE timeline_id = $1 AND deleted_at IS NULL ORDER BY sort_order, id`,
      [timelineId, row.unitId],
    ),
  );
  const previous = await sql.query<{ entity_id: number }>(
    `SELECT entity_id FROM published_content WHERE kind = 'timeline-event' AND unit_id = $1`,
    [row.unitId],
  );
  for (const old of previous) {
    if (!events.some((e) => e.id === old.entity_id)) await removeSnapshot(sql, 'timeline-event', old.entity_id);
  }
  for (const event of events) await writeSnapshot(sql, 'timeline-event', event.id, row.unitId, timelineEventSchema, event);
  return writeSnapshot(sql, 'timeline', timelineId, row.unitId, timelineDocumentSchema, { ...row, events });
}

/** Publishes a unit's glossary in both languages (the vocabulary manager saves per language). */
export async function publishVocabulary(sql: Sql, unitId: number) {
  const terms = await sql.query(
    `SELECT id, unit_id AS "unitId", name, pronunciation, definition, secondary_definition AS "secondaryDefinition", category,
            plural, usage, CASE WHEN audio_asset_id IS NULL THEN NULL ELSE '/api/audio/' || audio_asset_id END AS audio,
            language::int AS language
       FROM vocabulary_terms WHERE unit_id = $1 AND deleted_at IS NULL ORDER BY language DESC, lower(name), id`,
    [unitId],
  );
  return writeSnapshot(sql, 'vocabulary', unitId, unitId, vocabularyDocumentSchema, { unitId, terms });
}
