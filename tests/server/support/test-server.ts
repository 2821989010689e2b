import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuiltApp } from '../../../server/src/app';
import { loadConfig, type ServerConfig } from '../../../server/src/config';
import type { Database } from '../../../server/src/db/database';
import type { MailMessage, Mailer } from '../../../server/src/mail/mailer.port';
import { DEMO_SEED_STEPS } from '../../../server/src/seed/demo-seeds';
import { DEMO_PASSWORD } from '../../../server/src/seed/demo-world.seed';
import { runSeedSteps } from '../../../server/src/seed/seed-runner';
import { openTestDatabase } from './test-database';

export interface CallOptions {
  readonly token?: string;
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
  readonly language?: 'en' | 'es';
  /** Raw payload (bypasses JSON encoding), for malformed-input tests. */
  readonly raw?: string;
}

export interface ApiResponse<T = unknown> {
  readonly status: number;
  readonly body: { data: T; statusType: number; statusMessage: string };
  readonly raw: LightMyRequestResponse;
}

export interface TestServer extends BuiltApp {
  readonly db: Database;
  readonly config: ServerConfig;
  readonly mail: MailMessage[];
  call<T = any>(method: InjectOptions['method'], url: string, options?: CallOptions): Promise<ApiResponse<T>>;
  /** Signs a demo user in and returns the token. */
  login(username: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/** How the app is built for a test (the database is given). */
export interface TestAppOptions {
  /** Configuration variables on top of the test defaults. */
  readonly env?: Record<string, string>;
  /** Serve the built client from STATIC_DIR (off by default: API tests need no files). */
  readonly serveClient?: boolean;
}

/**
 * The server as tests see it: a fresh migrated database with the demo world, the real app, calls
 * injected over HTTP semantics (no socket), and mail captured in memory.
 */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const { db, dispose } = await openTestDatabase();
  await runSeedSteps(db, DEMO_SEED_STEPS);
  return startTestApp(db, dispose, { env });
}

/** The real app over a database the caller opened; `close` stops the app, then runs `dispose`. */
export async function startTestApp(db: Database, dispose: () => Promise<void>, options: TestAppOptions = {}): Promise<TestServer> {
  const config = loadConfig({ DATA_DIR: '/tmp/course-platform-test', LOG_LEVEL: 'silent', ...options.env });
  const mail: MailMessage[] = [];
  const mailer: Mailer = { send: async (m) => void mail.push(m) };
  const built = await buildApp({ db, config, mailer, logger: false, serveClient: options.serveClient ?? false });

  async function call<T>(method: InjectOptions['method'], url: string, options: CallOptions = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.language) headers.language = options.language;
    let payload: string | undefined;
    if (options.raw !== undefined) {
      payload = options.raw;
      headers['content-type'] ??= 'application/json';
    } else if (options.body !== undefined) {
      payload = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    const raw = await built.app.inject({ method, url, headers, payload });
    return { status: raw.statusCode, body: raw.json(), raw };
  }

  return {
    ...built,
    db,
    config,
    mail,
    call,
    async login(username, password = DEMO_PASSWORD) {
      const res = await call<{ token: string }>('POST', '/api/user/authenticate', {
        body: { username, password },
        headers: { 'x-device-id': `test-device-${username}-0000` },
      });
      if (res.status !== 200) throw new Error(`login ${username} failed: ${res.status} ${res.body.statusMessage}`);
      return res.body.data.token;
    },
    async close() {
      await built.app.close();
      await dispose();
    },
  };
}
