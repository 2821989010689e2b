import { assign, assertEvent, emit, fromCallback, setup } from 'xstate';
import { RECONNECT_DELAYS_MS } from '../shared/constants';
import { advanceRetry, hasRetriesLeft, nextRetryDelay, resetRetries, startRetrySchedule, type RetrySchedule } from '../shared/retry-schedule';
import type { ChannelFailure, ChannelFailureCode, NotificationChannelEvent } from './notification-channel-event';

/**
 * The real-time notification channel (product-spec §4): disconnected, connecting, connected,
 * reconnecting, disconnecting. A START is refused unless disconnected. A failed start or a lost
 * connection is retried after each delay of RECONNECT_DELAYS_MS, then the channel stops. A 401 stops
 * at once, since retrying cannot succeed. Failures are only logged (api-spec §8.1), never thrown.
 *
 * The machine does no I/O: the application layer provides `connect`, `disconnect` and `watch`
 * (built from the NotificationChannel port) and `log` with `machine.provide(...)`.
 */

/** The reconnect schedule (`retryDelaysMs`, from the input's reconnectDelaysMs): past its end, give up. */
export interface NotificationChannelContext extends RetrySchedule {
  readonly lastFailure: ChannelFailure | null;
}

export interface NotificationChannelInput {
  /** Defaults to RECONNECT_DELAYS_MS. */
  readonly reconnectDelaysMs?: readonly number[];
}

export type NotificationChannelMachineEvent =
  /** From the application: open the channel (after sign-in). */
  | { readonly type: 'START' }
  /** From the application: close it (sign-out). */
  | { readonly type: 'STOP' }
  /** From the `connect` actor. */
  | { readonly type: 'CONNECTED' }
  | { readonly type: 'CONNECT_FAILED'; readonly failure: ChannelFailure }
  /** From the `watch` actor while connected. */
  | { readonly type: 'CONNECTION_LOST'; readonly reason: string }
  | { readonly type: 'CHANNEL_EVENT'; readonly event: NotificationChannelEvent }
  /** From the `disconnect` actor. */
  | { readonly type: 'DISCONNECTED' };

/** Subscribe with `actor.on('notification', ...)`; `connected` fires on every (re)connect so views reload what they missed. */
export type NotificationChannelEmitted =
  | { readonly type: 'notification'; readonly event: NotificationChannelEvent }
  | { readonly type: 'connected' };

/** What the channel's log lines are about (diagnostics, not API failures). */
export type ChannelLogCode = ChannelFailureCode | 'CONNECTION_LOST' | 'START_REFUSED' | 'GAVE_UP' | 'DISCONNECT_FAILED' | 'SIGNALR' | 'MALFORMED_PUSH' | 'VALIDATORS_UNAVAILABLE';

export interface ChannelLogEntry {
  readonly level: 'info' | 'warn' | 'error';
  readonly code: ChannelLogCode;
  readonly message: string;
}

interface LogArgs {
  readonly context: NotificationChannelContext;
  readonly event: NotificationChannelMachineEvent;
}

/** The `log` action's entry for each situation, named so the state config stays declarative. */
const logEntry = {
  connectFailure: ({ event }: LogArgs): ChannelLogEntry => {
    assertEvent(event, 'CONNECT_FAILED');
    return { level: 'warn', code: event.failure.code, message: event.failure.message };
  },
  connectionLost: ({ event }: LogArgs): ChannelLogEntry => {
    assertEvent(event, 'CONNECTION_LOST');
    return { level: 'warn', code: 'CONNECTION_LOST', message: event.reason };
  },
  startRefused: (): ChannelLogEntry => ({ level: 'info', code: 'START_REFUSED', message: 'The channel is already started' }),
  gaveUp: ({ context }: LogArgs): ChannelLogEntry => ({
    level: 'error',
    code: 'GAVE_UP',
    message: `Gave up after ${context.retryDelaysMs.length} reconnect attempts`,
  }),
};

const logConnectFailure = { type: 'log', params: logEntry.connectFailure } as const;
const logConnectionLost = { type: 'log', params: logEntry.connectionLost } as const;
const logStartRefused = { type: 'log', params: logEntry.startRefused } as const;
const logGaveUp = { type: 'log', params: logEntry.gaveUp } as const;

export const notificationChannelMachine = setup({
  types: {
    context: {} as NotificationChannelContext,
    events: {} as NotificationChannelMachineEvent,
    input: {} as NotificationChannelInput | undefined,
    emitted: {} as NotificationChannelEmitted,
  },
  actors: {
    /** Opens the connection; sends back CONNECTED or CONNECT_FAILED. */
    connect: fromCallback<NotificationChannelMachineEvent>(({ sendBack }) => {
      sendBack({ type: 'CONNECT_FAILED', failure: { code: 'CONNECTION_FAILED', message: 'No notification channel was provided' } });
    }),
    /** Closes the connection; sends back DISCONNECTED when closed, whatever happened. */
    disconnect: fromCallback<NotificationChannelMachineEvent>(({ sendBack }) => {
      sendBack({ type: 'DISCONNECTED' });
    }),
    /** While connected: forwards pushed events and reports a lost connection. Returns its cleanup. */
    watch: fromCallback<NotificationChannelMachineEvent>(() => () => undefined),
  },
  actions: {
    /** Where log entries go; the composition root provides it. */
    log: (_, _entry: ChannelLogEntry) => undefined,
    resetRetries: assign(() => resetRetries()),
    advanceRetry: assign(({ context }) => advanceRetry({ context })),
    recordFailure: assign({
      lastFailure: ({ event }) => {
        assertEvent(event, 'CONNECT_FAILED');
        return event.failure;
      },
    }),
    emitConnected: emit({ type: 'connected' }),
    emitChannelEvent: emit(({ event }) => {
      assertEvent(event, 'CHANNEL_EVENT');
      return { type: 'notification', event: event.event } as const;
    }),
  },
  guards: {
    isUnauthorized: ({ event }) => event.type === 'CONNECT_FAILED' && event.failure.code === 'UNAUTHORIZED',
    retriesExhausted: ({ context }) => !hasRetriesLeft({ context }),
  },
  delays: {
    reconnectDelay: ({ context }) => nextRetryDelay({ context }),
  },
}).createMachine({
  id: 'notificationChannel',
  context: ({ input }) => ({ ...startRetrySchedule(input?.reconnectDelaysMs ?? RECONNECT_DELAYS_MS), lastFailure: null }),
  initial: 'disconnected',
  states: {
    disconnected: {
      on: { START: { target: 'connecting', actions: 'resetRetries' } },
    },
    connecting: {
      invoke: { src: 'connect' },
      on: {
        CONNECTED: 'connected',
        CONNECT_FAILED: [
          { guard: 'isUnauthorized', target: 'disconnected', actions: ['recordFailure', logConnectFailure] },
          { target: 'reconnecting', actions: ['recordFailure', logConnectFailure] },
        ],
        STOP: 'disconnecting',
        START: { actions: logStartRefused },
      },
    },
    connected: {
      entry: ['resetRetries', 'emitConnected'],
      invoke: { src: 'watch' },
      on: {
        CHANNEL_EVENT: { actions: 'emitChannelEvent' },
        CONNECTION_LOST: { target: 'reconnecting', actions: logConnectionLost },
        STOP: 'disconnecting',
        START: { actions: logStartRefused },
      },
    },
    reconnecting: {
      initial: 'waiting',
      on: {
        STOP: '#notificationChannel.disconnecting',
        START: { actions: logStartRefused },
      },
      states: {
        waiting: {
          always: { guard: 'retriesExhausted', target: '#notificationChannel.disconnected', actions: logGaveUp },
          after: { reconnectDelay: 'attempting' },
        },
        attempting: {
          invoke: { src: 'connect' },
          on: {
            CONNECTED: '#notificationChannel.connected',
            CONNECT_FAILED: [
              { guard: 'isUnauthorized', target: '#notificationChannel.disconnected', actions: ['recordFailure', logConnectFailure] },
              { target: 'waiting', actions: ['recordFailure', logConnectFailure, 'advanceRetry'] },
            ],
          },
        },
      },
    },
    disconnecting: {
      invoke: { src: 'disconnect' },
      on: {
        DISCONNECTED: 'disconnected',
        START: { actions: logStartRefused },
      },
    },
  },
});

