import type { CourseAuthoring } from '@application/authoring/course-authoring.port';
import type { MediaLibrary } from '@application/authoring/lesson-content-authoring.port';
import type { AuthoredBiography, AuthoredTimeline, ReadingAuthoring } from '@application/authoring/reading-authoring.port';
import type { AuthoredUnitDetails, PublishState } from '@domain/authoring/authoring.responses';
import { addTimelineEventBodySchema, renameBiographyBodySchema, saveBiographyBodySchema, saveTimelineBodySchema } from '@domain/authoring/reading-authoring.schemas';
import type { ImageAsset } from '@domain/content/bilingual.schemas';
import type { BiographyDocument, TimelineDocument, TimelineEvent } from '@domain/content/reading.schemas';
import { answered, refused } from './in-memory-answers';
import { createDraftKit, withUnitParts } from './in-memory-draft-kit';
import { invalid } from './in-memory-lesson-content-authoring.adapter';

/** What the twin starts with: biographies and timelines of existing units (published unless they say otherwise). */
export interface InMemoryReadingSeed {
  readonly biographies?: readonly { readonly unitId: number; readonly name: { en: string; es: string }; readonly published?: boolean }[];
  readonly timelines?: readonly { readonly unitId: number; readonly title: { en: string; es: string }; readonly events?: readonly { en: string; year: number }[]; readonly published?: boolean }[];
}

export interface InMemoryReadingAuthoring extends ReadingAuthoring {
  /** Another creator saves the timeline (raises its version), as a second browser would. */
  touchTimeline(timelineId: number, title: string): void;
  /** The unit builder's part the twin knows: its live biographies and its timeline. */
  unitItems(unitId: number): Pick<AuthoredUnitDetails, 'biographies' | 'timelineId'>;
}

interface Row<D> {
  doc: D;
  removed: boolean;
  publishedVersion: number | null;
}

/**
 * The biography and timeline builders' port over drafts in memory (tests only; the app binds the
 * HTTP adapter): versions and 409 with the draft as it is now, the new item defaults ("New biography",
 * "Timeline"), one timeline per unit, events renumbered from 1, the shared field rules, media kinds.
 * `unitExists` and `media` are the other twins' knowledge (the course's units, the uploads).
 */
export function createInMemoryReadingAuthoring(options: { seed?: InMemoryReadingSeed; unitExists: (unitId: number) => Promise<boolean>; media: MediaLibrary }): InMemoryReadingAuthoring {
  const { seed = {}, unitExists, media } = options;
  const next = { biography: 601, timeline: 701, event: 801 };
  const { text, maybeText, audioOf, copy, stale, mismatch, audioOk, imageOf, ...kit } = createDraftKit(media, 9501);
  const biographies: Row<BiographyDocument>[] = [];
  const timelines: Row<TimelineDocument>[] = [];

  const newBiography = (unitId: number, name: { en: string; es: string }): Row<BiographyDocument> => ({
    doc: {
      id: next.biography++,
      unitId,
      order: biographies.filter((b) => b.doc.unitId === unitId && !b.removed).length + 1,
      characterName: text(name),
      characterPeriod: null,
      mainText: text({ en: '', es: '' }),
      portrait: null,
      portraitCaption: null,
      disclaimer: null,
      audio: null,
      version: 1,
      publishedAt: '',
    },
    removed: false,
    publishedVersion: null,
  });
  const newEvent = (timeline: TimelineDocument, fields: { date: { en: string; es: string }; year: number; title: { en: string; es: string } }): TimelineEvent => ({
    id: next.event++,
    timelineId: timeline.id,
    unitId: timeline.unitId,
    order: timeline.events.length + 1,
    date: text(fields.date),
    year: fields.year,
    title: text(fields.title),
    shortDescription: text({ en: '', es: '' }),
    longDescription: text({ en: '', es: '' }),
    audio: null,
    image: null,
  });
  const newTimeline = (unitId: number, title: { en: string; es: string }): Row<TimelineDocument> => ({
    doc: { id: next.timeline++, unitId, title: text(title), intro: null, events: [], version: 1, publishedAt: '' },
    removed: false,
    publishedVersion: null,
  });
  for (const b of seed.biographies ?? []) {
    const row = newBiography(b.unitId, b.name);
    if (b.published ?? true) row.publishedVersion = 1;
    biographies.push(row);
  }
  for (const s of seed.timelines ?? []) {
    const row = newTimeline(s.unitId, s.title);
    for (const e of s.events ?? []) row.doc.events.push(newEvent(row.doc, { date: { en: String(e.year), es: String(e.year) }, year: e.year, title: { en: e.en, es: e.en } }));
    if (s.published ?? true) row.publishedVersion = 1;
    timelines.push(row);
  }

  const stateOf = (row: Row<unknown> & { doc: { version: number } }): PublishState => kit.stateOf(row.doc.version, row.publishedVersion);
  const biographyOf = (row: Row<BiographyDocument>): AuthoredBiography => ({ id: row.doc.id, unitId: row.doc.unitId, version: row.doc.version, publishState: stateOf(row), document: copy(row.doc) });
  const timelineOf = (row: Row<TimelineDocument>): AuthoredTimeline => ({ id: row.doc.id, unitId: row.doc.unitId, version: row.doc.version, publishState: stateOf(row), document: copy(row.doc) });
  const liveBiography = (id: number) => biographies.find((b) => b.doc.id === id && !b.removed);
  const liveTimeline = (id: number) => timelines.find((x) => x.doc.id === id && !x.removed);
  const noBiography = () => refused(404, 'AUTHORING.BIOGRAPHY_NOT_FOUND', 'notFound');
  const noTimeline = () => refused(404, 'AUTHORING.TIMELINE_NOT_FOUND', 'notFound');
  const renumber = <T extends { order: number }>(list: T[]) => list.forEach((x, i) => (x.order = i + 1));

  return {
    createBiography: async (unitId) => {
      if (!(await unitExists(unitId))) return refused(404, 'AUTHORING.UNIT_NOT_FOUND', 'notFound');
      const row = newBiography(unitId, { en: 'New biography', es: 'Nueva biografía' });
      biographies.push(row);
      return answered(biographyOf(row), 'changesSaved');
    },
    biographyDraft: async (id) => {
      const row = liveBiography(id);
      return row ? answered(biographyOf(row)) : noBiography();
    },
    saveBiography: async (id, body) => {
      const parsed = saveBiographyBodySchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error);
      const row = liveBiography(id);
      if (!row) return noBiography();
      if (parsed.data.version !== row.doc.version) return stale(biographyOf(row));
      const fields = parsed.data;
      const portrait = await imageOf(fields.portraitImageId);
      if (portrait === 'mismatch' || !(await audioOk(fields.audio))) return mismatch();
      const doc = row.doc;
      if (fields.characterName) doc.characterName = text(fields.characterName);
      if (fields.characterPeriod !== undefined) doc.characterPeriod = maybeText(fields.characterPeriod);
      if (fields.mainText) doc.mainText = text(fields.mainText);
      if (fields.portraitImageId !== undefined) doc.portrait = portrait;
      if (fields.portraitCaption !== undefined) doc.portraitCaption = maybeText(fields.portraitCaption);
      if (fields.disclaimer !== undefined) doc.disclaimer = maybeText(fields.disclaimer);
      if (fields.audio !== undefined) doc.audio = audioOf(fields.audio);
      doc.version += 1;
      return answered(biographyOf(row), 'changesSaved');
    },
    renameBiography: async (id, body) => {
      const parsed = renameBiographyBodySchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error);
      const row = liveBiography(id);
      if (!row) return noBiography();
      if (parsed.data.version !== row.doc.version) return stale(biographyOf(row));
      row.doc.characterName = text(parsed.data.characterName);
      row.doc.version += 1;
      return answered(biographyOf(row), 'changesSaved');
    },
    removeBiography: async (id) => {
      const row = liveBiography(id);
      if (!row) return noBiography();
      row.removed = true;
      renumber(biographies.filter((b) => b.doc.unitId === row.doc.unitId && !b.removed).map((b) => b.doc));
      return answered({ publishNeeded: row.publishedVersion !== null }, row.publishedVersion !== null ? 'publishToSeeChanges' : 'changesSaved');
    },
    createTimeline: async (unitId) => {
      if (!(await unitExists(unitId))) return refused(404, 'AUTHORING.UNIT_NOT_FOUND', 'notFound');
      const existing = timelines.find((x) => x.doc.unitId === unitId && !x.removed);
      if (existing) {
        const refusal = refused(409, 'AUTHORING.TIMELINE_EXISTS', 'timelineExists');
        return refusal.ok ? refusal : { ...refusal, current: timelineOf(existing) };
      }
      const row = newTimeline(unitId, { en: 'Timeline', es: 'Línea de tiempo' });
      timelines.push(row);
      return answered(timelineOf(row), 'changesSaved');
    },
    timelineDraft: async (id) => {
      const row = liveTimeline(id);
      return row ? answered(timelineOf(row)) : noTimeline();
    },
    timelineDraftOfUnit: async (unitId) => {
      const row = timelines.find((x) => x.doc.unitId === unitId && !x.removed);
      return row ? answered(timelineOf(row)) : noTimeline();
    },
    saveTimeline: async (id, body) => {
      const parsed = saveTimelineBodySchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error);
      const row = liveTimeline(id);
      if (!row) return noTimeline();
      const given = parsed.data.events;
      const sameEvents = given.length === row.doc.events.length && row.doc.events.every((e) => given.some((g) => g.id === e.id));
      if (parsed.data.version !== row.doc.version || !sameEvents) return stale(timelineOf(row));
      const images = await Promise.all(given.map((g) => imageOf(g.imageId)));
      const audios = await Promise.all(given.map((g) => audioOk(g.audio)));
      if (images.includes('mismatch') || audios.includes(false)) return mismatch();
      const doc = row.doc;
      doc.title = text(parsed.data.title);
      doc.intro = maybeText(parsed.data.intro);
      doc.events = given.map((g, index) => ({
        id: g.id,
        timelineId: doc.id,
        unitId: doc.unitId,
        order: index + 1,
        date: text(g.date),
        year: g.year,
        title: text(g.title),
        shortDescription: text(g.shortDescription),
        longDescription: text(g.longDescription),
        audio: audioOf(g.audio),
        image: images[index] as ImageAsset | null,
      }));
      doc.version += 1;
      return answered(timelineOf(row), 'changesSaved');
    },
    addTimelineEvent: async (id, body) => {
      const parsed = addTimelineEventBodySchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error);
      const row = liveTimeline(id);
      if (!row) return noTimeline();
      if (parsed.data.version !== row.doc.version) return stale(timelineOf(row));
      const image = await imageOf(parsed.data.imageId);
      if (image === 'mismatch' || !(await audioOk(parsed.data.audio))) return mismatch();
      const event = newEvent(row.doc, parsed.data);
      event.shortDescription = text(parsed.data.shortDescription);
      event.longDescription = text(parsed.data.longDescription);
      event.audio = audioOf(parsed.data.audio);
      event.image = image;
      row.doc.events.push(event);
      row.doc.version += 1;
      return answered(timelineOf(row), 'changesSaved');
    },
    removeTimelineEvent: async (eventId, version) => {
      const row = timelines.find((x) => !x.removed && x.doc.events.some((e) => e.id === eventId));
      if (!row) return refused(404, 'AUTHORING.TIMELINE_EVENT_NOT_FOUND', 'notFound');
      if (version !== row.doc.version) return stale(timelineOf(row));
      row.doc.events = row.doc.events.filter((e) => e.id !== eventId);
      renumber(row.doc.events);
      row.doc.version += 1;
      return answered(timelineOf(row), 'changesSaved');
    },
    removeTimeline: async (id) => {
      const row = liveTimeline(id);
      if (!row) return noTimeline();
      row.removed = true;
      return answered({ publishNeeded: row.publishedVersion !== null }, row.publishedVersion !== null ? 'publishToSeeChanges' : 'changesSaved');
    },
    touchTimeline: (timelineId, title) => {
      const row = liveTimeline(timelineId)!;
      row.doc.title = text({ en: title, es: row.doc.title.es });
      row.doc.version += 1;
    },
    unitItems: (unitId) => ({
      biographies: biographies
        .filter((b) => b.doc.unitId === unitId && !b.removed)
        .map((b) => ({ id: b.doc.id, name: { ...b.doc.characterName }, order: b.doc.order, publishState: stateOf(b) })),
      timelineId: timelines.find((x) => x.doc.unitId === unitId && !x.removed)?.doc.id ?? null,
    }),
  };
}

/** The course twin with each unit's biographies and timeline as the reading twin holds them (the server's unit details join them). */
export const withReadingItems = (course: CourseAuthoring, reading: InMemoryReadingAuthoring): CourseAuthoring => withUnitParts(course, reading.unitItems);
