import { randomUUID } from 'node:crypto';
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ClassSignalTarget, parseClassSignal } from '@domain/realtime/class-signal.contract';
import type { ContentUpdated } from '@domain/realtime/content-update.contract';
import type { Database } from '../../server/src/db/database';
import { startHubTestServer, startTwoInstances, waitFor, type HubTestServer, type TwoInstances } from './support/hub-test-server';

/**
 * Issue 14, "students reading a unit while it is published are not broken": a publish that committed
 * is announced once (NOTIFY `content_updated`) and every process pushes `ContentUpdated` to its own
 * hub connections — students, creators and the super admin alike — only after its cached copies were
 * dropped, so a read made on receipt is already the new copy. A failed publish announces nothing.
 */

/** A publish job on the embedded database can take a few seconds (a course publish longer). */
const PUBLISH_TIMEOUT_MS = 60_000;

let server: HubTestServer;
const open: HubConnection[] = [];
const tokens = { student: '', creator: '', superadmin: '', teacher: '' };
/** The first regular lesson of the first history unit. */
let target: { unitId: number; lessonId: number };

interface Listener {
  readonly updates: ContentUpdated[];
  /** The lesson's English title as the student's first read after each update answered it. */
  readonly readOnReceipt: Array<Promise<string>>;
  readonly markers: string[];
}

async function api(origin: string, method: string, path: string, token: string) {
  const res = await fetch(`${origin}${path}`, { method, headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as { data: any } };
}

const lessonTitle = async (origin: string) => (await api(origin, 'GET', `/api/lesson/${target.lessonId}`, tokens.student)).body.data.title.en as string;

/**
 * A connected client recording ContentUpdated; with `readFrom`, it reads the lesson the moment an
 * update arrives (before anything else runs), as a student's next page load would.
 */
async function connect(hubUrl: string, token: string, transport: HttpTransportType, readFrom?: string): Promise<Listener> {
  const connection = new HubConnectionBuilder().withUrl(hubUrl, { transport, accessTokenFactory: () => token }).configureLogging(LogLevel.None).build();
  open.push(connection);
  const listener: Listener = { updates: [], readOnReceipt: [], markers: [] };
  connection.on(ClassSignalTarget.ContentUpdated, (payload: unknown) => {
    const signal = parseClassSignal(ClassSignalTarget.ContentUpdated, payload);
    if (signal?.target !== ClassSignalTarget.ContentUpdated) return;
    if (readFrom) listener.readOnReceipt.push(lessonTitle(readFrom));
    listener.updates.push(signal.payload);
  });
  connection.on('TestMarker', (marker: string) => void listener.markers.push(marker));
  await connection.start();
  return listener;
}

/** Edits a draft text in place and raises the item's version, as a builder's save does. */
async function editDraftText(db: Database, table: 'units' | 'lessons', column: 'name_id' | 'title_id', id: number, en: string): Promise<void> {
  await db.query(`UPDATE bilingual_values SET en = $2 WHERE id = (SELECT ${column} FROM ${table} WHERE id = $1)`, [id, en]);
  await db.query(`UPDATE ${table} SET draft_version = draft_version + 1 WHERE id = $1`, [id]);
}

async function publish(origin: string, path: string): Promise<number> {
  const res = await api(origin, 'PATCH', path, tokens.creator);
  expect(res.status).toBe(200);
  return res.body.data.id as number;
}

async function settled(origin: string, jobId: number): Promise<string> {
  return waitFor(
    `publish job ${jobId} to end`,
    async () => {
      const state = (await api(origin, 'GET', `/api/publish-jobs/${jobId}`, tokens.creator)).body.data.state as string;
      return state === 'succeeded' || state === 'failed' ? state : null;
    },
    PUBLISH_TIMEOUT_MS,
  );
}

async function findTarget(db: Database) {
  const [row] = await db.query<{ unitId: number; lessonId: number }>(
    `SELECT u.id AS "unitId", l.id AS "lessonId" FROM units u
       JOIN lessons l ON l.unit_id = u.id AND l.deleted_at IS NULL AND l.lesson_type_id = 2
      WHERE u.deleted_at IS NULL AND u.unit_type_id = 1 ORDER BY u.sort_order, l.sort_order LIMIT 1`,
  );
  return row;
}

beforeAll(async () => {
  server = await startHubTestServer();
  for (const name of ['student', 'creator', 'superadmin', 'teacher'] as const) tokens[name] = await server.login(name);
  target = await findTarget(server.db);
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.stop().catch(() => undefined)));
});
afterAll(() => server.close());

/** Everyone on the hub, each over another transport; the student reads the lesson on receipt. */
async function everyone() {
  const { hubUrl, origin } = server.current;
  return {
    student: await connect(hubUrl, tokens.student, HttpTransportType.WebSockets, origin),
    creator: await connect(hubUrl, tokens.creator, HttpTransportType.ServerSentEvents),
    superadmin: await connect(hubUrl, tokens.superadmin, HttpTransportType.LongPolling),
    teacher: await connect(hubUrl, tokens.teacher, HttpTransportType.WebSockets),
  };
}

describe('ContentUpdated', () => {
  it('reaches every connected user once a lesson publish committed; a read on receipt is the new copy', async () => {
    const listeners = await everyone();
    await editDraftText(server.db, 'lessons', 'title_id', target.lessonId, 'Crossing the Atlantic, as published now');
    expect(await settled(server.current.origin, await publish(server.current.origin, `/api/lesson/${target.lessonId}/publish`))).toBe('succeeded');

    for (const listener of Object.values(listeners)) await waitFor('the content update', () => listener.updates.length > 0);
    for (const listener of Object.values(listeners)) expect(listener.updates).toEqual([{ scope: 'lesson', targetId: target.lessonId, unitIds: [] }]);
    expect(await Promise.all(listeners.student.readOnReceipt)).toEqual(['Crossing the Atlantic, as published now']);
  });

  it('names the unit of a unit publish, and says "the course" for a course publish', async () => {
    const { student, creator } = await everyone();
    await editDraftText(server.db, 'lessons', 'title_id', target.lessonId, 'Published with its unit');
    expect(await settled(server.current.origin, await publish(server.current.origin, `/api/unit/${target.unitId}/publish`))).toBe('succeeded');
    await waitFor('the unit update', () => student.updates.length > 0 && creator.updates.length > 0);
    expect(student.updates).toEqual([{ scope: 'unit', targetId: target.unitId, unitIds: [target.unitId] }]);
    expect(await Promise.all(student.readOnReceipt)).toEqual(['Published with its unit']);

    expect(await settled(server.current.origin, await publish(server.current.origin, '/api/course/publish'))).toBe('succeeded');
    await waitFor('the course update', () => student.updates.length > 1);
    expect(student.updates[1]).toEqual({ scope: 'course', targetId: null, unitIds: [] });
  });

  it('is not sent for a publish that failed', async () => {
    const { student } = await everyone();
    const [broken] = await server.db.query<{ id: number; type: number }>(
      `SELECT c.id, c.group_header_type AS type FROM content_components c WHERE c.lesson_id = $1 ORDER BY c.id LIMIT 1`,
      [target.lessonId],
    );
    await server.db.query('UPDATE content_components SET group_header_type = -1 WHERE id = $1', [broken.id]);
    try {
      expect(await settled(server.current.origin, await publish(server.current.origin, `/api/lesson/${target.lessonId}/publish`))).toBe('failed');
    } finally {
      await server.db.query('UPDATE content_components SET group_header_type = $2 WHERE id = $1', [broken.id, broken.type]);
    }
    // Frames to one connection keep their order: once the marker is in, nothing was sent before it.
    const marker = randomUUID();
    server.current.built.ctx.classSignals.send([await server.userId('student')], 'TestMarker' as never, marker);
    await waitFor('the marker', () => student.markers.includes(marker));
    expect(student.updates).toEqual([]);
  });
});

/**
 * Two instances on one PostgreSQL database, each running publish jobs: a student connected to each.
 * Whichever instance runs the job, one student is on the other one and still hears of it, and a read
 * on receipt from the instance that pushed is the new copy (each drops its cache before it pushes).
 */
describe.skipIf(!process.env.DATABASE_URL)('ContentUpdated across processes (needs DATABASE_URL)', () => {
  let instances: TwoInstances;
  beforeAll(async () => {
    instances = await startTwoInstances();
  });
  afterAll(() => instances.close());

  it('a publish run by either instance reaches students connected to both, who read the new copy', async () => {
    const { a, b, db, signIn } = instances;
    const crossTarget = await findTarget(db);
    const saved = { ...tokens };
    tokens.student = await signIn(b, 'student');
    tokens.creator = await signIn(a, 'creator');
    target = crossTarget;
    try {
      // Each instance's cache holds the old copy before the publish.
      await lessonTitle(a.origin);
      await lessonTitle(b.origin);
      const onA = await connect(a.hubUrl, tokens.student, HttpTransportType.WebSockets, a.origin);
      const onB = await connect(b.hubUrl, tokens.student, HttpTransportType.WebSockets, b.origin);
      await editDraftText(db, 'lessons', 'title_id', crossTarget.lessonId, 'Published across instances');
      expect(await settled(a.origin, await publish(a.origin, `/api/lesson/${crossTarget.lessonId}/publish`))).toBe('succeeded');
      await waitFor('both students to hear of it', () => onA.updates.length > 0 && onB.updates.length > 0);
      expect(onB.updates).toEqual([{ scope: 'lesson', targetId: crossTarget.lessonId, unitIds: [] }]);
      expect(await Promise.all([...onA.readOnReceipt, ...onB.readOnReceipt])).toEqual(['Published across instances', 'Published across instances']);
    } finally {
      Object.assign(tokens, saved);
    }
  });
});
