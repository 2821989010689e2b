import type { AddressInfo, Socket } from 'node:net';
import { buildApp, type BuiltApp } from '../../../server/src/app';
import { loadConfig, type ServerConfig } from '../../../server/src/config';
import type { Database } from '../../../server/src/db/database';
import { openPostgresDatabase } from '../../../server/src/db/postgres-database';
import { DEMO_SEED_STEPS } from '../../../server/src/seed/demo-seeds';
import { DEMO_PASSWORD } from '../../../server/src/seed/demo-world.seed';
import { runSeedSteps } from '../../../server/src/seed/seed-runner';
import { NOTIFICATION_HUB_PATH } from '@domain/notifications/notification-hub.contract';
import { openTestDatabase } from '../../server/support/test-database';
import { waitFor as waitUntil } from '../../support/wait-for';

/** Config for a listening test app; the outbox mailer's directory is never written by these tests. */
export function hubTestConfig(env: Record<string, string> = {}): ServerConfig {
  return loadConfig({ DATA_DIR: '/tmp/course-platform-test', LOG_LEVEL: 'silent', ...env });
}

/** A real app listening on 127.0.0.1, for real clients; the port stays the same across restarts. */
export interface ListeningApp {
  readonly built: BuiltApp;
  readonly port: number;
  readonly origin: string;
  readonly hubUrl: string;
  /** app.close(), also ending sockets that carry no request (see `trackIdleSockets`). */
  stop(): Promise<void>;
}

/** How often a stopping app's idle sockets are swept. */
const IDLE_SWEEP_MS = 25;
/** After this, a stopping app's remaining sockets are cut (a failed test may leave a request open). */
const STOP_GRACE_MS = 3_000;

/**
 * Node's server.close() waits for sockets that never sent a request (fetch/undici opens spare ones
 * ahead of time) until headersTimeout, a minute; a test restart cannot wait that long. Returns a
 * function that destroys sockets with no request in flight, for use while the app is closing.
 */
function trackIdleSockets(built: BuiltApp): () => void {
  const inFlight = new Map<Socket, number>();
  built.app.server.on('connection', (socket: Socket) => {
    inFlight.set(socket, 0);
    socket.once('close', () => inFlight.delete(socket));
  });
  built.app.server.on('request', (req, res) => {
    const socket = req.socket as Socket;
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
    res.once('close', () => inFlight.set(socket, Math.max(0, (inFlight.get(socket) ?? 1) - 1)));
  });
  return () => {
    for (const [socket, count] of inFlight) if (count === 0) socket.destroy();
  };
}

export async function listen(db: Database, config: ServerConfig, port = 0): Promise<ListeningApp> {
  const built = await buildApp({ db, config, logger: false, serveClient: false, mailer: { send: async () => undefined } });
  const sweepIdle = trackIdleSockets(built);
  await built.app.listen({ port, host: '127.0.0.1' });
  const actual = (built.app.server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${actual}`;
  return {
    built,
    port: actual,
    origin,
    hubUrl: `${origin}${NOTIFICATION_HUB_PATH}`,
    async stop() {
      const sweeper = setInterval(sweepIdle, IDLE_SWEEP_MS);
      const cutter = setTimeout(() => built.app.server.closeAllConnections(), STOP_GRACE_MS);
      try {
        await built.app.close();
      } finally {
        clearInterval(sweeper);
        clearTimeout(cutter);
      }
    },
  };
}

export interface HubTestServer {
  readonly db: Database;
  readonly config: ServerConfig;
  /** The app currently running (a new one after `restart`). */
  current: ListeningApp;
  /** Signs a demo user in over HTTP and returns the token. */
  login(username: string): Promise<string>;
  /** The id of a demo user. */
  userId(username: string): Promise<number>;
  /** Stops the app (clients see the shutdown) and starts a new one on the same port and database. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** A migrated database with the demo world and the real app listening on a free port. */
export async function startHubTestServer(env: Record<string, string> = {}): Promise<HubTestServer> {
  const { db, dispose } = await openTestDatabase();
  await runSeedSteps(db, DEMO_SEED_STEPS);
  const config = hubTestConfig(env);
  const server: HubTestServer = {
    db,
    config,
    current: await listen(db, config),
    async login(username) {
      const res = await fetch(`${server.current.origin}/api/user/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-device-id': `hub-test-device-${username}-00` },
        body: JSON.stringify({ username, password: DEMO_PASSWORD }),
      });
      const body = (await res.json()) as { data: { token: string } };
      if (res.status !== 200) throw new Error(`login ${username} failed: ${res.status}`);
      return body.data.token;
    },
    async userId(username) {
      const rows = await db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]);
      return rows[0].id;
    },
    async restart() {
      const port = server.current.port;
      await server.current.stop();
      server.current = await listen(db, config, port);
    },
    async close() {
      await server.current.stop();
      await dispose();
    },
  };
  return server;
}

/**
 * Two instances on one PostgreSQL database (DATABASE_URL), each with its own pool and LISTEN
 * connection — what several processes behind a load balancer are — with the demo world seeded.
 */
export interface TwoInstances {
  readonly db: Database;
  readonly a: ListeningApp;
  readonly b: ListeningApp;
  /** Signs a demo user in through one instance and returns the token. */
  signIn(app: ListeningApp, username: string): Promise<string>;
  close(): Promise<void>;
}

export async function startTwoInstances(): Promise<TwoInstances> {
  const test = await openTestDatabase();
  await runSeedSteps(test.db, DEMO_SEED_STEPS);
  const secondDb = await openPostgresDatabase(test.url!, 5);
  const a = await listen(test.db, hubTestConfig());
  const b = await listen(secondDb, hubTestConfig());
  return {
    db: test.db,
    a,
    b,
    async signIn(app, username) {
      const res = await fetch(`${app.origin}/api/user/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-device-id': `two-instances-device-${username}` },
        body: JSON.stringify({ username, password: DEMO_PASSWORD }),
      });
      return ((await res.json()) as { data: { token: string } }).data.token;
    },
    async close() {
      await a.stop();
      await b.stop();
      await secondDb.close();
      await test.dispose();
    },
  };
}

/** Resolves when `check` passes, polling with a deadline (tests/support/wait-for.ts); rejects naming `what`. */
export function waitFor<T>(
  what: string,
  check: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  timeoutMs = 5_000,
): Promise<T> {
  return waitUntil(check, { what, timeoutMs, intervalMs: 10 });
}
