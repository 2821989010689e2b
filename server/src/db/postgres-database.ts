import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Database, DatabaseLog, Sql } from './database';
import { PostgresListener } from './postgres-listener';

/** How the LISTEN connection shows in pg_stat_activity (operators and the reconnect test find it by this). */
export const LISTEN_APPLICATION_NAME = 'course-platform-listen';
/** Idle time before TCP keep-alive probes start on the LISTEN connection. */
const LISTEN_KEEPALIVE_DELAY_MS = 10_000;

export interface PostgresDatabaseOptions {
  /** The LISTEN connection's reconnect schedule (listen-reconnect.ts has the default). */
  readonly reconnectDelaysMs?: readonly number[];
  readonly log?: DatabaseLog;
}

/** One line per event; an error shows as its message. */
const describe = (details: object) =>
  JSON.stringify(details, (key, value: unknown) => (key === 'err' && value instanceof Error ? value.message : value));
/** Before the app's logger exists (the database opens first), the database layer writes to the console. */
const consoleDatabaseLog: DatabaseLog = {
  info: (details, message) => console.info(`database: ${message} ${describe(details)}`),
  warn: (details, message) => console.warn(`database: ${message} ${describe(details)}`),
};

/** Distinct statements remembered by name; beyond this (generated SQL gone wild) a statement runs unnamed. */
const MAX_NAMED_STATEMENTS = 5_000;

/**
 * Every parameterised statement runs as a named prepared statement, so each pooled connection parses
 * and plans it once and then reuses the plan: a report's or a save's few small queries spent more of the
 * server's time planning than executing (docs/performance.md, issue 13). Statements without parameters
 * (scripts, several commands) stay unnamed: they may hold more than one command.
 */
function statementNamer() {
  const names = new Map<string, string>();
  return (text: string): string | undefined => {
    const known = names.get(text);
    if (known !== undefined || names.size >= MAX_NAMED_STATEMENTS) return known;
    const name = `s${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    names.set(text, name);
    return name;
  };
}

/**
 * A PostgreSQL server from a connection string; one pool for queries, one connection for LISTEN that
 * comes back when lost (postgres-listener.ts).
 */
export async function openPostgresDatabase(connectionString: string, poolSize = 10, options: PostgresDatabaseOptions = {}): Promise<Database> {
  // A fixed-size pool: a connection once opened stays open (pg closes idle ones after 10 s by default).
  // Otherwise a class's burst after a quiet minute opens its connections under load, each preparing every
  // statement again: bench:answers' second round, after the ceiling's minute, spent its first seconds so.
  const pool = new pg.Pool({ connectionString, max: poolSize, min: poolSize });
  // An idle client that errors (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  await pool.query('SELECT 1');
  const nameOf = statementNamer();
  const run = (client: pg.Pool | pg.PoolClient, text: string, params?: readonly unknown[]) =>
    params === undefined || params.length === 0 ? client.query(text) : client.query({ name: nameOf(text), text, values: params as unknown[] });
  const listener = new PostgresListener({
    reconnectDelaysMs: options.reconnectDelaysMs,
    log: options.log ?? consoleDatabaseLog,
    async connect() {
      const client = new pg.Client({
        connectionString,
        application_name: LISTEN_APPLICATION_NAME,
        // TCP keep-alive notices a silently cut network, which then ends the connection and reconnects.
        keepAlive: true,
        keepAliveInitialDelayMillis: LISTEN_KEEPALIVE_DELAY_MS,
      });
      client.on('error', () => undefined);
      try {
        await client.connect();
      } catch (error) {
        client.end().catch(() => undefined);
        throw error;
      }
      return client;
    },
  });

  return {
    kind: 'postgres',
    async query<T>(text: string, params?: readonly unknown[]) {
      const result = await run(pool, text, params);
      return result.rows as T[];
    },
    async exec(script) {
      await pool.query(script);
    },
    async transaction(work) {
      const client = await pool.connect();
      const tx: Sql = {
        async query<T>(text: string, params?: readonly unknown[]) {
          const result = await run(client, text, params);
          return result.rows as T[];
        },
      };
      try {
        await client.query('BEGIN');
        const value = await work(tx);
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    listen(channel, handler, listenOptions) {
      return listener.listen(channel, handler, listenOptions);
    },
    async notify(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}
