import type { TimelineEvent } from '@domain/content/reading.schemas';

/** Events in the order the author set, then by year (a stable reading order for the list and for previous/next). */
export function orderedEvents(events: readonly TimelineEvent[]): TimelineEvent[] {
  return [...events].sort((a, b) => a.order - b.order || a.year - b.year || a.id - b.id);
}

/** The events either side of one, for previous/next navigation. */
export function neighbours(events: readonly TimelineEvent[], eventId: number): { index: number; previous: TimelineEvent | null; next: TimelineEvent | null } {
  const ordered = orderedEvents(events);
  const index = ordered.findIndex((e) => e.id === eventId);
  if (index < 0) return { index: -1, previous: null, next: null };
  return { index, previous: ordered[index - 1] ?? null, next: ordered[index + 1] ?? null };
}

export function eventPath(unitId: number, eventId: number): string {
  return `/unit/${unitId}/time-line/event/${eventId}`;
}
