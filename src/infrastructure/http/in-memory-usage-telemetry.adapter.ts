import type { TelemetryCollector } from '@application/telemetry/telemetry-collector.port';
import type { TelemetryStore } from '@application/telemetry/telemetry-store.port';
import type { TimeInSystem } from '@application/telemetry/time-in-system.port';
import type { TelemetrySession } from '@domain/telemetry/telemetry.rules';
import type { TelemetryBatchBody, PageViewEvent } from '@domain/telemetry/telemetry.schemas';

/** The collection endpoint's twin: keeps every batch, stores each event id once (as the server does). */
export function createInMemoryTelemetryCollector(): TelemetryCollector & { readonly batches: TelemetryBatchBody[]; readonly storedIds: Set<string> } {
  const batches: TelemetryBatchBody[] = [];
  const storedIds = new Set<string>();
  return {
    batches,
    storedIds,
    async sendBatch(batch) {
      batches.push(batch);
      const fresh = batch.events.filter((e) => !storedIds.has(e.id));
      for (const e of fresh) storedIds.add(e.id);
      return { ok: true, data: { stored: fresh.length }, message: 'OK' };
    },
  };
}

/** Time in system's twin: counts whole report intervals, for the signed-in user only. */
export function createInMemoryTimeInSystem(signedInUserId: number, intervalSeconds = 15): TimeInSystem {
  let seconds = 0;
  return {
    async report(userId) {
      if (userId !== signedInUserId) return { ok: false, status: 403, code: 'FORBIDDEN', message: 'Forbidden', fields: [], kind: 'rejected' };
      seconds += intervalSeconds;
      return { ok: true, data: { userId, day: new Date().toISOString().slice(0, 10), seconds }, message: 'OK' };
    },
  };
}

/** The browser store's twin: buffers and sessions per user in memory, a fixed browser id. */
export function createInMemoryTelemetryStore(browserId = '00000000-0000-4000-8000-0000000000b1'): TelemetryStore & { readonly buffers: Map<number, PageViewEvent[]> } {
  const buffers = new Map<number, PageViewEvent[]>();
  const sessions = new Map<number, TelemetrySession>();
  return {
    buffers,
    load: async (userId) => [...(buffers.get(userId) ?? [])],
    save: async (userId, events) => void buffers.set(userId, [...events]),
    loadSession: async (userId) => sessions.get(userId) ?? null,
    saveSession: async (userId, session) => void sessions.set(userId, session),
    browserId: async () => browserId,
  };
}
