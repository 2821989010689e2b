import type { AddTimelineEventBody, SaveTimelineBody } from '@domain/authoring/reading-authoring.schemas';
import type { AuthoredTimeline } from '@domain/authoring/reading-authoring.responses';
import type { AppDeps } from '../../../app-deps';
import type { Sql } from '../../../db/database';
import { appError } from '../../../http/app-error';
import { insertAudio, insertRichText, insertText } from '../../content/draft/bilingual.repository';
import { insertTimeline, insertTimelineEvent } from '../../content/draft/reading-draft.repository';
import { saveAudio, saveText } from '../lesson-content/content-values.repository';
import { checkMedia } from '../lesson-content/lesson-draft.use-cases';
import type { ListChange } from '../unit-authoring.use-cases';
import { lockLiveUnit, raiseUnitVersion } from '../unit-authoring.repository';
import {
  liveEventsOf,
  liveTimelineOfUnit,
  markEventRemoved,
  markItemRemoved,
  placeEvents,
  timelineOfLiveEvent,
  updateEvent,
  updateItem,
  type LockedTimeline,
} from './reading-authoring.repository';
import { changeTimeline, lockItem, readAuthoredTimeline, timelineNotFound } from './reading-draft.use-cases';

/*
 * The timeline builder (issue 14; api-spec §7.8; product-spec §3 Timeline). A unit has one live
 * timeline; its events are edited together with it (one save names every event, in the order wanted).
 * A removed timeline keeps its row, and the unit may then get a new one.
 */

const NEW_TIMELINE_TITLE = { en: 'Timeline', es: 'Línea de tiempo' };

/** Narration and images of events must name uploaded assets of their kind (400 MEDIA_MISMATCH otherwise). */
async function checkEventMedia(tx: Sql, events: readonly { audio: AddTimelineEventBody['audio']; imageId: number | null }[]): Promise<void> {
  await checkMedia(tx, { audio: events.map((e) => e.audio) });
  for (const e of events) if (e.imageId !== null) await checkMedia(tx, { image: e.imageId });
}

/** `POST timeline`: the unit's timeline, titled "Timeline"; 409 with the one there when the unit has one. */
export function createTimeline(deps: AppDeps, unitId: number): Promise<AuthoredTimeline> {
  return deps.db.transaction(async (tx) => {
    if (!(await lockLiveUnit(tx, unitId))) throw appError('AUTHORING.UNIT_NOT_FOUND');
    const existing = await liveTimelineOfUnit(tx, unitId);
    if (existing !== null) throw appError('AUTHORING.TIMELINE_EXISTS', { current: await readAuthoredTimeline(tx, existing) });
    const id = await insertTimeline(tx, unitId, await insertText(tx, NEW_TIMELINE_TITLE), null);
    return readAuthoredTimeline(tx, id);
  });
}

/**
 * `PUT timeline/{id}`: title, introduction and every event's fields; the order given becomes the
 * order. The events must be exactly the timeline's live ones: one added or removed since is a stale save.
 */
export function saveTimeline(deps: AppDeps, timelineId: number, body: SaveTimelineBody): Promise<AuthoredTimeline> {
  return changeTimeline(deps, timelineId, body.version, async (tx, timeline) => {
    const live = new Map((await liveEventsOf(tx, timelineId)).map((e) => [e.id, e]));
    const named = new Set(body.events.map((e) => e.id));
    if (named.size !== body.events.length || named.size !== live.size || body.events.some((e) => !live.has(e.id))) {
      throw appError('AUTHORING.STALE_VERSION', { current: await readAuthoredTimeline(tx, timelineId) });
    }
    await checkEventMedia(tx, body.events);
    await updateItem(tx, 'timelines', timelineId, {
      title_id: await saveText(tx, timeline.titleId, body.title, 'plain'),
      intro_id: await saveText(tx, timeline.introId, body.intro, 'rich'),
    });
    for (const [index, event] of body.events.entries()) {
      const row = live.get(event.id)!;
      await saveText(tx, row.dateId, event.date, 'plain');
      await saveText(tx, row.titleId, event.title, 'plain');
      await saveText(tx, row.shortDescriptionId, event.shortDescription, 'plain');
      await saveText(tx, row.longDescriptionId, event.longDescription, 'rich');
      const audioId = await saveAudio(tx, row.audioId, event.audio);
      await updateEvent(tx, event.id, { year: event.year, imageId: event.imageId, audioId, order: index + 1 });
    }
  });
}

/** `POST timeline/{id}/blurb`: a new event at the end of the timeline. */
export function addTimelineEvent(deps: AppDeps, timelineId: number, body: AddTimelineEventBody): Promise<AuthoredTimeline> {
  return changeTimeline(deps, timelineId, body.version, async (tx) => {
    await checkEventMedia(tx, [body]);
    const events = await liveEventsOf(tx, timelineId);
    await placeEvents(tx, events.map((e) => e.id));
    await insertTimelineEvent(tx, {
      timelineId,
      order: events.length + 1,
      dateId: await insertText(tx, body.date),
      year: body.year,
      titleId: await insertText(tx, body.title),
      shortDescriptionId: await insertText(tx, body.shortDescription),
      longDescriptionId: await insertRichText(tx, body.longDescription),
      audioId: body.audio ? await insertAudio(tx, body.audio.en, body.audio.es) : null,
      imageId: body.imageId,
    });
  });
}

/** `DELETE blurb/{id}?version=`: removes the event (`version` is its timeline's); the later ones move up. */
export async function removeTimelineEvent(deps: AppDeps, eventId: number, version: number): Promise<AuthoredTimeline> {
  const timelineId = await timelineOfLiveEvent(deps.db, eventId);
  if (timelineId === null) throw appError('AUTHORING.TIMELINE_EVENT_NOT_FOUND');
  return changeTimeline(deps, timelineId, version, async (tx) => {
    // Removed while this change waited for the timeline's lock.
    if ((await timelineOfLiveEvent(tx, eventId)) !== timelineId) throw appError('AUTHORING.TIMELINE_EVENT_NOT_FOUND');
    await markEventRemoved(tx, eventId);
    await placeEvents(tx, (await liveEventsOf(tx, timelineId)).map((e) => e.id));
  });
}

/** `DELETE timeline/{id}`: removes the unit's timeline; students keep it until the unit is published. */
export function removeTimeline(deps: AppDeps, timelineId: number): Promise<ListChange> {
  return deps.db.transaction(async (tx) => {
    const timeline = await lockItem<LockedTimeline>(tx, 'timelines', timelineId);
    if (!timeline) throw timelineNotFound();
    await markItemRemoved(tx, 'timelines', timelineId);
    await raiseUnitVersion(tx, timeline.unitId);
    const published = timeline.publishedVersion !== null;
    return { change: { publishNeeded: published }, message: published ? 'publishToSeeChanges' : 'changesSaved' };
  });
}
