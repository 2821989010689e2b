import { PGlite } from '@electric-sql/pglite';
import type { Database, NotificationHandler, Sql } from './database';

/** Embedded PostgreSQL (PGlite) under a data directory, or in memory when `dataDir` is undefined. */
export async function openPgliteDatabase(dataDir?: string): Promise<Database> {
  const pg = await PGlite.create(dataDir ? { dataDir } : {});
  return wrapPglite(pg);
}

export function wrapPglite(pg: PGlite): Database {
  const asSql = (q: Pick<PGlite, 'query'>): Sql => ({
    async query<T>(text: string, params?: readonly unknown[]) {
      const result = await q.query<T>(text, params as unknown[] | undefined);
      return result.rows;
    },
  });
  const base = asSql(pg);
  return {
    kind: 'pglite',
    query: base.query,
    async exec(script) {
      await pg.exec(script);
    },
    transaction(work) {
      return pg.transaction((tx) => work(asSql(tx)));
    },
    // PGlite's LISTEN lives in this process and cannot be lost, so `onReset` never fires.
    async listen(channel: string, handler: NotificationHandler) {
      const unsubscribe = await pg.listen(channel, handler);
      return async () => unsubscribe();
    },
    async notify(channel, payload) {
      await pg.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      await pg.close();
    },
  };
}
