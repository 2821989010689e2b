import type { Sql } from '../../../db/database';
import {
  biographyDocumentSchema,
  timelineDocumentSchema,
  timelineEventSchema,
  unitStoryDocumentSchema,
  vocabularyDocumentSchema,
  type BiographyDocument,
  type TimelineDocument,
  type UnitStoryDocument,
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
  removedReadingSnapshotsOfUnit,
} from './reading-source.repository';
import { markPublishedVersion, readDraftVersion } from './publish-version.repository';
import { renumber, sanitizeRichValues } from './rich-values';
import { removeSnapshot, writeSnapshot } from './snapshot.repository';

/** Position (1..n) of an item among its unit's live siblings, as students see the order. */
async function positionIn(sql: Sql, table: 'biographies' | 'unit_stories', unitId: number, id: number): Promise<number> {
  return (await liveSiblingIds(sql, table, unitId)).indexOf(id) + 1;
}

/** A biography's, story's or timeline's document without what each snapshot stamps on it (its version and time). */
export type BiographyContent = Omit<BiographyDocument, 'version' | 'publishedAt'>;
export type UnitStoryContent = Omit<UnitStoryDocument, 'version' | 'publishedAt'>;
export type TimelineContent = Omit<TimelineDocument, 'version' | 'publishedAt'>;

/**
 * The biography's draft assembled as students would read it, rich text sanitized; null when it is
 * removed or unknown. A publish stores exactly this and the biography builder's preview shows it.
 */
export async function biographyDocumentOf(sql: Sql, biographyId: number): Promise<BiographyContent | null> {
  const row = await readBiographyRow(sql, biographyId);
  if (!row) return null;
  const order = await positionIn(sql, 'biographies', row.unitId, biographyId);
  return sanitizeRichValues({ ...row, order }) as unknown as BiographyContent;
}

/** Publishes a biography and marks the draft version it took. */
export async function publishBiography(sql: Sql, biographyId: number) {
  const draftVersion = await readDraftVersion(sql, 'biographies', biographyId);
  const content = await biographyDocumentOf(sql, biographyId);
  if (!content) throw appError('BIOGRAPHY.NOT_FOUND');
  const document = await writeSnapshot(sql, 'biography', biographyId, content.unitId, biographyDocumentSchema, { ...content });
  await markPublishedVersion(sql, 'biographies', biographyId, draftVersion);
  return document;
}

/**
 * The story's draft assembled as students would read it, rich text sanitized; null when it is removed
 * or unknown. A publish stores exactly this and the story builder's preview shows it.
 */
export async function unitStoryDocumentOf(sql: Sql, storyId: number): Promise<UnitStoryContent | null> {
  const row = await readUnitStoryRow(sql, storyId);
  if (!row) return null;
  const components = (await assembleComponents(sql, { unitStoryId: storyId })) as unknown as Component[];
  const order = await positionIn(sql, 'unit_stories', row.unitId, storyId);
  return sanitizeRichValues({ ...row, order, pageCount: pageCountOf(components), components }) as unknown as UnitStoryContent;
}

/** Publishes a unit story and marks the draft version it took. */
export async function publishUnitStory(sql: Sql, storyId: number) {
  const draftVersion = await readDraftVersion(sql, 'unit_stories', storyId);
  const content = await unitStoryDocumentOf(sql, storyId);
  if (!content) throw appError('STORY.NOT_FOUND');
  const document = await writeSnapshot(sql, 'story', storyId, content.unitId, unitStoryDocumentSchema, { ...content });
  await markPublishedVersion(sql, 'unit_stories', storyId, draftVersion);
  return document;
}

/** The timeline's draft with its live events numbered 1..n, as students would read it; null when removed or unknown. */
export async function timelineDocumentOf(sql: Sql, timelineId: number): Promise<TimelineContent | null> {
  const row = await readTimelineRow(sql, timelineId);
  if (!row) return null;
  const events = renumber(await readTimelineEvents(sql, timelineId, row.unitId));
  return sanitizeRichValues({ ...row, events }) as unknown as TimelineContent;
}

/** Publishes a unit's timeline and each of its events (readable alone as timeline/blurb/{id}); marks the version it took. */
export async function publishTimeline(sql: Sql, timelineId: number) {
  const draftVersion = await readDraftVersion(sql, 'timelines', timelineId);
  const content = await timelineDocumentOf(sql, timelineId);
  if (!content) throw appError('TIMELINE.NOT_FOUND');
  const previous = await publishedEventIdsOfUnit(sql, content.unitId);
  for (const old of previous) {
    if (!content.events.some((e) => e.id === old)) await removeSnapshot(sql, 'timeline-event', old);
  }
  for (const event of content.events) await writeSnapshot(sql, 'timeline-event', event.id, content.unitId, timelineEventSchema, { ...event });
  const document = await writeSnapshot(sql, 'timeline', timelineId, content.unitId, timelineDocumentSchema, { ...content });
  await markPublishedVersion(sql, 'timelines', timelineId, draftVersion);
  return document;
}

/**
 * Takes removed biographies, stories and timelines (with their events) away from students: their
 * snapshots go with the unit's next publish, as the unit's lists do (product-spec §4).
 */
export async function withdrawRemovedReadings(sql: Sql, unitId: number): Promise<void> {
  for (const item of await removedReadingSnapshotsOfUnit(sql, unitId)) await removeSnapshot(sql, item.kind, item.id);
}

/** Publishes a unit's glossary in both languages (the vocabulary manager saves per language). */
export async function publishVocabulary(sql: Sql, unitId: number) {
  const terms = await readVocabularyTerms(sql, unitId);
  return writeSnapshot(sql, 'vocabulary', unitId, unitId, vocabularyDocumentSchema, { unitId, terms });
}
