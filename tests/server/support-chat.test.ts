import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { MySupportChat, SupportChatMessage, SupportChatThread, SupportChatThreadPage } from '@domain/support-chat/support-chat.responses';
import { SUPPORT_CHAT_PAGE_SIZE } from '@domain/support-chat/support-chat.schemas';
import { checkedCallsAs, expectRefused } from './support/authoring-calls';
import { useTestServer } from './support/test-context';

/*
 * The live chat between district teachers and the support staff (issue 16, the shell): a teacher only
 * ever reaches their own thread; support users reach every thread and read for the whole team; the
 * demo seed leaves the demo teacher's last message unread by support.
 */

const server = useTestServer({
  world: async (s) => {
    // A second teacher of the demo school, with the demo password.
    await s.db.query(
      `INSERT INTO users (username, password_hash, first_name, last_name, role_id, state_id, district_id, school_id)
       SELECT 'chatteacher2', password_hash, 'Otra', 'Maestra', role_id, state_id, district_id, school_id FROM users WHERE username = 'teacher'`,
    );
    return {
      teacher: await s.login('teacher'),
      otherTeacher: await s.login('chatteacher2'),
      support: await s.login('support'),
      admin: await s.login('superadmin'),
      student: await s.login('student'),
      manager: await s.login('campusmanager'),
    };
  },
});
const teacher = checkedCallsAs(server, () => server.world.teacher);
const otherTeacher = checkedCallsAs(server, () => server.world.otherTeacher);
const support = checkedCallsAs(server, () => server.world.support);

async function demoThreadId(): Promise<number> {
  const mine = await teacher<MySupportChat>('GET', '/api/support-chat/mine');
  expect(mine.body.data.threadId).not.toBeNull();
  return mine.body.data.threadId!;
}

describe("the teacher's own chat", () => {
  it('starts from the demo conversation, read by the teacher', async () => {
    const res = await teacher<MySupportChat>('GET', '/api/support-chat/mine');
    expect(res.status).toBe(200);
    expect(res.body.data.messages.map((m) => m.side)).toEqual(['teacher', 'support', 'teacher']);
    expect(res.body.data).toMatchObject({ unread: 0, hasMore: false });
  });

  it('is empty, with no thread, for a teacher who never wrote', async () => {
    const res = await otherTeacher<MySupportChat>('GET', '/api/support-chat/mine');
    expect(res.body.data).toEqual({ threadId: null, messages: [], hasMore: false, unread: 0 });
  });

  it("sends a trimmed message that opens the teacher's thread; support sees it unread", async () => {
    const sent = await otherTeacher<SupportChatMessage>('POST', '/api/support-chat/mine/messages', { body: { text: '  Where are the reports?  ' } });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ side: 'teacher', text: 'Where are the reports?', authorName: 'Otra Maestra' });
    const threads = await support<SupportChatThread[]>('GET', '/api/support-chat/threads');
    expect(threads.body.data[0]).toMatchObject({ id: sent.body.data.threadId, teacherName: 'Otra Maestra', unread: 1, lastMessage: { text: 'Where are the reports?' } });
    // Newest activity first: the demo thread comes after.
    expect(threads.body.data.map((t) => t.teacherName)).toHaveLength(2);
  });

  it("counts support's answers as unread until the teacher reads them", async () => {
    const threadId = await demoThreadId();
    await support('POST', `/api/support-chat/threads/${threadId}/messages`, { body: { text: 'Yes: Users, then Reset password.' } });
    expect((await teacher<MySupportChat>('GET', '/api/support-chat/mine')).body.data.unread).toBe(1);
    // The teacher's own messages never count for them.
    await teacher('POST', '/api/support-chat/mine/messages', { body: { text: 'Thanks!' } });
    expect((await teacher<MySupportChat>('GET', '/api/support-chat/mine')).body.data.unread).toBe(1);
    expect((await teacher('PATCH', '/api/support-chat/mine/read')).body.data).toEqual({ unread: 0 });
    expect((await teacher<MySupportChat>('GET', '/api/support-chat/mine')).body.data.unread).toBe(0);
  });

  it.each([
    ['an empty text', { text: '' }, 'text'],
    ['only blanks', { text: ' \n\t ' }, 'text'],
    ['2001 characters', { text: 'x'.repeat(2001) }, 'text'],
    ['no text', {}, 'text'],
    ['a text that is not a string', { text: 42 }, 'text'],
  ])('refuses %s (400)', async (_, body, field) => {
    expectRefused(await teacher('POST', '/api/support-chat/mine/messages', { body }), 400, 'VALIDATION', field);
  });

  it('refuses an unknown field (400), and accepts exactly 2000 characters', async () => {
    expect((await teacher('POST', '/api/support-chat/mine/messages', { body: { text: 'hi', threadId: 1 } })).status).toBe(400);
    expect((await teacher('POST', '/api/support-chat/mine/messages', { body: { text: 'y'.repeat(2000) } })).status).toBe(200);
  });
});

describe("the support staff's threads", () => {
  it('list the demo thread with the teacher’s last message unread, then read it for the whole team', async () => {
    const threadId = await demoThreadId();
    const threads = await support<SupportChatThread[]>('GET', '/api/support-chat/threads');
    expect(threads.body.data).toEqual([expect.objectContaining({ id: threadId, unread: 1, lastMessage: expect.objectContaining({ side: 'teacher' }) })]);
    const page = await support<SupportChatThreadPage>('GET', `/api/support-chat/threads/${threadId}`);
    expect(page.body.data.messages).toHaveLength(3);
    expect((await support('PATCH', `/api/support-chat/threads/${threadId}/read`)).status).toBe(200);
    expect((await support<SupportChatThread[]>('GET', '/api/support-chat/threads')).body.data[0].unread).toBe(0);
  });

  it('page back with `before`', async () => {
    const threadId = await demoThreadId();
    for (let i = 0; i < SUPPORT_CHAT_PAGE_SIZE; i++) await teacher('POST', '/api/support-chat/mine/messages', { body: { text: `Message ${i}` } });
    const first = await support<SupportChatThreadPage>('GET', `/api/support-chat/threads/${threadId}`);
    expect(first.body.data.messages).toHaveLength(SUPPORT_CHAT_PAGE_SIZE);
    expect(first.body.data.hasMore).toBe(true);
    expect(first.body.data.messages.at(-1)?.text).toBe(`Message ${SUPPORT_CHAT_PAGE_SIZE - 1}`);
    const older = await support<SupportChatThreadPage>('GET', `/api/support-chat/threads/${threadId}?before=${first.body.data.messages[0].id}`);
    expect(older.body.data.messages).toHaveLength(3);
    expect(older.body.data.hasMore).toBe(false);
  });

  it('answer 404 for an unknown thread and 400 for bad text', async () => {
    expectRefused(await support('GET', '/api/support-chat/threads/999999'), 404, 'SUPPORT_CHAT.THREAD_NOT_FOUND');
    expectRefused(await support('POST', '/api/support-chat/threads/999999/messages', { body: { text: 'hi' } }), 404, 'SUPPORT_CHAT.THREAD_NOT_FOUND');
    expectRefused(await support('PATCH', '/api/support-chat/threads/999999/read'), 404, 'SUPPORT_CHAT.THREAD_NOT_FOUND');
    const threadId = await demoThreadId();
    expectRefused(await support('POST', `/api/support-chat/threads/${threadId}/messages`, { body: { text: '   ' } }), 400, 'VALIDATION', 'text');
  });

  it('answer the refusal in Spanish to a Spanish request', async () => {
    const res = await server.call('POST', '/api/support-chat/mine/messages', { token: server.world.teacher, body: { text: '' }, language: 'es' });
    expect(JSON.stringify(res.body)).toContain('Primero escribe un mensaje');
  });
});

describe('who may call', () => {
  it('a teacher never reads another teacher’s thread: no thread call admits teachers', async () => {
    const threadId = await demoThreadId();
    for (const [method, url] of [
      ['GET', '/api/support-chat/threads'],
      ['GET', `/api/support-chat/threads/${threadId}`],
      ['PATCH', `/api/support-chat/threads/${threadId}/read`],
    ] as const) {
      expect((await server.call(method, url, { token: server.world.otherTeacher })).status).toBe(403);
    }
    expect((await server.call('POST', `/api/support-chat/threads/${threadId}/messages`, { token: server.world.otherTeacher, body: { text: 'hi' } })).status).toBe(403);
    // Their own chat shows none of the demo teacher's messages.
    expect((await otherTeacher<MySupportChat>('GET', '/api/support-chat/mine')).body.data.messages).toEqual([]);
  });

  it('refuses other roles (403) and anonymous callers (401)', async () => {
    for (const token of [server.world.support, server.world.admin, server.world.student, server.world.manager]) {
      expect((await server.call('GET', '/api/support-chat/mine', { token })).status).toBe(403);
      expect((await server.call('POST', '/api/support-chat/mine/messages', { token, body: { text: 'hi' } })).status).toBe(403);
    }
    for (const token of [server.world.admin, server.world.student, server.world.manager]) {
      expect((await server.call('GET', '/api/support-chat/threads', { token })).status).toBe(403);
    }
    expect((await server.call('GET', '/api/support-chat/mine')).status).toBe(401);
    expect((await server.call('GET', '/api/support-chat/threads')).status).toBe(401);
  });
});
