import { HttpTransportType, HubConnectionBuilder, HubConnectionState, LogLevel, type HubConnection } from '@microsoft/signalr';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HubMethod, HubTarget } from '@domain/notifications/notification-hub.contract';
import { NotificationType } from '@domain/notifications/notification-type';
import { parseNotification, type Notification } from '@domain/notifications/notification.schemas';
import { NOTIFICATION_EVENTS_CHANNEL } from '../../server/src/modules/notifications/notification-publication';
import { startHubTestServer, waitFor, type HubTestServer } from './support/hub-test-server';

/** The spec's "within a second" for a pushed notification. */
const DELIVERY_DEADLINE_MS = 1_000;
/** Short client-side reconnect schedule, so a restart test takes well under a test timeout. */
const TEST_RECONNECT_DELAYS_MS = [0, 100, 250, 500, 1000, 1000, 1000, 1000];

let server: HubTestServer;
let studentId: number;
const open: HubConnection[] = [];

beforeAll(async () => {
  server = await startHubTestServer();
  studentId = await server.userId('student');
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.stop().catch(() => undefined)));
});
afterAll(() => server.close());

function client(transport: HttpTransportType, token: string | null, reconnect = false): HubConnection {
  let builder = new HubConnectionBuilder()
    .withUrl(server.current.hubUrl, { transport, ...(token === null ? {} : { accessTokenFactory: () => token }) })
    .configureLogging(LogLevel.None);
  if (reconnect) builder = builder.withAutomaticReconnect(TEST_RECONNECT_DELAYS_MS);
  const connection = builder.build();
  open.push(connection);
  return connection;
}

function collect(connection: HubConnection): Notification[] {
  const received: Notification[] = [];
  connection.on(HubTarget.NotificationReceived, (payload: unknown) => {
    const parsed = parseNotification(payload);
    if (parsed) received.push(parsed);
  });
  return received;
}

const benchmarkAssigned = (name: string) =>
  ({ type: NotificationType.BenchmarkAssigned, args: { unitId: 4, benchmarkName: name } }) as const;

describe.each([
  ['WebSockets', HttpTransportType.WebSockets],
  ['ServerSentEvents', HttpTransportType.ServerSentEvents],
  ['LongPolling', HttpTransportType.LongPolling],
] as const)('the official SignalR client over %s', (name, transport) => {
  it('connects with a token and receives a notification raised through the service within a second', async () => {
    const connection = client(transport, await server.login('student'));
    const received = collect(connection);
    await connection.start();
    expect(connection.state).toBe(HubConnectionState.Connected);

    const [created] = await server.current.built.ctx.notifications.notify(studentId, benchmarkAssigned(`Benchmark over ${name}`));
    const got = await waitFor('the pushed notification', () => received.find((n) => n.id === created.id), DELIVERY_DEADLINE_MS);
    expect(got).toMatchObject({ type: NotificationType.BenchmarkAssigned, isRead: false, isDelete: false });
    expect(got.notificationArgs).toMatchObject({ benchmarkName: `Benchmark over ${name}`, isFlashNotification: false });
    // Written first: what was pushed is what the bell loads.
    const stored = await server.db.query('SELECT id FROM notifications WHERE id = $1 AND recipient_user_id = $2', [got.id, studentId]);
    expect(stored).toHaveLength(1);
  });

  it('delivers a notification announced by reference only (content too large for NOTIFY)', async () => {
    const connection = client(transport, await server.login('student'));
    const received = collect(connection);
    await connection.start();
    const [row] = await server.current.built.ctx.notifications.record(server.db, studentId, benchmarkAssigned(`by reference over ${name}`));
    await server.db.notify(NOTIFICATION_EVENTS_CHANNEL, JSON.stringify({ kind: 'createdRefs', items: [[studentId, row.id]] }));
    const got = await waitFor('the loaded notification', () => received.find((n) => n.id === row.id));
    expect(got.notificationArgs).toMatchObject({ benchmarkName: `by reference over ${name}` });
  });

  it('answers a hub method call with a Completion', async () => {
    const connection = client(transport, await server.login('student'));
    await connection.start();
    const unread = await connection.invoke(HubMethod.GetUnreadCount);
    const [{ count }] = await server.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM notifications WHERE recipient_user_id = $1 AND NOT is_read AND NOT is_delete',
      [studentId],
    );
    expect(unread).toBe(count);
  });

  it('is refused without a token, and with a revoked one', async () => {
    await expect(client(transport, null).start()).rejects.toThrow(/401/);
    const token = await server.login('teacher');
    const logout = await fetch(`${server.current.origin}/api/user/logout`, { headers: { authorization: `Bearer ${token}` } });
    expect(logout.status).toBe(200);
    await expect(client(transport, token).start()).rejects.toThrow(/401/);
  });

  it('is closed when its session is revoked (sign-out in another tab)', async () => {
    const token = await server.login('districtmanager');
    const connection = client(transport, token);
    let closedWith: Error | undefined;
    connection.onclose((error) => {
      closedWith = error ?? new Error('closed without error');
    });
    await connection.start();
    await fetch(`${server.current.origin}/api/user/logout`, { headers: { authorization: `Bearer ${token}` } });
    await waitFor('the close', () => closedWith);
    expect(closedWith!.message).toMatch(/The session has ended/);
  });

  it('does not receive notifications of another user', async () => {
    const connection = client(transport, await server.login('teacher'));
    const received = collect(connection);
    await connection.start();
    const teacherId = await server.userId('teacher');
    await server.current.built.ctx.notifications.notify(studentId, benchmarkAssigned('for the student only'));
    const [mine] = await server.current.built.ctx.notifications.notify(teacherId, benchmarkAssigned('for the teacher'));
    await waitFor('the teacher notification', () => received.find((n) => n.id === mine.id));
    expect(received.map((n) => n.notificationArgs)).not.toContainEqual(expect.objectContaining({ benchmarkName: 'for the student only' }));
  });

  it('reconnects after the server restarts and receives from the new instance', async () => {
    const connection = client(transport, await server.login('student'), true);
    const received = collect(connection);
    let reconnected = false;
    connection.onreconnected(() => {
      reconnected = true;
    });
    await connection.start();
    await server.restart();
    await waitFor('the reconnect', () => reconnected && connection.state === HubConnectionState.Connected, 15_000);
    const [created] = await server.current.built.ctx.notifications.notify(studentId, benchmarkAssigned(`after restart over ${name}`));
    await waitFor('the notification after the restart', () => received.find((n) => n.id === created.id), DELIVERY_DEADLINE_MS);
  });
});
