import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { LISTEN_APPLICATION_NAME } from '../../server/src/db/postgres-database';
import { CONTENT_PUBLISHED_CHANNEL } from '../../server/src/modules/content/publish/publish-course';
import { waitFor } from '../support/wait-for';
import { useTestServer } from './support/test-context';

/**
 * Hole 6 of issue 10: the one connection that LISTENs comes back when its backend goes away, and
 * what it may have missed meanwhile is dropped from every cache. PostgreSQL only: PGlite's LISTEN
 * lives in the process and cannot be lost.
 */
const serverUrl = process.env.DATABASE_URL;
/** Well under the session cache's 30 s safety net, so only the reconnect can explain the change. */
const REVOCATION_DEADLINE_MS = 12_000;
/** Listened on only to learn when the listener is back (its reset); nothing is sent on it. */
const RECONNECT_PROBE_CHANNEL = 'listen_reconnect_probe';

describe.skipIf(!serverUrl)('the LISTEN connection after its backend is terminated (needs DATABASE_URL)', () => {
  const server = useTestServer({ world: async (s) => ({ student: await s.login('student') }) });
  let admin: pg.Client | null = null;
  let blockedDatabase: string | null = null;

  const databaseName = async () => (await server.db.query<{ name: string }>('SELECT current_database() AS name'))[0]!.name;
  const listenerPids = async () =>
    (
      await server.db.query<{ pid: number }>(
        'SELECT pid FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()',
        [LISTEN_APPLICATION_NAME],
      )
    ).map((r) => r.pid);
  /** Terminates the listener's backend, as a failover or an operator would, and waits until it is gone. */
  const terminateListener = async () => {
    const [pid] = await listenerPids();
    expect(pid).toBeDefined();
    await server.db.query('SELECT pg_terminate_backend($1)', [pid]);
    await waitFor(async () => !(await listenerPids()).includes(pid!), { what: 'the terminated LISTEN backend to be gone' });
  };
  /**
   * Call before the kill; the function it returns resolves once the listener is back on every channel.
   * Not a new pid in pg_stat_activity: that shows before the new connection's LISTENs have run, and a
   * test that went on from there once had the next test's announcement sent before its LISTEN (missed).
   * The listener's reset comes after all of them.
   */
  const untilReconnected = async () => {
    let back = false;
    const unlisten = await server.db.listen(RECONNECT_PROBE_CHANNEL, () => undefined, {
      onReset: () => {
        back = true;
      },
    });
    return async () => {
      try {
        await waitFor(() => back, { what: 'the LISTEN connection to be back on every channel' });
      } finally {
        await unlisten();
      }
    };
  };
  const studentStatus = async () => (await server.call('GET', '/api/benchmark/count', { token: server.world.student })).status;
  const removeStudent = () => server.db.query("UPDATE users SET deleted_at = now() WHERE username = 'student'");
  /** Other server processes (and the reconnect) are refused while this is set: the listener stays down. */
  const allowConnections = async (allow: boolean) => {
    admin ??= new pg.Client({ connectionString: serverUrl });
    if (!blockedDatabase) await admin.connect();
    blockedDatabase = await databaseName();
    await admin.query(`ALTER DATABASE ${blockedDatabase} ALLOW_CONNECTIONS ${allow}`);
  };

  afterEach(async () => {
    if (admin && blockedDatabase) await admin.query(`ALTER DATABASE ${blockedDatabase} ALLOW_CONNECTIONS true`);
    await admin?.end();
    admin = null;
    blockedDatabase = null;
  });

  it('a user removed after the kill loses access: the reconnected listener hears the announcement', async () => {
    expect(await studentStatus()).toBe(200); // cached from here on
    const reconnected = await untilReconnected();
    await terminateListener();
    await reconnected();
    expect(await studentStatus()).toBe(200);
    await removeStudent();
    await waitFor(async () => (await studentStatus()) === 401, { timeoutMs: REVOCATION_DEADLINE_MS, what: 'the removed student’s token to stop working' });
  });

  it('a user removed while the listener is down loses access once it is back: the reconnect drops the session cache', async () => {
    expect(await studentStatus()).toBe(200);
    await allowConnections(false);
    await terminateListener();
    await removeStudent(); // announced to no one: the listener is down
    await allowConnections(true);
    await waitFor(async () => (await studentStatus()) === 401, { timeoutMs: REVOCATION_DEADLINE_MS, what: 'the removed student’s token to stop working' });
  });

  it('a publish after the kill is seen by the published content store', async () => {
    const store = server.ctx.content;
    const beforeKill = store.units();
    await beforeKill;
    const reconnected = await untilReconnected();
    await terminateListener();
    await reconnected();
    // The reconnect itself drops the cache (it may have missed a publish); cache again, then publish.
    await waitFor(() => store.units() !== beforeKill, { what: 'the reconnect to drop the content cache' });
    const cached = store.units();
    await cached;
    expect(store.units()).toBe(cached);
    await server.db.notify(CONTENT_PUBLISHED_CHANNEL, '');
    await waitFor(() => store.units() !== cached, { what: 'the publish to drop the content cache' });
  });
});
