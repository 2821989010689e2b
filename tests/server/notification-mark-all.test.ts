import { describe, expect, it } from 'vitest';
import { NotificationType } from '@domain/notifications/notification-type';
import type { Notification } from '@domain/notifications/notification.schemas';
import { decodePublication, NOTIFICATION_EVENTS_CHANNEL, type Publication } from '../../server/src/modules/notifications/notification-publication';
import { waitFor } from '../support/wait-for';
import type { TestServer } from './support/test-server';
import { useTestServer } from './support/test-context';

/*
 * `PATCH Notification-Update` (issue 14; api-spec §7.4, payload not shown): the bell's "Mark all as
 * read" — every unread notification of the caller becomes read, nobody else's, and the caller's other
 * tabs hear it as a read event. Answers the count it marked.
 */

async function signedIn(s: TestServer, username: string) {
  const token = await s.login(username);
  const id: number = (await s.call('GET', '/api/User/me', { token })).body.data.id;
  return { token, id };
}

const server = useTestServer({ world: async (s) => ({ student: await signedIn(s, 'student'), teacher: await signedIn(s, 'teacher') }) });
const w = () => server.world;

const feedback = (lessonName: string) =>
  ({ type: NotificationType.FeedbackReceived, args: { lessonId: 3, lessonName, teacherName: 'Teresa Maestra', isFlashNotification: false } }) as const;
const markAll = (token?: string, body?: unknown) => server.call<{ marked: number }>('PATCH', '/api/Notification-Update', { token, body });
const inbox = async (token: string) => (await server.call<Notification[]>('GET', '/api/notification', { token })).body.data;

describe('PATCH Notification-Update', () => {
  it("marks every unread notification of the caller read, and answers how many; others' and deleted ones stay", async () => {
    const { student, teacher } = w();
    const unreadBefore = (await inbox(student.token)).filter((n) => !n.isRead).length;
    const [first] = await server.ctx.notifications.notify(student.id, feedback('one'));
    await server.ctx.notifications.notify(student.id, feedback('two'));
    const [read] = await server.ctx.notifications.notify(student.id, feedback('read already'));
    const [deleted] = await server.ctx.notifications.notify(student.id, feedback('deleted'));
    const [teachers] = await server.ctx.notifications.notify(teacher.id, feedback("the teacher's"));
    await server.call('PATCH', `/api/notification/${read.id}?isRead=true`, { token: student.token });
    await server.call('DELETE', `/api/notification/${deleted.id}`, { token: student.token });

    const res = await markAll(student.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ marked: unreadBefore + 2 });
    expect((await inbox(student.token)).every((n) => n.isRead)).toBe(true);
    expect((await inbox(student.token)).find((n) => n.id === first.id)).toMatchObject({ isRead: true });
    expect((await inbox(teacher.token)).find((n) => n.id === teachers.id)).toMatchObject({ isRead: false });
    const [row] = await server.db.query<{ is_read: boolean }>('SELECT is_read FROM notifications WHERE id = $1', [deleted.id]);
    expect(row.is_read).toBe(false);

    // Nothing left to mark: 0, and a body (the spec shows none) is ignored.
    expect((await markAll(student.token, { ids: [teachers.id] })).body.data).toEqual({ marked: 0 });
    expect((await inbox(teacher.token)).find((n) => n.id === teachers.id)).toMatchObject({ isRead: false });
  });

  it("tells the caller's open connections which notifications became read", async () => {
    const { teacher } = w();
    const [a] = await server.ctx.notifications.notify(teacher.id, feedback('a'));
    const [b] = await server.ctx.notifications.notify(teacher.id, feedback('b'));
    const heard: Publication[] = [];
    const unlisten = await server.db.listen(NOTIFICATION_EVENTS_CHANNEL, (payload) => {
      const publication = decodePublication(payload);
      if (publication) heard.push(publication);
    });
    try {
      await markAll(teacher.token);
      const event = await waitFor(() => heard.find((p): p is Extract<Publication, { kind: 'read' }> => p.kind === 'read'), { what: 'the read event' });
      expect(event).toMatchObject({ kind: 'read', userId: teacher.id, isRead: true });
      expect(event.ids).toEqual(expect.arrayContaining([a.id, b.id]));
    } finally {
      await unlisten();
    }
  });

  it('needs a signed-in caller', async () => {
    expect((await markAll()).status).toBe(401);
  });
});
