import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConnectionRegistry } from '../../server/src/realtime/connection-registry';
import {
  CLIENT_TIMEOUT_MS,
  ENDED_CONNECTION_GRACE_MS,
  HANDSHAKE_TIMEOUT_MS,
  KEEP_ALIVE_INTERVAL_MS,
  MAX_BUFFERED_BYTES,
  MAX_QUEUED_INVOCATIONS,
  NEGOTIATED_CONNECTION_TTL_MS,
  SESSION_ENDED_ERROR,
} from '../../server/src/realtime/hub-constants';
import { HubConnection } from '../../server/src/realtime/hub-connection';
import type { HubMethodTable } from '../../server/src/realtime/hub-methods';
import type { HubTransport, TransportKind } from '../../server/src/realtime/hub-transport';
import { waitFor } from '../support/wait-for';

/** Keep-alive and timeouts of one hub connection, on a fake clock and a fake transport. */
const RS = '\u001e';
const silentLog = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined } as never;

/** The session behind the test connection expires an hour after the clock starts. */
const SESSION_LIFETIME_MS = 60 * 60 * 1000;

function setup(methods: HubMethodTable = { find: () => null }, kind: TransportKind = 'WebSockets') {
  let now = 1_000_000;
  const registry = new ConnectionRegistry();
  const sent: string[] = [];
  const transport: HubTransport & { ended: boolean; buffered: number } = {
    kind,
    ended: false,
    buffered: 0,
    send: (frame) => void sent.push(frame),
    end() {
      this.ended = true;
    },
    bufferedBytes() {
      return this.buffered;
    },
  };
  const connection = new HubConnection('public-id', 'secret-token', 7, 'session-jti', now + SESSION_LIFETIME_MS, {
    now: () => now,
    methods,
    log: silentLog,
    onEnded: (c) => registry.remove(c, now),
  });
  registry.add(connection);
  const advance = (ms: number) => {
    now += ms;
    registry.tick(now);
  };
  const receive = (text: string) => connection.receive(Buffer.from(text));
  const open = () => {
    connection.attach(transport);
    receive(`{"protocol":"json","version":1}${RS}`);
  };
  return { connection, registry, transport, sent, advance, receive, open };
}

describe('hub connection timing', () => {
  it('closes for good when its sign-in session expires, as a request with that token would get 401', () => {
    const { connection, sent, advance, receive, open, transport } = setup();
    open();
    // A chatty client does not keep an expired session alive.
    for (let elapsed = 0; elapsed + KEEP_ALIVE_INTERVAL_MS < SESSION_LIFETIME_MS; elapsed += KEEP_ALIVE_INTERVAL_MS) {
      advance(KEEP_ALIVE_INTERVAL_MS);
      receive(`{"type":6}${RS}`);
    }
    expect(connection.phase).toBe('open');
    advance(KEEP_ALIVE_INTERVAL_MS);
    expect(connection.phase).toBe('closed');
    expect(JSON.parse(sent.at(-1)!.slice(0, -1))).toEqual({ type: 7, error: SESSION_ENDED_ERROR });
    expect(transport.ended).toBe(true);
  });

  it('pings after KEEP_ALIVE_INTERVAL_MS without sending, and not before', () => {
    const { sent, advance, open } = setup();
    open();
    expect(sent).toEqual([`{}${RS}`]);
    advance(KEEP_ALIVE_INTERVAL_MS - 1);
    expect(sent).toHaveLength(1);
    advance(1);
    expect(sent[1]).toBe(`{"type":6}${RS}`);
  });

  it('closes a client silent for CLIENT_TIMEOUT_MS with a Close message, while a pinging one stays', () => {
    const { connection, sent, advance, receive, open, transport, registry } = setup();
    open();
    for (let i = 0; i < 4; i += 1) {
      advance(KEEP_ALIVE_INTERVAL_MS);
      receive(`{"type":6}${RS}`);
    }
    expect(connection.phase).toBe('open');
    advance(CLIENT_TIMEOUT_MS + 1);
    expect(connection.phase).toBe('closed');
    expect(JSON.parse(sent.at(-1)!.slice(0, -1))).toEqual({ type: 7, error: 'Client timeout elapsed without receiving a message from the client.' });
    expect(transport.ended).toBe(true);
    expect(registry.find('secret-token')).toBeNull();
  });

  it('refuses a handshake that does not come within HANDSHAKE_TIMEOUT_MS', () => {
    const { connection, sent, advance, transport } = setup();
    connection.attach(transport);
    advance(HANDSHAKE_TIMEOUT_MS + 1);
    expect(connection.phase).toBe('closed');
    expect(JSON.parse(sent[0].slice(0, -1)).error).toMatch(/not received in time/);
  });

  it('forgets a negotiated connection whose transport never starts', () => {
    const { connection, advance, registry } = setup();
    advance(NEGOTIATED_CONNECTION_TTL_MS + 1);
    expect(connection.phase).toBe('closed');
    expect(registry.size).toBe(0);
  });

  it('keeps an ended long-polling connection findable for ENDED_CONNECTION_GRACE_MS', () => {
    const { connection, advance, registry, open } = setup(undefined, 'LongPolling');
    open();
    connection.close({ error: 'bye' });
    expect(registry.find('secret-token')).toBeNull();
    expect(registry.findEnded('secret-token')).toBe(connection);
    advance(ENDED_CONNECTION_GRACE_MS);
    expect(registry.findEnded('secret-token')).toBeNull();
  });

  it('drops a client whose unsent output passed MAX_BUFFERED_BYTES', () => {
    const { connection, transport, open } = setup();
    open();
    transport.buffered = MAX_BUFFERED_BYTES + 1;
    expect(connection.sendFrame(`{"type":1,"target":"x","arguments":[]}${RS}`)).toBe(true);
    expect(connection.phase).toBe('closed');
  });

  it('closes a connection that floods invocations beyond MAX_QUEUED_INVOCATIONS', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const methods: HubMethodTable = {
      find: () => ({ name: 'Slow', args: z.tuple([]), invoke: () => gate.then(() => 1) }),
    };
    const { connection, sent, receive, open } = setup(methods);
    open();
    for (let i = 0; i <= MAX_QUEUED_INVOCATIONS; i += 1) receive(`{"type":1,"invocationId":"${i}","target":"Slow","arguments":[]}${RS}`);
    expect(connection.phase).toBe('closed');
    expect(sent.at(-1)).toMatch(/Too many pending invocations/);
    release();
  });

  it('runs invocations in order and answers each with its Completion', async () => {
    const order: number[] = [];
    const methods: HubMethodTable = {
      find: () => ({ name: 'Echo', args: z.tuple([z.number()]), invoke: async (_user, [n]) => (order.push(n as number), n) }),
    };
    const { sent, receive, open } = setup(methods);
    open();
    receive(`{"type":1,"invocationId":"a","target":"Echo","arguments":[1]}${RS}{"type":1,"target":"Echo","arguments":[2]}${RS}{"type":1,"invocationId":"c","target":"Echo","arguments":[3]}${RS}`);
    // Done when the last invocation has been answered (the fire-and-forget one in between has none).
    await waitFor(() => sent.some((frame) => frame.includes('"invocationId":"c"')), { what: 'the Completion of invocation c' });
    expect(order).toEqual([1, 2, 3]);
    // The fire-and-forget call (no invocationId) gets no Completion.
    expect(sent.slice(1)).toEqual([`{"type":3,"invocationId":"a","result":1}${RS}`, `{"type":3,"invocationId":"c","result":3}${RS}`]);
  });
});
