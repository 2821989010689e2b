import { expect } from 'vitest';
import type { PublishJob } from '@domain/authoring/authoring.responses';
import { NotificationType } from '@domain/notifications/notification-type';
import type { Database } from '../../../server/src/db/database';
import { publishLesson } from '../../../server/src/modules/content/publish/publish-lesson';
import { publishUnit } from '../../../server/src/modules/content/publish/publish-unit';
import { waitFor } from '../../support/wait-for';
import { assertCleanResponse } from './checked-calls';
import { courseIds } from './content-fixtures';
import type { ServerTestContext } from './test-context';
import type { ApiResponse, CallOptions, TestServer } from './test-server';

export type AuthoringMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * `server.call` as the user whose token `token()` gives (read at each call: the world is ready inside
 * tests only), every response checked by assertCleanResponse. A `token` in the options wins.
 */
export function checkedCallsAs(server: TestServer, token: () => string) {
  return async function call<T = any>(method: AuthoringMethod, url: string, options: CallOptions = {}) {
    const res = await server.call<T>(method, url, { token: token(), ...options });
    assertCleanResponse(res, `${method} ${url}`);
    return res;
  };
}

/** Asserts a builder's call was refused with `status` and `code`, naming `field` when given. */
export function expectRefused(res: ApiResponse<unknown>, status: number, code: string, field?: string): void {
  expect(res.status, JSON.stringify(res.body).slice(0, 400)).toBe(status);
  expect(res.body.data).toMatchObject({ code });
  if (field) expect((res.body.data as { fields: unknown }).fields).toEqual([expect.objectContaining({ field })]);
}

/** Asks for a publish with `call` (a builder's) and waits until the app's runner ended the job. */
export async function publishAndWait(call: ReturnType<typeof checkedCallsAs>, url: string): Promise<PublishJob> {
  const job = await call<PublishJob>('PATCH', url);
  expect(job.status, JSON.stringify(job.body).slice(0, 400)).toBe(200);
  return waitFor(
    async () => {
      const res = await call<PublishJob>('GET', `/api/publish-jobs/${job.body.data.id}`);
      return res.body.data.state === 'succeeded' || res.body.data.state === 'failed' ? res.body.data : null;
    },
    { timeoutMs: 60_000, intervalMs: 20, what: `${url} to end` },
  );
}

/**
 * The notifications a publish job left its requester, oldest first, once its outcome (succeeded or
 * failed) is stored: the job row ends just before that, the last thing a job writes.
 */
export function publishNotifications<A = Record<string, unknown>>(db: Database, jobId: number): Promise<{ type: number; args: A }[]> {
  return waitFor(
    async () => {
      const notes = await db.query<{ type: number; args: A }>(`SELECT type, args FROM notifications WHERE args ->> 'publishId' = $1 ORDER BY id`, [String(jobId)]);
      return notes.some((note) => note.type === NotificationType.PublishSucceeded || note.type === NotificationType.PublishFailed) ? notes : null;
    },
    { timeoutMs: 10_000, intervalMs: 20, what: `publish job ${jobId}'s outcome notification` },
  );
}

/** Publishes a unit or a lesson the way a publish job does (the job marks the version it published). */
export async function publishLikeAJob(db: Database, kind: 'unit' | 'lesson', id: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (kind === 'unit') await publishUnit(tx, id);
    else await publishLesson(tx, id);
    await tx.query(`UPDATE ${kind === 'unit' ? 'units' : 'lessons'} SET published_draft_version = draft_version WHERE id = $1`, [id]);
  });
}

/** An uploaded image or audio asset row for a builder's tests (the bytes are not needed: only kinds are checked). */
async function testMediaAsset(server: TestServer, kind: 'image' | 'audio', fill: string): Promise<number> {
  const rows = await server.db.query<{ id: number }>(
    `INSERT INTO media_assets (kind, sha256, content_type, byte_size, file_name, width, height)
     VALUES ($1, repeat($2, 64), $3, 10, $4, $5, $5) RETURNING id`,
    [kind, fill, kind === 'image' ? 'image/png' : 'audio/mpeg', `builder.${kind === 'image' ? 'png' : 'mp3'}`, kind === 'image' ? 40 : null],
  );
  return rows[0]!.id;
}

/** What a builder's server tests share: a creator, a teacher and a student signed in, the course's ids, one image and one audio asset. */
export async function builderWorld(server: TestServer, fill: 'a' | 'b') {
  return {
    creator: await server.login('creator'),
    teacher: await server.login('teacher'),
    student: await server.login('student'),
    ids: await courseIds(server),
    image: await testMediaAsset(server, 'image', fill),
    audio: await testMediaAsset(server, 'audio', fill),
  };
}

/** A bilingual value as a builder's call sends it. */
export const text = (en: string, es = '') => ({ en, es });

/**
 * What a builder's test file calls with, from its server (a `builderWorld`, or any world with the demo
 * creator and the course's ids): its world, `call` as the demo creator with every response checked, and
 * the demo units the tests work in.
 */
export function builderCalls<W extends { readonly creator: string; readonly ids: Awaited<ReturnType<typeof courseIds>> }>(server: ServerTestContext<W>) {
  const w = () => server.world;
  return {
    w,
    call: checkedCallsAs(server, () => w().creator),
    colonial: () => w().ids.unit('Colonial America'),
    revolution: () => w().ids.unit('The American Revolution'),
  };
}
