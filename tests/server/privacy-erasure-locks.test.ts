import 'reflect-metadata';
import type pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { lockStudentRollups } from '../../server/src/modules/reports/report-rollup.repository';
import { waitFor } from '../support/wait-for';
import { addStudent } from './support/content-fixtures';
import { secondConnection } from './support/second-connection';
import { useTestServer } from './support/test-context';

/**
 * An erasure beside the report drainer, which runs in the background after a student's first save.
 * The drainer takes the student's rollup lock and then writes report rows, whose reference to the
 * student's account row takes a key-share lock on it; the erasure holds that account row and waits for
 * the rollup lock. A lock on the account row that refused key-share was a deadlock: PostgreSQL aborted
 * one of the two after a second, and the super admin got a 500 (seen in a CI run). PostgreSQL only:
 * PGlite runs one transaction at a time.
 */
const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)('DELETE student/{id}/data while the report drainer holds the student (needs DATABASE_URL)', () => {
  const server = useTestServer({ world: async (s) => ({ superAdmin: await s.login('superadmin') }) });
  let drainer: pg.Client | null = null;

  afterEach(async () => {
    await drainer?.end();
    drainer = null;
  });

  /** The drainer's own transaction, on a connection of its own. */
  const drainerConnection = async () => {
    const connection = await secondConnection(server, serverUrl!);
    drainer = connection.client;
    return connection;
  };
  const erasureWaitsForTheRollupLock = (studentId: number) =>
    waitFor(
      async () =>
        (await server.db.query(`SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND objid = $1::int::oid`, [studentId])).length > 0,
      { what: 'the erasure to wait for the student’s rollup lock' },
    );

  it('waits for the drainer, which finishes its report row, and then erases that row too', async () => {
    const studentId = await addStudent(server, 'erasedbeside1', true);
    const { client, sql } = await drainerConnection();
    await client.query('BEGIN');
    await lockStudentRollups(sql, [studentId]);

    const erasure = server.call('DELETE', `/api/student/${studentId}/data`, { token: server.world.superAdmin });
    await erasureWaitsForTheRollupLock(studentId);
    // What the drainer writes next; before, this waited on the erasure's lock of the account row.
    await client.query('INSERT INTO report_student_units (student_user_id, unit_id, report_type) VALUES ($1, 1, 1)', [studentId]);
    await client.query('COMMIT');

    const res = await erasure;
    expect(res.status).toBe(200);
    const left = await server.db.query('SELECT 1 FROM report_student_units WHERE student_user_id = $1', [studentId]);
    expect(left).toEqual([]);
  });
});
