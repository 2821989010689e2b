import 'reflect-metadata';
import type pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthoredUnitDetails } from '@domain/authoring/authoring.responses';
import { lockPublishing } from '../../server/src/modules/authoring/publish/publish-job.repository';
import { lockLiveLesson, lockLiveSet } from '../../server/src/modules/standards/lesson-standards.repository';
import { courseSteps, unitTreeSteps, type PublishStep } from '../../server/src/modules/content/publish/publish-course';
import { waitFor } from '../support/wait-for';
import { builderCalls } from './support/authoring-calls';
import { courseIds } from './support/content-fixtures';
import { appWaitsForALock, secondConnection, untilTheAppWaits } from './support/second-connection';
import { useTestServer } from './support/test-context';

/**
 * A publish job beside the builders' saves. A save locks its unit and then the unit's items; a publish
 * writes a unit's items and then the unit. Taken the other way round, a save of a lesson the publish
 * had written waited for the publish while holding the unit the publish's last step writes: PostgreSQL
 * aborted one of the two after a second (the creator's save answered 503, or the whole publish failed).
 * And a writer's lock on a parent row must not hold back rows that only reference it (a foreign key's
 * check takes a key-share lock on the parent). The other transaction runs here on a connection of its
 * own, stopped between its statements. PostgreSQL only: PGlite runs one transaction at a time.
 */
const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)('publishes beside creators’ saves (needs DATABASE_URL)', () => {
  const server = useTestServer({ world: async (s) => ({ creator: await s.login('creator'), ids: await courseIds(s) }) });
  const { call, colonial } = builderCalls(server);
  let other: pg.Client | null = null;

  afterEach(async () => {
    await other?.end();
    other = null;
  });

  const otherTransaction = async () => {
    const connection = await secondConnection(server, serverUrl!);
    other = connection.client;
    await connection.client.query('BEGIN');
    return connection;
  };
  const publishTransaction = async () => {
    const connection = await otherTransaction();
    await lockPublishing(connection.sql);
    return connection;
  };
  const runAll = async (sql: Parameters<PublishStep['run']>[0], steps: readonly PublishStep[]) => {
    for (const step of steps) await step.run(sql);
  };

  it('a save of a lesson the unit publish has written waits for it, and both succeed', async () => {
    const { client, sql, pid } = await publishTransaction();
    const [first, ...rest] = await unitTreeSteps(sql, colonial());
    expect(first.kind).toBe('lesson');
    await first.run(sql);

    const details = (await call<AuthoredUnitDetails>('GET', `/api/${colonial()}/unit-details`)).body.data;
    const lesson = details.lessons.find((l) => l.id === first.id)!;
    const rename = call('PATCH', `/api/lesson/${lesson.id}/change-name`, {
      body: { version: lesson.version, title: { en: 'Renamed during a publish', es: 'Renombrada durante una publicación' }, lessonTypeValue: lesson.lessonTypeId },
    });
    await untilTheAppWaits(server, pid, 'the creator’s save to wait for the publish');
    await runAll(sql, rest);
    await client.query('COMMIT');

    const res = await rename;
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // The save came after the publish: the lesson differs from its published copy again.
    expect(res.body.data).toMatchObject({ title: { en: 'Renamed during a publish' }, publishState: 'unpublished-changes' });
  });

  it('a course publish keeps the course’s list of units until it ends: a unit added meanwhile waits', async () => {
    const { client, sql, pid } = await publishTransaction();
    const steps = await courseSteps(sql);
    const added = call('POST', '/api/unit', { body: { unitTypeId: 1 } });
    await untilTheAppWaits(server, pid, 'the creator’s save to wait for the publish');
    await runAll(sql, steps);
    await client.query('COMMIT');

    const res = await added;
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const published = await server.db.query('SELECT 1 FROM published_content WHERE kind = $1 AND entity_id = $2', ['unit', res.body.data.id]);
    expect(published).toEqual([]);
  });

  it('a benchmark set’s first publish does not wait for a change of its lesson’s standards, which then takes the set', async () => {
    const [set] = await server.db.query<{ id: number; lessonId: number }>(
      `SELECT s.id, s.lesson_id AS "lessonId" FROM benchmark_sets s JOIN published_assessments p ON p.benchmark_set_id = s.id ORDER BY s.id LIMIT 1`,
    );
    // Its first publish: the stored copy is written anew, and that write checks the lesson it names.
    await server.db.query('DELETE FROM published_assessments WHERE benchmark_set_id = $1', [set.id]);
    // What replacing the lesson's SOA standards takes first (replace-soa.use-cases.ts).
    const { client, sql, pid } = await otherTransaction();
    expect(await lockLiveLesson(sql, set.lessonId)).toBe(true);

    let answered = false;
    const publish = call('PATCH', `/api/benchmarkSet/${set.id}/publish`).finally(() => (answered = true));
    const first = await waitFor(async () => (answered ? 'answered' : (await appWaitsForALock(server, pid)) && 'waited'), { what: 'the publish to answer or wait' });
    if (first === 'waited') await client.query('ROLLBACK');
    expect(first, 'the publish waited for the lesson while holding the set the other change takes next').toBe('answered');
    expect((await publish).status).toBe(200);
    // What the standards' change takes next; the publish has committed.
    expect(await lockLiveSet(sql, set.lessonId, set.id)).toBe(true);
    await client.query('COMMIT');
  });
});
