import pg from 'pg';
import type { Database, NotificationHandler, Sql } from './database';

/** A PostgreSQL server from a connection string; one pool for queries, one client for LISTEN. */
export async function openPostgresDatabase(connectionString: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle client that errors (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  await pool.query('SELECT 1');
  let listener: pg.Client | null = null;
  const handlers = new Map<string, Set<NotificationHandler>>();

  async function listenerClient(): Promise<pg.Client> {
    if (listener) return listener;
    const client = new pg.Client({ connectionString });
    client.on('error', () => undefined);
    await client.connect();
    client.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    listener = client;
    return client;
  }

  const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
  // One query at a time on the LISTEN client: several modules (un)subscribe concurrently at start and close.
  let listenerQueue: Promise<unknown> = Promise.resolve();
  const onListener = (client: pg.Client, text: string) => {
    const run = listenerQueue.then(() => client.query(text));
    listenerQueue = run.catch(() => undefined);
    return run;
  };

  return {
    kind: 'postgres',
    async query<T>(text: string, params?: readonly unknown[]) {
      const result = await pool.query(text, params as unknown[] | undefined);
      return result.rows as T[];
    },
    async exec(script) {
      await pool.query(script);
    },
    async transaction(work) {
      const client = await pool.connect();
      const tx: Sql = {
        async query<T>(text: string, params?: readonly unknown[]) {
          const result = await client.query(text, params as unknown[] | undefined);
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
    async listen(channel, handler) {
      const client = await listenerClient();
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await onListener(client, `LISTEN ${quoteIdent(channel)}`);
      }
      set.add(handler);
      return async () => {
        set.delete(handler);
        if (set.size === 0) {
          handlers.delete(channel);
          await onListener(client, `UNLISTEN ${quoteIdent(channel)}`).catch(() => undefined);
        }
      };
    },
    async notify(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      await listener?.end().catch(() => undefined);
      await pool.end();
    },
  };
}
