import type { AuthoredTimeline } from '@application/authoring/reading-authoring.port';
import { audioChoiceOf } from '@domain/authoring/narration-ids';
import type { SaveTimelineBody, TimelineEventFields } from '@domain/authoring/reading-authoring.schemas';
import type { TimelineEvent } from '@domain/content/reading.schemas';
import type { Language } from '@domain/shared/constants';
import { orderedEvents } from '../../learning/reading/timeline-order';
import { plainOf } from '../biography-builder/reading-texts';

/** An event's fields as `PUT timeline` sends them back (narration and image by their asset ids). */
export function eventFieldsOf(event: TimelineEvent): TimelineEventFields & { id: number } {
  return {
    id: event.id,
    date: plainOf(event.date),
    year: event.year,
    title: plainOf(event.title),
    shortDescription: plainOf(event.shortDescription),
    longDescription: plainOf(event.longDescription),
    audio: audioChoiceOf(event.audio),
    imageId: event.image?.id ?? null,
  };
}

export interface TimelineEdit {
  readonly title?: (latest: SaveTimelineBody['title']) => SaveTimelineBody['title'];
  readonly intro?: (latest: SaveTimelineBody['intro']) => SaveTimelineBody['intro'];
  /** The events' ids in their new order (any id the draft no longer has is left for the server to call stale). */
  readonly order?: readonly number[];
  /** One event's changed fields, worked out from its fields as they are when the save runs. */
  readonly event?: { readonly id: number; readonly change: (latest: TimelineEventFields) => Partial<TimelineEventFields> };
}

/**
 * `PUT timeline` names the title, the introduction and every event in order: the body is the latest
 * draft with one edit applied, so a quick edit never puts back what another field saved just before.
 */
export function timelineBody(latest: AuthoredTimeline, version: number, edit: TimelineEdit): SaveTimelineBody {
  const doc = latest.document;
  const title = plainOf(doc.title);
  const intro = doc.intro ? plainOf(doc.intro) : null;
  let events = orderedEvents(doc.events).map(eventFieldsOf);
  if (edit.order) {
    const byId = new Map(events.map((e) => [e.id, e]));
    events = edit.order.flatMap((id) => byId.get(id) ?? []);
  }
  const changed = edit.event;
  if (changed) events = events.map((e) => (e.id === changed.id ? { ...e, ...changed.change(e) } : e));
  return { version, title: edit.title ? edit.title(title) : title, intro: edit.intro ? edit.intro(intro) : intro, events };
}

/** The ids of `events` with the one at `from` moved to `to` (0-based). */
export function movedIds(events: readonly { readonly id: number }[], from: number, to: number): number[] {
  const ids = events.map((e) => e.id);
  const [id] = ids.splice(from, 1);
  ids.splice(to, 0, id!);
  return ids;
}

/** Narration ids with one language's recording replaced (null when neither language has one). */
export function withNarration(choice: TimelineEventFields['audio'], language: Language, id: number | null): TimelineEventFields['audio'] {
  const next = { ...(choice ?? { en: null, es: null }), [language]: id };
  return next.en === null && next.es === null ? null : next;
}
