import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { TELEMETRY_BATCH_INTERVAL_MS, TELEMETRY_RETRY_LIMIT } from '@domain/telemetry/telemetry.constants';
import { telemetrySenderMachine } from '@domain/telemetry/telemetry-sender.machine';
import { retryDelayMs } from '@domain/telemetry/telemetry.rules';
import type { PageViewEvent } from '@domain/telemetry/telemetry.schemas';

/**
 * The telemetry sender's batching and limits (issue 16) on a fake clock: nothing leaves before the
 * 15 s interval; batches stay under their limits; a failed batch retries with backoff up to the
 * retry limit, then is dropped; the memory and stored buffers keep their newest events; a reload
 * resumes the stored buffer; a SuperAdmin sends nothing.
 */

const id = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const view = (n: number): PageViewEvent => ({ id: id(n), type: 'page-view', section: 'unit', path: '/unit/1', startedAt: '2026-11-29T10:00:00.000Z', durationMs: 1000, sessionId: id(0) });

interface Harness {
  readonly sent: PageViewEvent[][];
  readonly saved: (readonly PageViewEvent[])[];
  readonly actor: ReturnType<typeof createActor<typeof telemetrySenderMachine>>;
}

function start(options: { roleId?: number; stored?: PageViewEvent[]; fail?: () => boolean; limits?: Record<string, number> } = {}): Harness {
  const sent: PageViewEvent[][] = [];
  const saved: (readonly PageViewEvent[])[] = [];
  const machine = telemetrySenderMachine.provide({
    actors: {
      loadStored: fromPromise(async () => options.stored ?? []),
      sendBatch: fromPromise<void, { events: readonly PageViewEvent[] }>(async ({ input }) => {
        sent.push([...input.events]);
        if (options.fail?.()) throw new Error('offline');
      }),
    },
    actions: { persist: (_, events: readonly PageViewEvent[]) => void saved.push(events) },
  });
  const actor = createActor(machine, { input: { roleId: options.roleId ?? 6, ...options.limits } });
  actor.start();
  return { sent, saved, actor };
}

const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);
const record = (h: Harness, ...ns: number[]) => ns.forEach((n) => h.actor.send({ type: 'RECORD', event: view(n) }));

describe('telemetry sender', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends what was recorded once the batch interval has passed, not before', async () => {
    const h = start();
    await advance(0);
    record(h, 1, 2);
    await advance(TELEMETRY_BATCH_INTERVAL_MS - 1);
    expect(h.sent).toEqual([]);
    await advance(1);
    expect(h.sent).toEqual([[view(1), view(2)]]);
    expect(h.saved.at(-1)).toEqual([]);
    expect(h.actor.getSnapshot().value).toBe('waiting');
  });

  it('sends nothing while nothing is waiting', async () => {
    const h = start();
    await advance(TELEMETRY_BATCH_INTERVAL_MS * 4);
    expect(h.sent).toEqual([]);
  });

  it('sends batch after batch at once when more than one batch is waiting', async () => {
    const h = start({ limits: { maxEventsPerBatch: 2 } });
    await advance(0);
    record(h, 1, 2, 3, 4, 5);
    await advance(TELEMETRY_BATCH_INTERVAL_MS);
    expect(h.sent.map((b) => b.map((e) => e.id))).toEqual([[id(1), id(2)], [id(3), id(4)], [id(5)]]);
  });

  it('keeps every batch under the byte limit', async () => {
    const h = start({ limits: { batchLimitBytes: 700 } });
    await advance(0);
    record(h, 1, 2, 3, 4, 5, 6);
    await advance(TELEMETRY_BATCH_INTERVAL_MS);
    expect(h.sent.length).toBeGreaterThan(1);
    for (const batch of h.sent) expect(JSON.stringify({ browserId: id(9), events: batch }).length).toBeLessThanOrEqual(700);
    expect(h.sent.flat()).toHaveLength(6);
  });

  it('retries a failed batch after a doubling backoff, up to the retry limit, then drops it', async () => {
    const h = start({ fail: () => true });
    await advance(0);
    record(h, 1);
    await advance(TELEMETRY_BATCH_INTERVAL_MS);
    expect(h.sent).toHaveLength(1);
    for (let retry = 1; retry <= TELEMETRY_RETRY_LIMIT; retry += 1) {
      await advance(retryDelayMs(retry) - 1);
      expect(h.sent).toHaveLength(retry);
      await advance(1);
      expect(h.sent).toHaveLength(retry + 1);
    }
    expect(h.actor.getSnapshot().value).toBe('waiting');
    expect(h.actor.getSnapshot().context.buffer).toEqual([]);
    await advance(TELEMETRY_BATCH_INTERVAL_MS * 10);
    expect(h.sent).toHaveLength(TELEMETRY_RETRY_LIMIT + 1);
  });

  it('keeps a batch that failed until a retry gets through, sending it once more only', async () => {
    let failures = 2;
    const h = start({ fail: () => failures-- > 0 });
    await advance(0);
    record(h, 1);
    await advance(TELEMETRY_BATCH_INTERVAL_MS + retryDelayMs(1) + retryDelayMs(2));
    expect(h.sent).toEqual([[view(1)], [view(1)], [view(1)]]);
    expect(h.actor.getSnapshot().context.buffer).toEqual([]);
  });

  it('keeps the newest events in memory and the newest of those in storage', async () => {
    const h = start({ limits: { memoryBuffer: 4, storedBuffer: 2 } });
    await advance(0);
    record(h, 1, 2, 3, 4, 5, 6);
    expect(h.actor.getSnapshot().context.buffer.map((e) => e.id)).toEqual([id(3), id(4), id(5), id(6)]);
    expect(h.saved.at(-1)?.map((e) => e.id)).toEqual([id(5), id(6)]);
  });

  it('resumes the stored buffer of an earlier page load, before what this load recorded', async () => {
    const h = start({ stored: [view(1), view(2)] });
    record(h, 3);
    await advance(TELEMETRY_BATCH_INTERVAL_MS);
    expect(h.sent).toEqual([[view(1), view(2), view(3)]]);
  });

  it('drops events flagged avoidSending', async () => {
    const h = start();
    await advance(0);
    h.actor.send({ type: 'RECORD', event: { ...view(1), avoidSending: true } });
    record(h, 2);
    await advance(TELEMETRY_BATCH_INTERVAL_MS);
    expect(h.sent).toEqual([[view(2)]]);
  });

  it('sends what waits at once on FLUSH', async () => {
    const h = start();
    await advance(0);
    record(h, 1);
    h.actor.send({ type: 'FLUSH' });
    await advance(0);
    expect(h.sent).toEqual([[view(1)]]);
  });

  it('sends nothing for a SuperAdmin', async () => {
    const h = start({ roleId: 1 });
    record(h, 1);
    await advance(TELEMETRY_BATCH_INTERVAL_MS * 2);
    expect(h.sent).toEqual([]);
    expect(h.saved).toEqual([]);
    expect(h.actor.getSnapshot().value).toBe('off');
  });
});
