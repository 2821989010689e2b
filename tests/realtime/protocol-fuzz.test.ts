import { HttpTransportType, HubConnectionBuilder, HubConnectionState, LogLevel, type HubConnection } from '@microsoft/signalr';
import type WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HubTarget } from '@domain/notifications/notification-hub.contract';
import { NotificationType } from '@domain/notifications/notification-type';
import { MAX_FRAME_BYTES, MAX_MESSAGE_BYTES } from '../../server/src/realtime/hub-constants';
import { HANDSHAKE, RS, bearer, negotiate, openSocket, record, withId } from './support/raw-hub-client';
import { startHubTestServer, waitFor, type HubTestServer } from './support/hub-test-server';

/**
 * Bad input of every kind closes only the connection that sent it, with a Close message (or a
 * handshake error) that says why; the server and the other connections carry on.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const RANDOM_FRAMES = 150;

let server: HubTestServer;
let token: string;
let hub: string;
let studentId: number;
const witnesses: { connection: HubConnection; received: number[] }[] = [];

/** mulberry32: a small seeded PRNG, so a failing run can be replayed with FUZZ_SEED. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

beforeAll(async () => {
  server = await startHubTestServer();
  hub = server.current.hubUrl;
  token = await server.login('student');
  studentId = await server.userId('student');
  for (const transport of [HttpTransportType.WebSockets, HttpTransportType.LongPolling]) {
    const connection = new HubConnectionBuilder()
      .withUrl(hub, { transport, accessTokenFactory: () => token })
      .configureLogging(LogLevel.None)
      .build();
    const received: number[] = [];
    connection.on(HubTarget.NotificationReceived, (n: { id: number }) => received.push(n.id));
    await connection.start();
    witnesses.push({ connection, received });
  }
});
afterAll(async () => {
  await Promise.all(witnesses.map((w) => w.connection.stop()));
  await server.close();
});

async function rawSocket(): Promise<WebSocket> {
  const { body } = await negotiate(hub, token);
  const opened = await openSocket(withId(hub, body!.connectionToken!), bearer(token));
  if (!('socket' in opened)) throw new Error(`upgrade refused: ${opened.status}`);
  return opened.socket;
}

async function fresh() {
  const socket = await rawSocket();
  return { socket, seen: record(socket) };
}

async function handshaken() {
  const socket = await rawSocket();
  const seen = record(socket);
  socket.send(HANDSHAKE);
  await waitFor('handshake answer', () => seen.text.startsWith(`{}${RS}`));
  return { socket, seen };
}

const closeMessages = (text: string) =>
  text
    .split(RS)
    .filter(Boolean)
    .map((m) => JSON.parse(m) as { type?: number; error?: string })
    .filter((m) => m.type === 7);

async function expectClosedWithError(seen: ReturnType<typeof record>, pattern: RegExp) {
  await waitFor('the server to close the connection', () => seen.closed);
  const [close] = closeMessages(seen.text);
  expect(close?.error, seen.text).toMatch(pattern);
}

async function expectHandshakeError(frame: string | Buffer, pattern: RegExp) {
  const socket = await rawSocket();
  const seen = record(socket);
  socket.send(frame);
  await waitFor('the server to close the connection', () => seen.closed);
  expect(JSON.parse(seen.text.split(RS)[0]).error).toMatch(pattern);
}

/** The server is alive and every witness still receives what is raised for it. */
async function expectOthersUndisturbed() {
  const [created] = await server.current.built.ctx.notifications.notify(studentId, {
    type: NotificationType.BenchmarkAssigned,
    args: { unitId: 1, benchmarkName: 'after the fuzz' },
  });
  for (const witness of witnesses) {
    expect(witness.connection.state).toBe(HubConnectionState.Connected);
    await waitFor('the witness notification', () => witness.received.includes(created.id));
  }
  expect((await negotiate(hub, token)).res.status).toBe(200);
}

describe('bad handshakes', () => {
  it('answers each with a handshake error and closes only that connection', async () => {
    await expectHandshakeError(`{"protocol":"messagepack","version":1}${RS}`, /protocol 'messagepack' is not available/);
    await expectHandshakeError(`{"protocol":"json","version":2}${RS}`, /version 2/);
    await expectHandshakeError(`not json${RS}`, /not valid JSON/);
    await expectHandshakeError(`[1,2]${RS}`, /not a JSON object/);
    await expectHandshakeError(`{}${RS}`, /missing the protocol/);
    await expectHandshakeError('{"protocol":"json","version":1}', /missing record separator/);
    await expectOthersUndisturbed();
  });
});

describe('bad messages after the handshake', () => {
  const cases: Array<[string, string | Buffer, RegExp]> = [
    ['malformed JSON', `{"type":1,${RS}`, /not valid JSON/],
    ['a missing record separator', '{"type":6}', /missing record separator/],
    ['an unknown method', `{"type":1,"invocationId":"1","target":"DropAllTables","arguments":[]}${RS}`, /Unknown hub method 'DropAllTables'/],
    ['an unknown message type', `{"type":42}${RS}`, /Unknown message type 42/],
    ['a message without a type', `{"target":"x"}${RS}`, /missing the required 'type'/],
    ['a malformed invocation', `{"type":1,"target":5,"arguments":{}}${RS}`, /type 1 is malformed/],
    ['a stream item nobody asked for', `{"type":2,"invocationId":"1","item":1}${RS}`, /Unexpected message type 2/],
    ['a sequence message (stateful reconnect not negotiated)', `{"type":9,"sequenceId":1}${RS}`, /stateful reconnect/],
    ['a message over the size limit', `{"type":1,"target":"GetUnreadCount","arguments":["${'x'.repeat(MAX_MESSAGE_BYTES)}"]}${RS}`, /maximum size of 32768 bytes/],
    ['invalid UTF-8', Buffer.from([0x7b, 0xff, 0xfe, 0x7d, 0x1e]), /not valid UTF-8/],
  ];
  it.each(cases)('%s closes that connection with a Close message carrying an error', async (_name, frame, pattern) => {
    const { socket, seen } = await handshaken();
    socket.send(frame, { binary: Buffer.isBuffer(frame) });
    await expectClosedWithError(seen, pattern);
  });

  it('a frame over the transport limit is cut by the WebSocket layer (1009)', async () => {
    const { socket, seen } = await handshaken();
    socket.on('error', () => undefined);
    socket.send(Buffer.alloc(MAX_FRAME_BYTES + 1, 0x20));
    await waitFor('the socket to close', () => seen.closed);
    expect(seen.closed).toEqual({ code: 1009 });
  });

  it('answers a call with invalid arguments with a Completion error and keeps the connection', async () => {
    const { socket, seen } = await handshaken();
    socket.send(`{"type":1,"invocationId":"7","target":"GetUnreadCount","arguments":[1,2,3]}${RS}`);
    await waitFor('the completion', () => seen.text.includes('"invocationId":"7"'));
    expect(seen.text).toMatch(/"type":3,"invocationId":"7","error":"Failed to invoke 'GetUnreadCount' due to invalid arguments/);
    socket.send(`{"type":1,"invocationId":"8","target":"getunreadcount","arguments":[]}${RS}`);
    await waitFor('the second completion', () => /"invocationId":"8","result":\d+/.test(seen.text));
    expect(seen.closed).toBeNull();
    socket.close();
  });

  it('every truncation of a valid message closes only its connection', async () => {
    const valid = `{"type":1,"invocationId":"1","target":"GetUnreadCount","arguments":[]}${RS}`;
    for (let cut = 1; cut < valid.length; cut += 7) {
      const { socket, seen } = await handshaken();
      socket.send(valid.slice(0, cut));
      await expectClosedWithError(seen, /.+/);
    }
    await expectOthersUndisturbed();
  });
});

describe('random frames', () => {
  it(`never crash the server or disturb another connection (seed ${SEED})`, async () => {
    const random = prng(SEED);
    const pieces = ['{', '}', '"type":', '1', '6', '7', '"target":"GetUnreadCount"', '"arguments":[]', ',', RS, '\u0000', '"', '[', ']', 'null', '\\u', 'é'];
    for (let i = 0; i < RANDOM_FRAMES; i += 1) {
      const frame =
        random() < 0.5
          ? Buffer.from(Array.from({ length: Math.floor(random() * 600) }, () => Math.floor(random() * 256)))
          : Array.from({ length: 1 + Math.floor(random() * 40) }, () => pieces[Math.floor(random() * pieces.length)]).join('');
      // Half before the handshake (handshake errors), half after (Close messages).
      const { socket, seen } = random() < 0.5 ? await fresh() : await handshaken();
      socket.on('error', () => undefined);
      socket.send(frame);
      // Either the server closes it or the frame happened to be valid; both are fine, a crash is not.
      await waitFor('an answer or a close', () => seen.closed || seen.messages.length > 1 || undefined, 300).catch(() => undefined);
      socket.terminate();
    }
    await expectOthersUndisturbed();
  });

  it('random POST bodies on long polling never crash the server', async () => {
    const random = prng(SEED + 1);
    for (let i = 0; i < 30; i += 1) {
      const { body } = await negotiate(hub, token);
      const url = withId(hub, body!.connectionToken!);
      await fetch(url, { headers: bearer(token) });
      const bytes = Buffer.from(Array.from({ length: Math.floor(random() * 400) }, () => Math.floor(random() * 256)));
      const res = await fetch(url, { method: 'POST', body: bytes, headers: { ...bearer(token), 'content-type': 'application/octet-stream' } });
      expect([200, 404]).toContain(res.status);
      await fetch(url, { method: 'DELETE', headers: bearer(token) });
    }
    await expectOthersUndisturbed();
  });
});
