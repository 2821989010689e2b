import type { Sql } from '../../../db/database';
import {
  biographyDocumentSchema,
  timelineDocumentSchema,
  timelineEventSchema,
  unitStoryDocumentSchema,
  vocabularyDocumentSchema,
} from '@domain/content/reading.schemas';
import type { Component } from '@domain/content/component.schemas';
import { pageCountOf } from '@domain/content/lesson-pages';
import { appError } from '../../../http/app-error';
import { assembleComponents } from './assemble-components';
import {
  liveSiblingIds,
  publishedEventIdsOfUnit,
  readBiographyRow,
  readTimelineEvents,
  readTimelineRow,
  readUnitStoryRow,
  readVocabularyTerms,
} from './reading-source.repository';
import { renumber } from './rich-values';
import { removeSnapshot, writeSnapshot } from './snapshot.repository';

/** Position (1..n) of an item among its unit's live siblings, as students see the order. */
async function positionIn(sql: Sql, table: 'biographies' | 'unit_stories', unitId: number, id: number): Promise<number> {
  return (await liveSiblingIds(sql, table, unitId)).indexOf(id) + 1;
}

export async function publishBiography(sql: Sql, biographyId: number) {
  const row = await readBiographyRow(sql, biographyId);
  if (!row) throw appError('BIOGRAPHY.NOT_FOUND');
  const order = await positionIn(sql, 'biographies', row.unitId, biographyId);
  return writeSnapshot(sql, 'biography', biographyId, row.unitId, biographyDocumentSchema, { ...row, order });
}

export async function publishUnitStory(sql: Sql, storyId: number) {
  const row = await readUnitStoryRow(sql, storyId);
  if (!row) throw appError('STORY.NOT_FOUND');
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
  const row = await readTimelineRow(sql, timelineId);
  if (!row) throw appError('TIMELINE.NOT_FOUND');
  const events = renumber(await readTimelineEvents(sql, timelineId, row.unitId));
  const previous = await publishedEventIdsOfUnit(sql, row.unitId);
  for (const old of previous) {
    if (!events.some((e) => e.id === old)) await removeSnapshot(sql, 'timeline-event', old);
  }
  for (const event of events) await writeSnapshot(sql, 'timeline-event', event.id, row.unitId, timelineEventSchema, event);
  return writeSnapshot(sql, 'timeline', timelineId, row.unitId, timelineDocumentSchema, { ...row, events });
}

/** Publishes a unit's glossary in both languages (the vocabulary manager saves per language). */
export async function publishVocabulary(sql: Sql, unitId: number) {
  const terms = await readVocabularyTerms(sql, unitId);
  return writeSnapshot(sql, 'vocabulary', unitId, unitId, vocabularyDocumentSchema, { unitId, terms });
}
