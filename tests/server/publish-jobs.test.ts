import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { PublishJob } from '@domain/authoring/authoring.responses';
import { NotificationType } from '@domain/notifications/notification-type';
import { one } from '../../server/src/db/database';
import { runQueuedPublishJobs } from '../../server/src/modules/authoring/publish/publish-job.runner';
import { decodePublication } from '../../server/src/modules/notifications/notification-publication';
import { NOTIFICATION_EVENTS_CHANNEL } from '../../server/src/modules/notifications/notification-publication';
import { waitFor } from '../support/wait-for';
import { userId } from './support/content-fixtures';
import { useTestServer } from './support/test-context';

/*
 * Publishing as jobs (issue 14): the call answers the queued job at once; a runner runs it in one
 * transaction, tells the requester how far it got (notification 6, pushed live step by step), then
 * succeeded (8) or failed (7). A failure leaves every published copy exactly as it was.
 */

const server = useTestServer({
  world: async (s) => ({
    creator: await s.login('creator'),
    admin: await s.login('superadmin'),
    teacher: await s.login('teacher'),
    student: await s.login('student'),
    creatorId: await userId(s, 'creator'),
  }),
});

/** A long wait: a course publish on the embedded database takes a few seconds. */
const JOB_TIMEOUT_MS = 60_000;

interface Target {
  readonly unitId: number;
  readonly unitName: string;
  readonly lessonId: number;
  readonly lessonTitle: string;
}

/** The first regular lesson of the first history unit, as the draft names them. */
async function target(): Promise<Target> {
  return (await one<Target>(
    server.db,
    `SELECT u.id AS "unitId", un.en AS "unitName", l.id AS "lessonId", lt.en AS "lessonTitle"
       FROM units u JOIN bilingual_values un ON un.id = u.name_id
       JOIN lessons l ON l.unit_id = u.id AND l.deleted_at IS NULL AND l.lesson_type_id = 2
       JOIN bilingual_values lt ON lt.id = l.title_id
      WHERE u.deleted_at IS NULL AND u.unit_type_id = 1 ORDER BY u.sort_order, l.sort_order LIMIT 1`,
  ))!;
}

/** Edits a draft text in place (the authoring routes are another helper's): students must not see it yet. */
async function editDraftText(table: 'units' | 'lessons', column: 'name_id' | 'title_id', id: number, en: string): Promise<void> {
  await server.db.query(`UPDATE bilingual_values SET en = $2 WHERE id = (SELECT ${column} FROM ${table} WHERE id = $1)`, [id, en]);
  await server.db.query(`UPDATE ${table} SET draft_version = draft_version + 1 WHERE id = $1`, [id]);
}

async function publish(url: string, token = server.world.creator) {
  return server.call<PublishJob>('PATCH', url, { token });
}

async function settled(id: number): Promise<PublishJob> {
  return waitFor(
    async () => {
      const res = await server.call<PublishJob>('GET', `/api/publish-jobs/${id}`, { token: server.world.creator });
      return res.body.data.state === 'succeeded' || res.body.data.state === 'failed' ? res.body.data : null;
    },
    { timeoutMs: JOB_TIMEOUT_MS, intervalMs: 20, what: `publish job ${id} to end` },
  );
}

const studentLesson = async (id: number) => (await server.call('GET', `/api/lesson/${id}`, { token: server.world.student })).body.data;
const studentUnit = async (id: number) => (await server.call('GET', `/api/unit/${id}`, { token: server.world.student })).body.data;

/** Every published copy, exactly as stored. */
const publishedCopies = () =>
  server.db.query<{ row: string }>(`SELECT p::text AS row FROM published_content p ORDER BY kind, entity_id`).then((rows) => rows.map((r) => r.row));

const versions = () =>
  server.db.query<{ row: string }>(
    `SELECT format('%s %s %s %s', 'unit', id, draft_version, published_draft_version) AS row FROM units
     UNION ALL SELECT format('%s %s %s %s', 'lesson', id, draft_version, published_draft_version) FROM lessons ORDER BY 1`,
  );

describe('publishing the course, a unit and a lesson', () => {
  it('publishes the course as a job: answered at once, run in steps, then students read the new copy', async () => {
    const t = await target();
    await editDraftText('lessons', 'title_id', t.lessonId, 'Crossing the Atlantic, revised');
    expect((await studentLesson(t.lessonId)).title.en).toBe(t.lessonTitle);

    const res = await publish('/api/course/publish');
    expect(res.status).toBe(200);
    expect(res.body.statusMessage).toBe('Publishing…');
    expect(res.body.data).toMatchObject({ scope: 'course', targetId: null, state: 'queued', step: 0, failure: null, finishedAt: null });

    const done = await settled(res.body.data.id);
    expect(done).toMatchObject({ state: 'succeeded', failure: null });
    expect(done.steps).toBeGreaterThan(20);
    expect(done.step).toBe(done.steps);
    expect(done.stepLabel?.en).toMatch(/^Contributors page$|^Unit: /);
    expect(done.finishedAt).not.toBeNull();

    await waitFor(async () => (await studentLesson(t.lessonId)).title.en === 'Crossing the Atlantic, revised', { what: 'the new lesson copy' });
    const unit = await studentUnit(t.unitId);
    expect(unit.lessons.find((l: { id: number }) => l.id === t.lessonId).title.en).toBe('Crossing the Atlantic, revised');
    // Every live unit and lesson now says "published, unchanged".
    const stale = await server.db.query(
      `SELECT id FROM units WHERE deleted_at IS NULL AND published_draft_version IS DISTINCT FROM draft_version
       UNION ALL SELECT id FROM lessons WHERE deleted_at IS NULL AND published_draft_version IS DISTINCT FROM draft_version`,
    );
    expect(stale).toEqual([]);
  });

  it('publishes a unit with everything in it', async () => {
    const t = await target();
    await editDraftText('units', 'name_id', t.unitId, 'Colonial America, revised');
    await editDraftText('lessons', 'title_id', t.lessonId, 'A revised lesson');

    const res = await publish(`/api/unit/${t.unitId}/publish`, server.world.admin);
    expect(res.body.data).toMatchObject({ scope: 'unit', targetId: t.unitId, state: 'queued' });
    const done = await settled(res.body.data.id);
    expect(done).toMatchObject({ state: 'succeeded', stepLabel: { en: 'Unit: Colonial America, revised' } });

    await waitFor(async () => (await studentUnit(t.unitId)).name.en === 'Colonial America, revised', { what: 'the new unit copy' });
    expect((await studentLesson(t.lessonId)).title.en).toBe('A revised lesson');
    const unit = await one<{ v: number; p: number }>(server.db, 'SELECT draft_version AS v, published_draft_version AS p FROM units WHERE id = $1', [t.unitId]);
    expect(unit!.p).toBe(unit!.v);
  });

  it('publishes a lesson alone: students read the new lesson; the unit lists it as its last unit publish did', async () => {
    const t = await target();
    await editDraftText('lessons', 'title_id', t.lessonId, 'Only the lesson changed');

    const res = await publish(`/api/lesson/${t.lessonId}/publish`);
    expect(res.body.data).toMatchObject({ scope: 'lesson', targetId: t.lessonId });
    const done = await settled(res.body.data.id);
    expect(done).toMatchObject({ state: 'succeeded', steps: 1, step: 1, stepLabel: { en: 'Lesson: Only the lesson changed' } });

    await waitFor(async () => (await studentLesson(t.lessonId)).title.en === 'Only the lesson changed', { what: 'the new lesson copy' });
    const unit = await studentUnit(t.unitId);
    expect(unit.lessons.find((l: { id: number }) => l.id === t.lessonId).title.en).toBe(t.lessonTitle);
    const lesson = await one<{ v: number; p: number }>(server.db, 'SELECT draft_version AS v, published_draft_version AS p FROM lessons WHERE id = $1', [t.lessonId]);
    expect(lesson!.p).toBe(lesson!.v);
  });

  it('answers the open job to a second request for the same target, and a new one once it ended', async () => {
    const t = await target();
    // A job some runner holds right now (its heartbeat is fresh): asking again joins it.
    const open = (await one<{ id: number }>(
      server.db,
      `INSERT INTO publish_jobs (scope, target_id, requested_by_user_id, state, attempts, started_at, heartbeat_at)
       VALUES ('unit', $1, $2, 'running', 1, now(), now()) RETURNING id`,
      [t.unitId, server.world.creatorId],
    ))!;
    const again = await publish(`/api/unit/${t.unitId}/publish`, server.world.admin);
    expect(again.body.data).toMatchObject({ id: open.id, state: 'running' });
    // Another target is another job.
    const lesson = await publish(`/api/lesson/${t.lessonId}/publish`);
    expect(lesson.body.data.id).not.toBe(open.id);
    await settled(lesson.body.data.id);
    // Once it ended, a new request is a new job.
    await server.db.query(`UPDATE publish_jobs SET state = 'succeeded', finished_at = now() WHERE id = $1`, [open.id]);
    const next = await publish(`/api/unit/${t.unitId}/publish`);
    expect(next.body.data.id).not.toBe(open.id);
    expect(await settled(next.body.data.id)).toMatchObject({ state: 'succeeded' });
  });

  it('joins a job asked for twice at once', async () => {
    const [first, second] = await Promise.all([publish('/api/course/publish'), publish('/api/course/publish', server.world.admin)]);
    // On the embedded database the first may already have ended when the second arrives; then it is a new job.
    const firstDone = await settled(first.body.data.id);
    if (second.body.data.id !== first.body.data.id) expect(second.body.data.requestedAt >= (firstDone.finishedAt ?? '')).toBe(true);
    await settled(second.body.data.id);
  });
});

describe('a publish that fails half-way', () => {
  it('leaves every published copy byte-identical, fails the job and tells the requester why', async () => {
    // A lesson of the last history unit whose draft no longer fits the lesson document (a group header type is positive).
    const broken = (await one<{ id: number }>(
      server.db,
      `SELECT l.id FROM lessons l JOIN units u ON u.id = l.unit_id
        WHERE l.deleted_at IS NULL AND u.deleted_at IS NULL AND u.unit_type_id = 1
          AND EXISTS (SELECT 1 FROM content_components c WHERE c.lesson_id = l.id)
        ORDER BY u.sort_order DESC, l.sort_order DESC LIMIT 1`,
    ))!;
    const t = await target();
    await editDraftText('lessons', 'title_id', t.lessonId, 'Never seen by students');
    await server.db.query(`UPDATE content_components SET group_header_type = -1 WHERE lesson_id = $1`, [broken.id]);
    const before = await publishedCopies();
    const versionsBefore = await versions();

    const res = await publish('/api/course/publish');
    const done = await settled(res.body.data.id);
    expect(done.state).toBe('failed');
    expect(done.failure).toMatch(/^Lesson: /);
    expect(done.step).toBeGreaterThan(1);
    expect(done.step).toBeLessThan(done.steps);

    expect(await publishedCopies()).toEqual(before);
    expect(await versions()).toEqual(versionsBefore);
    expect((await studentLesson(t.lessonId)).title.en).toBe(t.lessonTitle);
    const failed = await server.db.query<{ args: { reason: string; itemName: string; publishId: string } }>(
      `SELECT args FROM notifications WHERE recipient_user_id = $1 AND type = $2`,
      [server.world.creatorId, NotificationType.PublishFailed],
    );
    expect(failed.map((n) => n.args)).toEqual([expect.objectContaining({ publishId: String(done.id), itemName: 'Course', reason: done.failure })]);
  });
});

describe('a job left running by a dead process', () => {
  it('is taken again by a new runner once its heartbeat is old', async () => {
    const t = await target();
    await editDraftText('lessons', 'title_id', t.lessonId, 'Published after a restart');
    const job = (await one<{ id: number }>(
      server.db,
      `INSERT INTO publish_jobs (scope, target_id, requested_by_user_id, state, attempts, step, steps, started_at, heartbeat_at)
       VALUES ('lesson', $1, $2, 'running', 1, 1, 1, now() - interval '1 hour', now() - interval '1 hour') RETURNING id`,
      [t.lessonId, server.world.creatorId],
    ))!;
    // A fresh runner (as a restarted process starts one); the app's own may win the race, which is as good.
    await runQueuedPublishJobs({ db: server.db, log: server.ctx.log, notifications: server.ctx.notifications });
    const done = await settled(job.id);
    expect(done.state).toBe('succeeded');
    const row = await one<{ attempts: number }>(server.db, 'SELECT attempts FROM publish_jobs WHERE id = $1', [job.id]);
    expect(row!.attempts).toBe(2);
    await waitFor(async () => (await studentLesson(t.lessonId)).title.en === 'Published after a restart', { what: 'the new lesson copy' });
  });

  it('leaves a running job whose heartbeat is fresh alone', async () => {
    const t = await target();
    const job = (await one<{ id: number }>(
      server.db,
      `INSERT INTO publish_jobs (scope, target_id, requested_by_user_id, state, attempts, started_at, heartbeat_at)
       VALUES ('lesson', $1, $2, 'running', 1, now(), now()) RETURNING id`,
      [t.lessonId, server.world.creatorId],
    ))!;
    expect(await runQueuedPublishJobs({ db: server.db, log: server.ctx.log, notifications: server.ctx.notifications })).toBe(0);
    // Asking again joins it instead of queueing a second publish of the same lesson.
    expect((await publish(`/api/lesson/${t.lessonId}/publish`)).body.data.id).toBe(job.id);
  });
});

describe('the requester hears how it goes', () => {
  it('gets one stored "in progress" notification pushed live step by step, then "succeeded"', async () => {
    const t = await target();
    const heard: { type: number; id: number; step?: number; steps?: number; publishId?: string }[] = [];
    const unlisten = await server.db.listen(NOTIFICATION_EVENTS_CHANNEL, (payload) => {
      const p = decodePublication(payload);
      if (p?.kind !== 'created') return;
      for (const [recipient, id] of p.items) {
        if (recipient === server.world.creatorId) heard.push({ type: p.type, id, ...(p.args as { step?: number; steps?: number; publishId?: string }) });
      }
    });
    try {
      const res = await publish(`/api/unit/${t.unitId}/publish`);
      const done = await settled(res.body.data.id);
      await waitFor(() => heard.some((h) => h.type === NotificationType.PublishSucceeded), { what: 'the succeeded notification' });
      const progress = heard.filter((h) => h.type === NotificationType.PublishInProgress);
      expect(heard[0].type).toBe(NotificationType.PublishInProgress);
      expect(new Set(progress.map((h) => h.id)).size).toBe(1);
      expect(progress.every((h) => h.publishId === String(done.id))).toBe(true);
      expect(Math.max(...progress.map((h) => h.step ?? 0))).toBe(done.steps);
      expect(progress.length).toBeGreaterThan(2);
      expect(progress.length).toBeLessThanOrEqual(13);
      const stored = await server.db.query<{ type: number; args: { step: number; steps: number; itemName: string } }>(
        `SELECT type, args FROM notifications WHERE recipient_user_id = $1 AND args ->> 'publishId' = $2 ORDER BY id`,
        [server.world.creatorId, String(done.id)],
      );
      expect(stored.map((n) => n.type)).toEqual([NotificationType.PublishInProgress, NotificationType.PublishSucceeded]);
      expect(stored[0].args).toMatchObject({ step: done.steps, steps: done.steps, itemName: t.unitName });
    } finally {
      await unlisten();
    }
  });
});

describe('who may publish', () => {
  it('answers 404 for unknown or removed targets and unknown jobs', async () => {
    const t = await target();
    expect((await publish('/api/unit/999999/publish')).body.data).toMatchObject({ code: 'AUTHORING.UNIT_NOT_FOUND' });
    expect((await publish('/api/lesson/999999/publish')).status).toBe(404);
    await server.db.query('UPDATE lessons SET deleted_at = now() WHERE id = $1', [t.lessonId]);
    const removed = await publish(`/api/lesson/${t.lessonId}/publish`);
    expect(removed.status).toBe(404);
    expect(removed.body.data).toMatchObject({ code: 'AUTHORING.LESSON_NOT_FOUND' });
    const job = await server.call('GET', '/api/publish-jobs/999999', { token: server.world.creator });
    expect(job.status).toBe(404);
    expect(job.body.data).toMatchObject({ code: 'PUBLISH.JOB_NOT_FOUND' });
  });

  it('refuses teachers and students (403) and anonymous callers (401), queueing nothing', async () => {
    const t = await target();
    for (const token of [server.world.teacher, server.world.student]) {
      expect((await publish('/api/course/publish', token)).status).toBe(403);
      expect((await publish(`/api/unit/${t.unitId}/publish`, token)).status).toBe(403);
      expect((await publish(`/api/lesson/${t.lessonId}/publish`, token)).status).toBe(403);
      expect((await server.call('GET', '/api/publish-jobs/1', { token })).status).toBe(403);
    }
    expect((await server.call('PATCH', '/api/course/publish')).status).toBe(401);
    expect(await server.db.query('SELECT id FROM publish_jobs')).toEqual([]);
  });
});
