import 'reflect-metadata';
import type pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthoredUnitDetails } from '@domain/authoring/authoring.responses';
import { lockPublishing } from '../../server/src/modules/authoring/publish/publish-job.repository';
import { courseSteps, unitTreeSteps, type PublishStep } from '../../server/src/modules/content/publish/publish-course';
import { waitFor } from '../support/wait-for';
import { builderCalls } from './support/authoring-calls';
import { courseIds } from './support/content-fixtures';
import { secondConnection } from './support/second-connection';
import { useTestServer } from './support/test-context';

/**
 * A publish job beside the builders' saves. A save locks its unit and then the unit's items; a publish
 * writes a unit's items and then the unit. Taken the other way round, a save of a lesson the publish
 * had written waited for the publish while holding the unit the publish's last step writes: PostgreSQL
 * aborted one of the two after a second (the creator's save answered 503, or the whole publish failed).
 * The publish's transaction runs here on a connection of its own, stopped between its steps.
 * PostgreSQL only: PGlite runs one transaction at a time.
 */
const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)('a publish job beside a creator’s saves (needs DATABASE_URL)', () => {
  const server = useTestServer({ world: async (s) => ({ creator: await s.login('creator'), ids: await courseIds(s) }) });
  const { call, colonial } = builderCalls(server);
  let publisher: pg.Client | null = null;

  afterEach(async () => {
    await publisher?.end();
    publisher = null;
  });

  const publishTransaction = async () => {
    const connection = await secondConnection(server, serverUrl!);
    publisher = connection.client;
    await connection.client.query('BEGIN');
    await lockPublishing(connection.sql);
    return connection;
  };
  const aCallWaitsForALock = (publisherPid: number) =>
    waitFor(
      async () =>
        (
          await server.db.query(`SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> $1`, [
            publisherPid,
          ])
        ).length > 0,
      { what: 'the creator’s save to wait for the publish' },
    );
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
    await aCallWaitsForALock(pid);
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
    await aCallWaitsForALock(pid);
    await runAll(sql, steps);
    await client.query('COMMIT');

    const res = await added;
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const published = await server.db.query('SELECT 1 FROM published_content WHERE kind = $1 AND entity_id = $2', ['unit', res.body.data.id]);
    expect(published).toEqual([]);
  });
});
