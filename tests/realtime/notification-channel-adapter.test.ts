import { HttpTransportType } from '@microsoft/signalr';
import { createActor } from 'xstate';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { provideNotificationChannel } from '@application/notifications/notification-channel.actors';
import type { ChannelLogEntry, NotificationChannelEmitted } from '@domain/notifications/notification-channel.machine';
import { NotificationType } from '@domain/notifications/notification-type';
import { SignalRNotificationChannel } from '@infrastructure/realtime/signalr-notification-channel.adapter';
import { startHubTestServer, waitFor, type HubTestServer } from './support/hub-test-server';

/** The channel machine with the SignalR adapter against the real hub: what the bell and snackbar will use. */
let server: HubTestServer;
let studentId: number;
const actors: { stop(): void }[] = [];

beforeAll(async () => {
  server = await startHubTestServer();
  studentId = await server.userId('student');
});
afterEach(() => actors.splice(0).forEach((a) => a.stop()));
afterAll(() => server.close());

function channel(token: string, transport: HttpTransportType) {
  const logs: ChannelLogEntry[] = [];
  const emitted: NotificationChannelEmitted[] = [];
  const port = new SignalRNotificationChannel({ url: server.current.hubUrl, accessToken: () => token, transport, log: (e) => logs.push(e) });
  const actor = createActor(provideNotificationChannel(port, (e) => logs.push(e)), { input: {} });
  actor.on('*', (e) => void emitted.push(e as NotificationChannelEmitted));
  actor.start();
  actors.push(actor);
  return { actor, port, logs, emitted };
}

const notificationsIn = (emitted: NotificationChannelEmitted[]) =>
  emitted.flatMap((e) => (e.type === 'notification' ? [e.event] : []));

describe.each([
  ['WebSockets', HttpTransportType.WebSockets],
  ['LongPolling', HttpTransportType.LongPolling],
] as const)('SignalRNotificationChannel over %s', (_name, transport) => {
  it('connects, delivers escaped notifications, and mirrors read and delete changes', async () => {
    const token = await server.login('student');
    const { actor, port, emitted } = channel(token, transport);
    actor.send({ type: 'START' });
    await waitFor('connected', () => actor.getSnapshot().matches('connected'));
    expect(emitted).toContainEqual({ type: 'connected' });

    const [created] = await server.current.built.ctx.notifications.notify(studentId, {
      type: NotificationType.FeedbackReceived,
      args: { lessonId: 1, lessonName: '<script>alert(1)</script>', teacherName: 'T & T' },
    });
    const received = await waitFor('the notification', () =>
      notificationsIn(emitted).find((e) => e.kind === 'received' && e.notification.id === created.id),
    );
    expect(received.kind === 'received' && received.notification.notificationArgs).toMatchObject({
      lessonName: '&lt;script&gt;alert(1)&lt;/script&gt;',
      teacherName: 'T &amp; T',
    });

    const unread = await port.unreadCount();
    expect(unread.ok && unread.value).toBeGreaterThan(0);

    const headers = { authorization: `Bearer ${token}` };
    await fetch(`${server.current.origin}/api/notification/${created.id}?isRead=true`, { method: 'PATCH', headers });
    await waitFor('the read change', () => notificationsIn(emitted).find((e) => e.kind === 'read' && e.ids.includes(created.id)));
    await fetch(`${server.current.origin}/api/notification/${created.id}`, { method: 'DELETE', headers });
    await waitFor('the delete change', () => notificationsIn(emitted).find((e) => e.kind === 'deleted' && e.ids.includes(created.id)));

    actor.send({ type: 'STOP' });
    await waitFor('disconnected', () => actor.getSnapshot().matches('disconnected'));
  });
});

describe('SignalRNotificationChannel lifecycle', () => {
  it('reconnects after the server restarts, on the machine schedule', async () => {
    const { actor, logs, emitted } = channel(await server.login('student'), HttpTransportType.WebSockets);
    actor.send({ type: 'START' });
    await waitFor('connected', () => actor.getSnapshot().matches('connected'));
    await server.restart();
    await waitFor('connected again', () => emitted.filter((e) => e.type === 'connected').length === 2, 15_000);
    expect(logs.map((l) => l.code)).toContain('CONNECTION_LOST');
    const [created] = await server.current.built.ctx.notifications.notify(studentId, {
      type: NotificationType.BenchmarkRetake,
      args: { unitId: 4, benchmarkName: 'after restart' },
    });
    await waitFor('the notification', () => notificationsIn(emitted).some((e) => e.kind === 'received' && e.notification.id === created.id));
  });

  it('stops at once on 401 and only logs it', async () => {
    const token = await server.login('campusmanager');
    await fetch(`${server.current.origin}/api/user/logout`, { headers: { authorization: `Bearer ${token}` } });
    const { actor, logs } = channel(token, HttpTransportType.WebSockets);
    actor.send({ type: 'START' });
    await waitFor('back to disconnected', () => actor.getSnapshot().matches('disconnected') && actor.getSnapshot().context.lastFailure);
    expect(actor.getSnapshot().context.lastFailure?.code).toBe('UNAUTHORIZED');
    expect(logs.some((l) => l.code === 'UNAUTHORIZED')).toBe(true);
  });
});
