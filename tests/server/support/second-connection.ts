import pg from 'pg';
import type { Sql } from '../../../server/src/db/database';
import { waitFor } from '../../support/wait-for';
import type { TestServer } from './test-server';

/**
 * A second connection to the test file's own PostgreSQL database, standing for another process's
 * transaction (a background job's) beside the app's calls, so a test can stop it between two
 * statements; `pid` tells its backend from the app's. PostgreSQL only: PGlite runs one transaction at
 * a time.
 */
export async function secondConnection(server: Pick<TestServer, 'db'>, serverUrl: string): Promise<{ client: pg.Client; sql: Sql; pid: number }> {
  const [{ name }] = await server.db.query<{ name: string }>('SELECT current_database() AS name');
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  const sql = { query: async (text: string, params?: readonly unknown[]) => (await client.query(text, params as unknown[])).rows } as Sql;
  return { client, sql, pid: rows[0].pid };
}

/** Whether one of the app's own connections waits for a lock (any backend of the database but `otherPid`). */
export async function appWaitsForALock(server: Pick<TestServer, 'db'>, otherPid: number): Promise<boolean> {
  const rows = await server.db.query(`SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> $1`, [
    otherPid,
  ]);
  return rows.length > 0;
}

/** Resolves once a call of the app waits for a lock the other connection holds; `what` names the wait. */
export function untilTheAppWaits(server: Pick<TestServer, 'db'>, otherPid: number, what: string): Promise<true> {
  return waitFor(() => appWaitsForALock(server, otherPid), { what });
}
