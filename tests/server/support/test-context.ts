import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Database } from '../../../server/src/db/database';
import { AUTH_SESSION_CHANGED_CHANNEL } from '../../../server/src/http/session-cache';
import { CONTENT_PUBLISHED_CHANNEL } from '../../../server/src/modules/content/publish/publish-course';
import { LEARNER_STATE_CHANGED_CHANNEL } from '../../../server/src/modules/learning/learner-state.cache';
import { DEMO_SEED_STEPS } from '../../../server/src/seed/demo-seeds';
import { runSeedSteps } from '../../../server/src/seed/seed-runner';
import { waitFor, WAIT_TIMEOUT_MS } from '../../support/wait-for';
import { captureBaseline, restoreBaseline } from './database-baseline';
import { openTestDatabase } from './test-database';
import { startTestApp, type TestAppOptions, type TestServer } from './test-server';

export interface TestContextOptions<W> extends TestAppOptions {
  /**
   * What every test of the file starts from, on top of the demo world and course: made once (users,
   * places, tokens...) and put back before each test with the rest of the database. Its value is
   * `server.world`.
   */
  readonly world?: (server: TestServer) => Promise<W>;
}

export interface ServerTestContext<W> extends TestServer {
  /** What the file's `world` returned. */
  readonly world: W;
  /**
   * Runs `action` and resolves once a notification on `channel` has reached this process (the app's
   * own listeners are called first), for tests of what a NOTIFY changes.
   */
  untilAnnounced<T>(channel: string, action: () => Promise<T>, timeoutMs?: number): Promise<T>;
}

const keepDatabase = async () => undefined;

/**
 * Every in-memory cache of the app is dropped by an announcement on one of these channels (that is
 * how other server processes keep them right); a payload that names nothing in particular drops all.
 */
const CACHE_CHANNELS = [AUTH_SESSION_CHANGED_CHANNEL, LEARNER_STATE_CHANGED_CHANNEL, CONTENT_PUBLISHED_CHANNEL];
/**
 * Sent after those, with the reset's number: once it arrives, the app has heard the ones before it
 * (one connection, in order).
 */
const RESET_DONE_CHANNEL = 'test_context_reset';
const ANNOUNCE_RESET = `SELECT ${[...CACHE_CHANNELS.map((c) => `pg_notify('${c}', '*')`), `pg_notify('${RESET_DONE_CHANNEL}', $1)`].join(', ')}`;
/**
 * A reset not heard by then is announced again: a LISTEN connection that is coming back (a test
 * killed it) misses what is sent before its LISTENs have run, and would otherwise never hear it.
 */
const RESET_ANNOUNCE_AGAIN_MS = 1_000;

/**
 * The server for one test file, the same for every test in it whatever their order or filter (the
 * kysely example's test context is the model): one database copy per file, seeded with the demo world
 * and course, plus the file's `world`; before each test the tables the last test wrote to are put
 * back (database-baseline.ts) and, if there were any, the app is told to drop its caches the way
 * another server process would tell it, so no row, cache, session or captured mail of one test is
 * seen by the next. (Building the app anew per test does the same but costs ~10-100 ms a test.)
 * Register it at the top of a file:
 *
 *   const server = useTestServer({ world: async (s) => ({ teacher: await s.login('teacher') }) });
 *   it('...', async () => { await server.call('GET', '/api/units', { token: server.world.teacher }); });
 */
export function useTestServer<W = undefined>(options: TestContextOptions<W> = {}): ServerTestContext<W> {
  let db: Database | undefined;
  let dispose: (() => Promise<void>) | undefined;
  let app: TestServer | undefined;
  let world: W | undefined;
  let resets = 0;
  /** The number of the last reset announcement heard; a late repeat of an older one cannot pass for a newer. */
  let lastResetHeard = 0;

  const running = (): TestServer => {
    if (!app) throw new Error('useTestServer: the server is ready inside tests and hooks, not while the file is being collected');
    return app;
  };
  const close = async () => {
    await app?.close();
    app = undefined;
    await dispose?.();
    dispose = undefined;
  };

  const server: ServerTestContext<W> = {
    get app() {
      return running().app;
    },
    get ctx() {
      return running().ctx;
    },
    get db() {
      return running().db;
    },
    get config() {
      return running().config;
    },
    get mail() {
      return running().mail;
    },
    get world() {
      return world as W;
    },
    call: (method, url, callOptions) => running().call(method, url, callOptions),
    login: (username, password) => running().login(username, password),
    close,
    async untilAnnounced(channel, action, timeoutMs = WAIT_TIMEOUT_MS) {
      let heard = false;
      const unlisten = await running().db.listen(channel, () => {
        heard = true;
      });
      try {
        const result = await action();
        await waitFor(() => heard, { timeoutMs, what: `a notification on ${channel}` });
        return result;
      } finally {
        await unlisten();
      }
    },
  };

  beforeAll(async () => {
    ({ db, dispose } = await openTestDatabase());
    await runSeedSteps(db, DEMO_SEED_STEPS);
    app = await startTestApp(db, keepDatabase, options);
    if (options.world) world = await options.world(server);
    await captureBaseline(db);
    // Registered after the app's own listeners, so it hears each announcement after them.
    await db.listen(RESET_DONE_CHANNEL, (payload) => {
      lastResetHeard = Math.max(lastResetHeard, Number(payload) || 0);
    });
  });

  beforeEach(async () => {
    const current = running();
    current.mail.length = 0;
    const restored = await restoreBaseline(current.db);
    if (restored.length === 0) return;
    resets += 1;
    const reset = resets;
    let announcedAt = -Infinity;
    await waitFor(
      async () => {
        if (lastResetHeard >= reset) return true;
        if (Date.now() - announcedAt >= RESET_ANNOUNCE_AGAIN_MS) {
          announcedAt = Date.now();
          await current.db.query(ANNOUNCE_RESET, [String(reset)]);
        }
        return false;
      },
      { what: 'the app to drop its caches' },
    );
  });

  afterAll(close);

  return server;
}
