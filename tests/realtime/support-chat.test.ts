import { randomUUID } from 'node:crypto';
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseSupportChatPush, SupportChatTarget, type SupportChatPush } from '@domain/support-chat/support-chat.contract';
import { startHubTestServer, startTwoInstances, waitFor, type HubTestServer, type TwoInstances } from './support/hub-test-server';

/**
 * The support chat's pushes (issue 16): each new message reaches its teacher and every support user
 * over the real hub and the official client, never another teacher; across processes too.
 */

let server: HubTestServer;
const open: HubConnection[] = [];
const tokens = { teacher: '', otherTeacher: '', support: '', admin: '' };
const ids = { teacher: 0, otherTeacher: 0, support: 0, admin: 0 };

async function post(origin: string, path: string, token: string, body: unknown) {
  const res = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { data: any } };
}

interface Listener {
  readonly pushes: SupportChatPush[];
  readonly markers: string[];
}

async function connect(hubUrl: string, token: string): Promise<Listener> {
  const connection = new HubConnectionBuilder()
    .withUrl(hubUrl, { transport: HttpTransportType.WebSockets, accessTokenFactory: () => token })
    .configureLogging(LogLevel.None)
    .build();
  open.push(connection);
  const listener: Listener = { pushes: [], markers: [] };
  connection.on(SupportChatTarget.SupportChatMessage, (payload: unknown) => {
    const push = parseSupportChatPush(payload);
    if (push) listener.pushes.push(push);
  });
  connection.on('TestMarker', (marker: string) => void listener.markers.push(marker));
  await connection.start();
  return listener;
}

beforeAll(async () => {
  server = await startHubTestServer();
  await server.db.query(
    `INSERT INTO users (username, password_hash, first_name, last_name, role_id, state_id, district_id, school_id)
     SELECT 'chatpush2', password_hash, 'Otra', 'Maestra', role_id, state_id, district_id, school_id FROM users WHERE username = 'teacher'`,
  );
  tokens.teacher = await server.login('teacher');
  tokens.otherTeacher = await server.login('chatpush2');
  tokens.support = await server.login('support');
  tokens.admin = await server.login('superadmin');
  ids.teacher = await server.userId('teacher');
  ids.otherTeacher = await server.userId('chatpush2');
  ids.support = await server.userId('support');
  ids.admin = await server.userId('superadmin');
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.stop().catch(() => undefined)));
});
afterAll(() => server.close());

/** Frames to one connection keep their order: once a listener has the marker, it has every push meant for it. */
async function settle(listeners: readonly Listener[], userIds: readonly number[]): Promise<void> {
  const marker = randomUUID();
  server.current.built.ctx.classSignals.send(userIds, 'TestMarker' as never, marker);
  await waitFor('every listener to get the marker', () => listeners.every((l) => l.markers.includes(marker)));
}

describe('support chat pushes', () => {
  it("reach the teacher and support, not another teacher or the super admin, both ways", async () => {
    const teacher = await connect(server.current.hubUrl, tokens.teacher);
    const other = await connect(server.current.hubUrl, tokens.otherTeacher);
    const support = await connect(server.current.hubUrl, tokens.support);
    const admin = await connect(server.current.hubUrl, tokens.admin);

    const sent = await post(server.current.origin, '/api/support-chat/mine/messages', tokens.teacher, { text: 'Is anyone there?' });
    expect(sent.status).toBe(200);
    const arrived = await waitFor('support to get the message', () => support.pushes.find((p) => p.message.id === sent.body.data.id));
    expect(arrived).toEqual({ teacherUserId: ids.teacher, message: sent.body.data });
    await waitFor('the teacher to get their own message (other tabs)', () => teacher.pushes.find((p) => p.message.id === sent.body.data.id));

    const answer = await post(server.current.origin, `/api/support-chat/threads/${sent.body.data.threadId}/messages`, tokens.support, { text: 'Yes, how can I help?' });
    expect(answer.status).toBe(200);
    const reply = await waitFor('the teacher to get the answer', () => teacher.pushes.find((p) => p.message.id === answer.body.data.id));
    expect(reply.message).toMatchObject({ side: 'support', text: 'Yes, how can I help?' });

    await settle([teacher, other, support, admin], [ids.teacher, ids.otherTeacher, ids.support, ids.admin]);
    expect(other.pushes).toEqual([]);
    expect(admin.pushes).toEqual([]);
  });
});

/** Two instances on one PostgreSQL database: the teacher writes through A, support listens on B. */
describe.skipIf(!process.env.DATABASE_URL)('support chat pushes across processes (needs DATABASE_URL)', () => {
  let instances: TwoInstances;
  beforeAll(async () => {
    instances = await startTwoInstances();
  });
  afterAll(() => instances.close());

  it('a message sent through instance A reaches support connected to instance B', async () => {
    const { a, b, signIn } = instances;
    const teacherToken = await signIn(a, 'teacher');
    const supportToken = await signIn(b, 'support');
    const support = await connect(b.hubUrl, supportToken);
    const sent = await post(a.origin, '/api/support-chat/mine/messages', teacherToken, { text: 'Across processes' });
    expect(sent.status).toBe(200);
    await waitFor('support on B to get it', () => support.pushes.find((p) => p.message.id === sent.body.data.id));
  });
});
