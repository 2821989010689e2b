import { describe, expect, it } from 'vitest';
import { NotificationType } from '@domain/notifications/notification-type';
import { FANOUT_WRITE_BATCH } from '../../server/src/modules/notifications/notification.service';
import type { TestServer } from './support/test-server';
import { useTestServer } from './support/test-context';

/** A demo user signed in: the token and the id. */
async function signedIn(s: TestServer, username: string) {
  const token = await s.login(username);
  const id: number = (await s.call('GET', '/api/User/me', { token })).body.data.id;
  return { token, id };
}

const server = useTestServer({
  world: async (s) => {
    const student = await signedIn(s, 'student');
    const teacher = await signedIn(s, 'teacher');
    return { studentToken: student.token, studentId: student.id, teacherToken: teacher.token, teacherId: teacher.id };
  },
});

const feedback = (lessonName: string, isFlashNotification = false) =>
  ({ type: NotificationType.FeedbackReceived, args: { lessonId: 3, lessonName, teacherName: 'Teresa Maestra', isFlashNotification } }) as const;

describe('NotificationService', () => {
  it('writes one row per distinct recipient and returns them', async () => {
    const { studentId, teacherId } = server.world;
    const created = await server.ctx.notifications.notify([studentId, studentId, teacherId], feedback('Lesson 1'));
    expect(created.map((n) => n.recipientUserId).sort()).toEqual([studentId, teacherId].sort());
    expect(created[0]).toMatchObject({ type: 3, isRead: false, isDelete: false, createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) });
    expect(created[0].notificationArgs).toEqual({ lessonId: 3, lessonName: 'Lesson 1', teacherName: 'Teresa Maestra', isFlashNotification: false });
  });

  it('writes a fan-out larger than one batch for every recipient, each row once', async () => {
    const extra = FANOUT_WRITE_BATCH + 7;
    const users = await server.db.query<{ id: number }>(
      `INSERT INTO users (username, first_name, last_name, role_id)
       SELECT 'fanout' || g, 'Fan', 'Out', 6 FROM generate_series(1, $1) AS g RETURNING id`,
      [extra],
    );
    const created = await server.ctx.notifications.notify(users.map((u) => u.id), feedback('to a whole school'));
    expect(created).toHaveLength(extra);
    expect(new Set(created.map((n) => n.recipientUserId)).size).toBe(extra);
    const [{ count }] = await server.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM notifications WHERE args ->> 'lessonName' = 'to a whole school'`,
    );
    expect(count).toBe(extra);
  });

  it('refuses arguments that do not fit the type (a bug in the calling use case)', async () => {
    const { studentId } = server.world;
    await expect(
      server.ctx.notifications.notify(studentId, { type: NotificationType.FeedbackReceived, args: { lessonId: 3 } } as never),
    ).rejects.toThrow(/Invalid arguments for notification type 3/);
    await expect(server.ctx.notifications.notify([0], feedback('x'))).rejects.toThrow(/recipient/);
  });

  it('records inside a caller transaction: a rollback leaves nothing behind', async () => {
    const { teacherToken, teacherId } = server.world;
    const before = (await server.call('GET', '/api/notification', { token: teacherToken })).body.data.length;
    await expect(
      server.db.transaction(async (tx) => {
        await server.ctx.notifications.record(tx, teacherId, feedback('rolled back'));
        throw new Error('use case failed');
      }),
    ).rejects.toThrow('use case failed');
    expect((await server.call('GET', '/api/notification', { token: teacherToken })).body.data.length).toBe(before);
  });

  it('has no public endpoint that raises notifications', async () => {
    const { studentToken } = server.world;
    for (const method of ['POST', 'PUT'] as const) {
      const res = await server.call(method, '/api/notification', { token: studentToken, body: feedback('spoof') });
      expect(res.status).toBe(404);
    }
  });
});

describe('GET notification', () => {
  it("lists the caller's own undeleted notifications, newest first, in the shape of product-spec §3", async () => {
    const { studentToken, studentId, teacherId } = server.world;
    await server.ctx.notifications.notify(studentId, feedback('Older'));
    await server.ctx.notifications.notify(studentId, feedback('Newer'));
    await server.ctx.notifications.notify(teacherId, feedback('Not for the student'));
    const res = await server.call('GET', '/api/notification', { token: studentToken });
    expect(res.status).toBe(200);
    const names = res.body.data.map((n: { notificationArgs: { lessonName: string } }) => n.notificationArgs.lessonName);
    expect(names.indexOf('Newer')).toBeLessThan(names.indexOf('Older'));
    expect(names).not.toContain('Not for the student');
    expect(res.body.data[0]).toEqual({
      id: expect.any(Number),
      type: 3,
      notificationArgs: expect.objectContaining({ isFlashNotification: false }),
      isRead: false,
      isDelete: false,
      createdAt: expect.any(String),
    });
  });

  it('needs a signed-in caller', async () => {
    expect((await server.call('GET', '/api/notification')).status).toBe(401);
  });
});

describe('changing a notification', () => {
  it('PATCH notification/{id}?isRead= marks the own notification read or unread', async () => {
    const { studentToken, studentId } = server.world;
    const [n] = await server.ctx.notifications.notify(studentId, feedback('to read'));
    const read = await server.call('PATCH', `/api/notification/${n.id}?isRead=true`, { token: studentToken });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ id: n.id, isRead: true });
    const unread = await server.call('PATCH', `/api/notification/${n.id}?isRead=false`, { token: studentToken });
    expect(unread.body.data.isRead).toBe(false);
  });

  it('PATCH without a valid isRead is 400 naming the field', async () => {
    const { studentToken, studentId } = server.world;
    const [n] = await server.ctx.notifications.notify(studentId, feedback('bad query'));
    for (const query of ['', '?isRead=yes']) {
      const res = await server.call('PATCH', `/api/notification/${n.id}${query}`, { token: studentToken });
      expect(res.status).toBe(400);
      expect(res.body.data.fields[0].field).toBe('isRead');
    }
  });

  it("DELETE notification/{id} removes it from the list; it is then gone (404)", async () => {
    const { studentToken, studentId } = server.world;
    const [n] = await server.ctx.notifications.notify(studentId, feedback('to delete'));
    expect((await server.call('DELETE', `/api/notification/${n.id}`, { token: studentToken })).status).toBe(200);
    const list = (await server.call('GET', '/api/notification', { token: studentToken })).body.data;
    expect(list.map((x: { id: number }) => x.id)).not.toContain(n.id);
    expect((await server.call('DELETE', `/api/notification/${n.id}`, { token: studentToken })).status).toBe(404);
    expect((await server.call('PATCH', `/api/notification/${n.id}?isRead=true`, { token: studentToken })).status).toBe(404);
    const [row] = await server.db.query<{ is_delete: boolean }>('SELECT is_delete FROM notifications WHERE id = $1', [n.id]);
    expect(row.is_delete).toBe(true);
  });

  it('PATCH read/FlashNotification/{id} marks a shown flash notification read, and only flash ones', async () => {
    const { studentToken, studentId } = server.world;
    const [flash] = await server.ctx.notifications.notify(studentId, feedback('flash', true));
    const [plain] = await server.ctx.notifications.notify(studentId, feedback('not flash'));
    const res = await server.call('PATCH', `/api/read/FlashNotification/${flash.id}`, { token: studentToken });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: flash.id, isRead: true });
    expect((await server.call('PATCH', `/api/read/FlashNotification/${plain.id}`, { token: studentToken })).status).toBe(404);
  });

  it("another user's notification is not found, whatever the call", async () => {
    const { studentToken, teacherId } = server.world;
    const [theirs] = await server.ctx.notifications.notify(teacherId, feedback('the teacher\'s', true));
    const calls: Array<['PATCH' | 'DELETE', string]> = [
      ['PATCH', `/api/notification/${theirs.id}?isRead=true`],
      ['DELETE', `/api/notification/${theirs.id}`],
      ['PATCH', `/api/read/FlashNotification/${theirs.id}`],
    ];
    for (const [method, url] of calls) {
      const res = await server.call(method, url, { token: studentToken });
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.body.data.code).toBe('NOTIFICATION.NOT_FOUND');
    }
    const [row] = await server.db.query<{ is_read: boolean; is_delete: boolean }>('SELECT is_read, is_delete FROM notifications WHERE id = $1', [theirs.id]);
    expect(row).toEqual({ is_read: false, is_delete: false });
  });

  it('a non-numeric id is 404', async () => {
    const { studentToken } = server.world;
    expect((await server.call('DELETE', '/api/notification/abc', { token: studentToken })).status).toBe(404);
  });
});
