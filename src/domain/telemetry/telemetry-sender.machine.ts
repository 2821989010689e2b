import { assign, fromPromise, setup } from 'xstate';
import {
  TELEMETRY_BATCH_INTERVAL_MS,
  TELEMETRY_BATCH_LIMIT_BYTES,
  TELEMETRY_MAX_EVENTS_PER_BATCH,
  TELEMETRY_MEMORY_BUFFER,
  TELEMETRY_RETRY_LIMIT,
  TELEMETRY_STORED_BUFFER,
} from './telemetry.constants';
import { keepNewest, mergeBuffers, nextBatch, recordEvent, retryDelayMs, sendsTelemetry, withoutEvents, type RecordedEvent } from './telemetry.rules';
import type { PageViewEvent } from './telemetry.schemas';

/**
 * Sending the signed-in user's usage events (issue 16; docs/telemetry.md). Events are recorded at
 * any time into a memory buffer (newest 10,000 kept) and saved to the stored buffer (newest 2,000)
 * through the provided `persist` action, so a reload loses nothing the store kept. Every batch
 * interval, the oldest events that fit one batch (102,400 bytes) go to the provided `sendBatch`
 * actor; when more are waiting the next batch follows at once. A failed batch is retried after a
 * doubling backoff up to the retry limit, then dropped. A SuperAdmin sends nothing: the machine
 * stays `off`. No I/O: the application provides `loadStored`, `sendBatch` and `persist`.
 */

export interface TelemetrySenderInput {
  readonly roleId: number;
  readonly intervalMs?: number;
  readonly retryLimit?: number;
  readonly memoryBuffer?: number;
  readonly storedBuffer?: number;
  readonly batchLimitBytes?: number;
  readonly maxEventsPerBatch?: number;
}

export interface TelemetrySenderContext {
  readonly roleId: number;
  readonly intervalMs: number;
  readonly retryLimit: number;
  readonly memoryBuffer: number;
  readonly storedBuffer: number;
  readonly batchLimitBytes: number;
  readonly maxEventsPerBatch: number;
  /** Recorded, not yet sent, oldest first. */
  readonly buffer: readonly PageViewEvent[];
  /** The batch being sent (or retried). */
  readonly inFlight: readonly PageViewEvent[];
  /** Failed attempts of the batch in flight. */
  readonly failures: number;
}

export type TelemetrySenderEvent =
  /** A page view was recorded. */
  | { readonly type: 'RECORD'; readonly event: RecordedEvent }
  /** Send what is waiting now (the tab is being hidden). */
  | { readonly type: 'FLUSH' }
  /** Signed out or unmounted: stop sending (what is stored stays for the next start). */
  | { readonly type: 'STOP' };

const storedPart = ({ context }: { context: TelemetrySenderContext }) => keepNewest(context.buffer, context.storedBuffer);

export const telemetrySenderMachine = setup({
  types: {
    input: {} as TelemetrySenderInput,
    context: {} as TelemetrySenderContext,
    events: {} as TelemetrySenderEvent,
  },
  actors: {
    /** The stored buffer left by an earlier page load. */
    loadStored: fromPromise<PageViewEvent[]>(async () => []),
    /** Sends one batch; resolves when the server took it (or refused it for good), rejects to retry. */
    sendBatch: fromPromise<void, { events: readonly PageViewEvent[] }>(async () => undefined),
  },
  actions: {
    /** Provided by the application: save the stored buffer (params: the events to keep). */
    persist: (_, _events: readonly PageViewEvent[]) => undefined,
    record: assign(({ context, event }) =>
      event.type === 'RECORD' ? { buffer: recordEvent(context.buffer, event.event, context.memoryBuffer) } : {},
    ),
    restore: assign(({ context }, stored: readonly PageViewEvent[]) => ({ buffer: mergeBuffers(stored, context.buffer, context.memoryBuffer) })),
    takeBatch: assign(({ context }) => {
      const { batch, oversize } = nextBatch(context.buffer, { limitBytes: context.batchLimitBytes, maxEvents: context.maxEventsPerBatch });
      return { inFlight: batch, buffer: withoutEvents(context.buffer, oversize) };
    }),
    /** The batch in flight left the buffer: sent, or given up on after the retry limit. */
    dropInFlight: assign(({ context }) => ({ buffer: withoutEvents(context.buffer, context.inFlight), inFlight: [], failures: 0 })),
    countFailure: assign(({ context }) => ({ failures: context.failures + 1 })),
  },
  guards: {
    excludedRole: ({ context }) => !sendsTelemetry(context.roleId),
    hasEvents: ({ context }) => context.buffer.length > 0,
    moreAfterThisBatch: ({ context }) => context.buffer.length > context.inFlight.length,
    retriesLeft: ({ context }) => context.failures < context.retryLimit,
  },
  delays: {
    batchInterval: ({ context }) => context.intervalMs,
    retryBackoff: ({ context }) => retryDelayMs(context.failures, context.intervalMs),
  },
}).createMachine({
  id: 'telemetrySender',
  context: ({ input }) => ({
    roleId: input.roleId,
    intervalMs: input.intervalMs ?? TELEMETRY_BATCH_INTERVAL_MS,
    retryLimit: input.retryLimit ?? TELEMETRY_RETRY_LIMIT,
    memoryBuffer: input.memoryBuffer ?? TELEMETRY_MEMORY_BUFFER,
    storedBuffer: input.storedBuffer ?? TELEMETRY_STORED_BUFFER,
    batchLimitBytes: input.batchLimitBytes ?? TELEMETRY_BATCH_LIMIT_BYTES,
    maxEventsPerBatch: input.maxEventsPerBatch ?? TELEMETRY_MAX_EVENTS_PER_BATCH,
    buffer: [],
    inFlight: [],
    failures: 0,
  }),
  initial: 'restoring',
  on: {
    RECORD: { actions: ['record', { type: 'persist', params: storedPart }] },
    STOP: '.stopped',
  },
  states: {
    restoring: {
      // A SuperAdmin's sender is off before anything is read.
      always: { guard: 'excludedRole', target: 'off' },
      invoke: {
        src: 'loadStored',
        onDone: { target: 'waiting', actions: [{ type: 'restore', params: ({ event }) => event.output }, { type: 'persist', params: storedPart }] },
        onError: 'waiting',
      },
      // Not saved yet: saving now would overwrite the stored buffer before it is read.
      on: { RECORD: { actions: 'record' } },
    },
    waiting: {
      after: { batchInterval: [{ guard: 'hasEvents', target: 'sending' }, { target: 'waiting', reenter: true }] },
      on: { FLUSH: { guard: 'hasEvents', target: 'sending' } },
    },
    sending: {
      entry: 'takeBatch',
      invoke: {
        src: 'sendBatch',
        input: ({ context }) => ({ events: context.inFlight }),
        onDone: [
          { guard: 'moreAfterThisBatch', target: 'sending', reenter: true, actions: ['dropInFlight', { type: 'persist', params: storedPart }] },
          { target: 'waiting', actions: ['dropInFlight', { type: 'persist', params: storedPart }] },
        ],
        onError: [
          { guard: 'retriesLeft', target: 'backingOff', actions: 'countFailure' },
          { target: 'waiting', actions: ['dropInFlight', { type: 'persist', params: storedPart }] },
        ],
      },
    },
    backingOff: {
      after: { retryBackoff: 'sending' },
    },
    /** A SuperAdmin: recorded events are ignored, nothing is saved or sent (until STOP). */
    off: { on: { RECORD: {} } },
    stopped: { type: 'final' },
  },
});

export type TelemetrySenderMachine = typeof telemetrySenderMachine;
