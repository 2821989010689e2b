// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMachineActorFactory } from '@application/machines/machine-actor-factory';
import type { TraceRecorder } from '@application/ports/trace-recorder.port';
import { createUsageTelemetryUseCases } from '@application/telemetry/usage-telemetry.use-cases';
import { TELEMETRY_BATCH_INTERVAL_MS, TELEMETRY_SESSION_RENEW_MS } from '@domain/telemetry/telemetry.constants';
import { createInMemoryTelemetryCollector, createInMemoryTelemetryStore, createInMemoryTimeInSystem } from '@infrastructure/http/in-memory-usage-telemetry.adapter';
import { createBrowserTelemetryStore, TELEMETRY_USER_COOKIE } from '@infrastructure/storage/browser-telemetry-store.adapter';

/**
 * The usage-telemetry use cases (issue 16) over the ports' twins, on a fake clock: page views in
 * product words become batched events in one telemetry session, resumed across a reload; a
 * SuperAdmin sends nothing; a refusal for good is dropped, not retried. Then the browser store:
 * per-user buffers in localStorage and the one-year user cookie.
 */

const notTracing: TraceRecorder = { isOn: () => false } as TraceRecorder;
const STUDENT = { id: 42, roleId: 6 };

function world() {
  let n = 0;
  const collector = createInMemoryTelemetryCollector();
  const store = createInMemoryTelemetryStore();
  const useCases = createUsageTelemetryUseCases({
    collector,
    store,
    timeInSystem: createInMemoryTimeInSystem(STUDENT.id),
    machines: createMachineActorFactory(notTracing),
    newId: () => `00000000-0000-4000-8000-${(++n).toString(16).padStart(12, '0')}`,
  });
  return { collector, store, useCases };
}
const unitView = { section: 'unit', path: '/unit/3', startedAt: Date.UTC(2026, 10, 29, 9), durationMs: 1234.6 };

describe('usage telemetry use cases', () => {
  beforeEach(() => vi.useFakeTimers({ now: Date.UTC(2026, 10, 29, 9) }));
  afterEach(() => vi.useRealTimers());

  it('send page views in one batch after the interval, in one session, with the browser id', async () => {
    const w = world();
    const recorder = await w.useCases.start(STUDENT);
    recorder.pageView(unitView);
    recorder.pageView({ ...unitView, section: 'lesson', path: '/lesson/1' });
    await vi.advanceTimersByTimeAsync(TELEMETRY_BATCH_INTERVAL_MS);
    expect(w.collector.batches).toHaveLength(1);
    const [batch] = w.collector.batches;
    expect(batch.browserId).toBe('00000000-0000-4000-8000-0000000000b1');
    expect(batch.events.map((e) => [e.section, e.path, e.durationMs, e.startedAt])).toEqual([
      ['unit', '/unit/3', 1235, '2026-11-29T09:00:00.000Z'],
      ['lesson', '/lesson/1', 1235, '2026-11-29T09:00:00.000Z'],
    ]);
    expect(new Set(batch.events.map((e) => e.sessionId)).size).toBe(1);
    recorder.stop();
  });

  it('start a new session after 30 minutes without page views', async () => {
    const w = world();
    const recorder = await w.useCases.start(STUDENT);
    recorder.pageView(unitView);
    await vi.advanceTimersByTimeAsync(TELEMETRY_SESSION_RENEW_MS);
    recorder.pageView(unitView);
    await vi.advanceTimersByTimeAsync(TELEMETRY_BATCH_INTERVAL_MS);
    const sessions = w.collector.batches.flatMap((b) => b.events.map((e) => e.sessionId));
    expect(new Set(sessions).size).toBe(2);
    recorder.stop();
  });

  it('resume what a stopped load left, on the next start', async () => {
    const w = world();
    const first = await w.useCases.start(STUDENT);
    first.pageView(unitView);
    first.stop();
    expect(w.store.buffers.get(STUDENT.id)).toHaveLength(1);
    const second = await w.useCases.start(STUDENT);
    await vi.advanceTimersByTimeAsync(TELEMETRY_BATCH_INTERVAL_MS);
    expect(w.collector.batches.flatMap((b) => b.events)).toHaveLength(1);
    expect(w.store.buffers.get(STUDENT.id)).toEqual([]);
    second.stop();
  });

  it('collect nothing for a SuperAdmin', async () => {
    const w = world();
    const recorder = await w.useCases.start({ id: 1, roleId: 1 });
    recorder.pageView(unitView);
    await vi.advanceTimersByTimeAsync(TELEMETRY_BATCH_INTERVAL_MS * 2);
    expect(w.collector.batches).toEqual([]);
    expect(w.store.buffers.size).toBe(0);
  });

  it('drop a batch the server refused for good instead of retrying it', async () => {
    const w = world();
    vi.spyOn(w.collector, 'sendBatch').mockResolvedValue({ ok: false, status: 400, code: 'VALIDATION', message: '', fields: [], kind: 'rejected' });
    const recorder = await w.useCases.start(STUDENT);
    recorder.pageView(unitView);
    await vi.advanceTimersByTimeAsync(TELEMETRY_BATCH_INTERVAL_MS * 20);
    expect(w.collector.sendBatch).toHaveBeenCalledTimes(1);
    recorder.stop();
  });

  it('retry a batch the server could not take now', async () => {
    const w = world();
    const send = vi.spyOn(w.collector, 'sendBatch').mockResolvedValueOnce({ ok: false, status: 0, code: 'OFFLINE', message: '', fields: [], kind: 'offline' });
    const recorder = await w.useCases.start(STUDENT);
    recorder.pageView(unitView);
    await vi.advanceTimersByTimeAsync(TELEMETRY_BATCH_INTERVAL_MS * 2);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[0][0]).toEqual(send.mock.calls[1][0]);
    recorder.stop();
  });

  it("report the user's own time in system", async () => {
    const w = world();
    expect(await w.useCases.reportTimeInSystem(STUDENT.id)).toMatchObject({ ok: true, data: { userId: 42, seconds: 15 } });
  });
});

describe('browser telemetry store', () => {
  const event = { id: '00000000-0000-4000-8000-000000000001', type: 'page-view' as const, section: 'unit', path: '/unit/1', startedAt: '2026-11-29T09:00:00.000Z', durationMs: 10, sessionId: '00000000-0000-4000-8000-000000000002' };

  it("keeps each user's stored buffer apart and leaves out what does not read back", async () => {
    localStorage.clear();
    const store = createBrowserTelemetryStore(localStorage, { cookie: '' });
    await store.save(1, [event]);
    expect(await store.load(1)).toEqual([event]);
    expect(await store.load(2)).toEqual([]);
    localStorage.setItem('usage-events:3', JSON.stringify([event, { id: 'bad' }]));
    expect(await store.load(3)).toEqual([event]);
    localStorage.setItem('usage-events:4', '{not json');
    expect(await store.load(4)).toEqual([]);
  });

  it('keeps the browser id in a one-year cookie', async () => {
    const doc = { cookie: '' };
    const store = createBrowserTelemetryStore(localStorage, doc, () => '00000000-0000-4000-8000-00000000c00c');
    const id = await store.browserId();
    expect(id).toBe('00000000-0000-4000-8000-00000000c00c');
    expect(doc.cookie).toBe(`${TELEMETRY_USER_COOKIE}=${id}; Max-Age=31536000; Path=/; SameSite=Lax`);
    expect(await createBrowserTelemetryStore(localStorage, { cookie: `other=1; ${TELEMETRY_USER_COOKIE}=${id}` }, () => 'new').browserId()).toBe(id);
  });
});
