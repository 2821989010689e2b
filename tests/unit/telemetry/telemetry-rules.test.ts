import { describe, expect, it } from 'vitest';
import {
  TELEMETRY_BATCH_LIMIT_BYTES,
  TELEMETRY_MAX_EVENTS_PER_BATCH,
  TELEMETRY_RETRY_MAX_DELAY_MS,
  TELEMETRY_SESSION_EXPIRE_MS,
  TELEMETRY_SESSION_RENEW_MS,
} from '@domain/telemetry/telemetry.constants';
import { mergeBuffers, nextBatch, recordEvent, retryDelayMs, sendsTelemetry, sessionAt, splitIntoBatches, utf8Bytes } from '@domain/telemetry/telemetry.rules';
import { telemetryBatchBodySchema, type PageViewEvent } from '@domain/telemetry/telemetry.schemas';
import { pagePathOf, sectionOf } from '@domain/telemetry/page-section';

/** The client's telemetry rules (issue 16): buffers drop their oldest, batches stay under the byte limit, sessions renew and expire. */

const id = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const view = (n: number, path = '/unit/1'): PageViewEvent => ({
  id: id(n),
  type: 'page-view',
  section: 'unit',
  path,
  startedAt: '2026-11-29T10:00:00.000Z',
  durationMs: 1000,
  sessionId: id(0),
});

describe('telemetry buffers', () => {
  it('keep the newest events: a full buffer drops its oldest', () => {
    let buffer: PageViewEvent[] = [];
    for (let n = 1; n <= 5; n += 1) buffer = recordEvent(buffer, view(n), 3);
    expect(buffer.map((e) => e.id)).toEqual([id(3), id(4), id(5)]);
  });

  it('drop events flagged avoidSending, and never keep the flag', () => {
    const buffer = recordEvent(recordEvent([], { ...view(1), avoidSending: true }, 10), { ...view(2), avoidSending: false }, 10);
    expect(buffer).toEqual([view(2)]);
  });

  it('merge the stored buffer before memory, each event once, within the limit', () => {
    expect(mergeBuffers([view(1), view(2)], [view(2), view(3)], 10).map((e) => e.id)).toEqual([id(1), id(2), id(3)]);
    expect(mergeBuffers([view(1), view(2)], [view(3)], 2).map((e) => e.id)).toEqual([id(2), id(3)]);
  });

  it('send nothing for a SuperAdmin (role 1) and everything for every other role', () => {
    expect(sendsTelemetry(1)).toBe(false);
    for (const role of [2, 3, 4, 5, 6, 7, 8]) expect(sendsTelemetry(role)).toBe(true);
  });
});

describe('telemetry batches', () => {
  const bodyBytes = (events: PageViewEvent[]) => utf8Bytes(JSON.stringify({ browserId: id(99), events }));

  it('split a buffer into batches under the byte limit, oldest first, none lost', () => {
    const long = (n: number) => view(n, `/${'ñ'.repeat(240)}`);
    const buffer = Array.from({ length: 600 }, (_, n) => long(n + 1));
    const batches = splitIntoBatches(buffer);
    expect(batches.length).toBeGreaterThan(1);
    for (const batch of batches) {
      expect(bodyBytes(batch)).toBeLessThanOrEqual(TELEMETRY_BATCH_LIMIT_BYTES);
      expect(telemetryBatchBodySchema.safeParse({ browserId: id(99), events: batch }).success).toBe(true);
    }
    expect(batches.flat()).toEqual(buffer);
  });

  it('cap a batch at the most events the server takes', () => {
    const buffer = Array.from({ length: TELEMETRY_MAX_EVENTS_PER_BATCH + 20 }, (_, n) => view(n + 1, '/'));
    expect(nextBatch(buffer).batch).toHaveLength(TELEMETRY_MAX_EVENTS_PER_BATCH);
  });

  it('set aside an event too large for any batch', () => {
    const huge = view(1, `/${'x'.repeat(300)}`);
    const { batch, oversize } = nextBatch([huge, view(2)], { limitBytes: 300, maxEvents: 10 });
    expect(oversize).toEqual([huge]);
    expect(batch).toEqual([view(2)]);
  });

  it('count bytes as UTF-8', () => {
    expect(utf8Bytes('aé€😀')).toBe(1 + 2 + 3 + 4);
  });

  it('back off doubling from the interval, capped', () => {
    expect([1, 2, 3].map((f) => retryDelayMs(f, 15_000))).toEqual([15_000, 30_000, 60_000]);
    expect(retryDelayMs(10, 15_000)).toBe(TELEMETRY_RETRY_MAX_DELAY_MS);
  });
});

describe('telemetry sessions', () => {
  let n = 0;
  const newId = () => id(++n);
  const t0 = Date.UTC(2026, 10, 29, 8);

  it('start a session with the first event and keep it while events keep coming', () => {
    const first = sessionAt(null, t0, newId);
    const later = sessionAt(first, t0 + TELEMETRY_SESSION_RENEW_MS - 1, newId);
    expect(later.id).toBe(first.id);
    expect(later.lastActivityAt).toBe(t0 + TELEMETRY_SESSION_RENEW_MS - 1);
  });

  it('renew after 30 minutes without events', () => {
    const first = sessionAt(null, t0, newId);
    expect(sessionAt(first, t0 + TELEMETRY_SESSION_RENEW_MS, newId).id).not.toBe(first.id);
  });

  it('expire 24 hours after it began, however active', () => {
    let session = sessionAt(null, t0, newId);
    const first = session.id;
    for (let t = t0; t < t0 + TELEMETRY_SESSION_EXPIRE_MS; t += TELEMETRY_SESSION_RENEW_MS / 2) session = sessionAt(session, t, newId);
    expect(session.id).toBe(first);
    expect(sessionAt(session, t0 + TELEMETRY_SESSION_EXPIRE_MS, newId).id).not.toBe(first);
  });

  it('renew when the clock went back before the session began', () => {
    const first = sessionAt(null, t0, newId);
    expect(sessionAt(first, t0 - 1000, newId).id).not.toBe(first.id);
  });
});

describe('page sections', () => {
  it('name the screen a path shows, and strip queries from paths', () => {
    expect(sectionOf('/')).toBe('home');
    expect(sectionOf('/no/such/screen')).toBe('notFound');
    expect(pagePathOf('/unit/3?search=x#top')).toBe('/unit/3');
  });
});
