import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/src/db/database';
import { openPostgresDatabase } from '../../server/src/db/postgres-database';
import { DEMO_SEED_STEPS } from '../../server/src/seed/demo-seeds';
import { runSeedSteps } from '../../server/src/seed/seed-runner';
import { HubTarget } from '@domain/notifications/notification-hub.contract';
import { NotificationType } from '@domain/notifications/notification-type';
import { openTestDatabase } from '../server/support/test-database';
import { hubTestConfig, listen, startHubTestServer, waitFor, type HubTestServer, type ListeningApp } from './support/hub-test-server';
import { DEMO_PASSWORD } from '../../server/src/seed/demo-world.seed';
import { HANDSHAKE, RS, bearer, negotiate, openSocket, record, withId } from './support/raw-hub-client';

/**
 * Two server instances, each with its own connection pool and LISTEN connection, on one PostgreSQL
 * database — what several processes behind a load balancer are. A notification raised in one
 * reaches a client connected to the other, through LISTEN/NOTIFY only.
 */
const pgUrl = process.env.DATABASE_URL;

describe.skipIf(!pgUrl)('scale-out over PostgreSQL LISTEN/NOTIFY (needs DATABASE_URL; PGlite lives in one process)', () => {
  let dispose: () => Promise<void>;
  let secondDb: Database;
  let a: ListeningApp;
  let b: ListeningApp;
  const clients: HubConnection[] = [];

  beforeAll(async () => {
    const test = await openTestDatabase();
    dispose = test.dispose;
    await runSeedSteps(test.db, DEMO_SEED_STEPS);
    secondDb = await openPostgresDatabase(test.url!, 5);
    const config = hubTestConfig();
    a = await listen(test.db, config);
    b = await listen(secondDb, config);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.stop()));
    await a.stop();
    await b.stop();
    await secondDb.close();
    await dispose();
  });

  it.each([
    ['WebSockets', HttpTransportType.WebSockets],
    ['ServerSentEvents', HttpTransportType.ServerSentEvents],
    ['LongPolling', HttpTransportType.LongPolling],
  ] as const)('a notification raised in instance A reaches a %s client connected to instance B', async (name, transport) => {
    const login = await fetch(`${b.origin}/api/user/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-device-id': 'scale-out-device-0001' },
      body: JSON.stringify({ username: 'student', password: DEMO_PASSWORD }),
    });
    const { data } = (await login.json()) as { data: { token: string; user: { id: number } } };
    const connection = new HubConnectionBuilder()
      .withUrl(b.hubUrl, { transport, accessTokenFactory: () => data.token })
      .configureLogging(LogLevel.None)
      .build();
    clients.push(connection);
    const received: number[] = [];
    connection.on(HubTarget.NotificationReceived, (n: { id: number }) => received.push(n.id));
    await connection.start();

    const [created] = await a.built.ctx.notifications.notify(data.user.id, {
      type: NotificationType.RetakeAllowed,
      args: { lessonId: 2, lessonName: `Lesson over ${name}`, teacherName: 'Teresa Maestra' },
    });
    await waitFor('the notification from the other instance', () => received.includes(created.id), 1_000);
  });
});

/**
 * The official client negotiates, then opens the WebSocket with the negotiated id; behind a load
 * balancer the two requests may reach different instances. Connection tokens are signed, so the
 * second instance starts the connection itself. Two instances on one database handle show it on
 * PGlite too.
 */
describe('WebSockets need no sticky sessions', () => {
  let server: HubTestServer;
  let other: ListeningApp;
  let token: string;

  beforeAll(async () => {
    server = await startHubTestServer();
    other = await listen(server.db, server.config);
    token = await server.login('student');
  });
  afterAll(async () => {
    await other.stop();
    await server.close();
  });

  it('a WebSocket opened on instance B with an id negotiated on instance A works and receives pushes', async () => {
    const { body } = await negotiate(server.current.hubUrl, token);
    const opened = await openSocket(withId(other.hubUrl, body!.connectionToken!), bearer(token));
    if (!('socket' in opened)) throw new Error(`refused with ${opened.status}`);
    const seen = record(opened.socket);
    opened.socket.send(HANDSHAKE);
    await waitFor('the handshake answer', () => seen.text.startsWith(`{}${RS}`));
    const [created] = await server.current.built.ctx.notifications.notify(await server.userId('student'), {
      type: NotificationType.BenchmarkAssigned,
      args: { unitId: 4, benchmarkName: 'via instance B' },
    });
    await waitFor('the push on B', () => seen.text.includes(`"id":${created.id},`));
    opened.socket.close();
  });

  it('long polling may start on another instance too, as long as the rest of its requests follow it', async () => {
    const { body } = await negotiate(server.current.hubUrl, token);
    const url = withId(other.hubUrl, body!.connectionToken!);
    expect((await fetch(url, { headers: bearer(token) })).status).toBe(200);
    const handshake = await fetch(url, { method: 'POST', body: HANDSHAKE, headers: bearer(token) });
    expect(handshake.status).toBe(200);
    expect(await (await fetch(url, { headers: bearer(token) })).text()).toBe(`{}${RS}`);
    const poll = fetch(url, { headers: bearer(token) });
    const [created] = await server.current.built.ctx.notifications.notify(await server.userId('student'), {
      type: NotificationType.BenchmarkAssigned,
      args: { unitId: 4, benchmarkName: 'polled on B' },
    });
    expect(await (await poll).text()).toContain(`"id":${created.id},`);
    expect((await fetch(url, { method: 'DELETE', headers: bearer(token) })).status).toBe(202);
  });

  it('refuses forged ids, ids of another user, and reuse of an id that already ended there', async () => {
    const { body } = await negotiate(server.current.hubUrl, token);
    const id = body!.connectionToken!;
    const forged = id.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect(await openSocket(withId(other.hubUrl, forged), bearer(token))).toEqual({ status: 404 });
    expect(await openSocket(withId(other.hubUrl, id), bearer(await server.login('teacher')))).toEqual({ status: 404 });
    const first = await openSocket(withId(other.hubUrl, id), bearer(token));
    if (!('socket' in first)) throw new Error('first upgrade refused');
    expect(await openSocket(withId(other.hubUrl, id), bearer(token))).toEqual({ status: 409 });
    const seen = record(first.socket);
    first.socket.close();
    await waitFor('the close', () => seen.closed);
    // Once the socket is gone there, the same id cannot start another connection (no replay).
    await waitFor('the server to refuse the id', async () => {
      const again = await openSocket(withId(other.hubUrl, id), bearer(token));
      if ('socket' in again) again.socket.close();
      return 'status' in again && again.status === 404;
    });
  });
});
