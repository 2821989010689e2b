import type { Database } from '../../../server/src/db/database';

/** Schema holding the copies; nothing in the app reads it. */
const BASELINE = 'test_baseline';

/**
 * Remembers the database as it is now (the seeded demo world and course plus what a test file set
 * up for all its tests) so that `restoreBaseline` can bring it back before each test. Every table in
 * `public` is copied once into the `test_baseline` schema, and a statement trigger on each table
 * notes the tables a test writes to, so a restore rewrites only those (most tests touch a handful of
 * small tables; the course and its media stay untouched). Ids handed out since are not reused:
 * sequences keep counting, which no test depends on.
 */
export async function captureBaseline(db: Database): Promise<void> {
  const tables = await publicTables(db);
  await db.exec(`
    DROP SCHEMA IF EXISTS ${BASELINE} CASCADE;
    CREATE SCHEMA ${BASELINE};
    CREATE TABLE ${BASELINE}.dirty_tables (table_name text NOT NULL);

    CREATE FUNCTION ${BASELINE}.mark_dirty() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      -- No unique key on purpose: concurrent writers never wait on each other here.
      IF NOT EXISTS (SELECT 1 FROM ${BASELINE}.dirty_tables WHERE table_name = TG_TABLE_NAME) THEN
        INSERT INTO ${BASELINE}.dirty_tables VALUES (TG_TABLE_NAME);
      END IF;
      RETURN NULL;
    END $$;

    -- Puts back every table written since the last restore, in one call. Replica mode skips the
    -- foreign-key checks (tables come back in any order), the append-only guards and the
    -- announcement triggers; the app that cached anything is rebuilt by the caller anyway.
    CREATE FUNCTION ${BASELINE}.restore() RETURNS text[] LANGUAGE plpgsql AS $$
    DECLARE
      t text;
      cols text;
      restored text[] := '{}';
    BEGIN
      PERFORM set_config('session_replication_role', 'replica', true);
      FOR t IN SELECT DISTINCT table_name FROM ${BASELINE}.dirty_tables ORDER BY 1 LOOP
        SELECT string_agg(quote_ident(attname), ', ' ORDER BY attnum) INTO cols
          FROM pg_attribute
         WHERE attrelid = format('public.%I', t)::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '';
        EXECUTE format('DELETE FROM public.%I', t);
        EXECUTE format('INSERT INTO public.%I (%s) OVERRIDING SYSTEM VALUE SELECT %s FROM ${BASELINE}.%I', t, cols, cols, t);
        restored := restored || t;
      END LOOP;
      DELETE FROM ${BASELINE}.dirty_tables;
      PERFORM set_config('session_replication_role', 'origin', true);
      RETURN restored;
    END $$;

    ${tables
      .map(
        (t) => `CREATE TABLE ${BASELINE}.${t} AS TABLE public.${t};
    CREATE TRIGGER zz_test_baseline_dirty AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON public.${t}
      FOR EACH STATEMENT EXECUTE FUNCTION ${BASELINE}.mark_dirty();`,
      )
      .join('\n    ')}
  `);
}

/** PostgreSQL's "deadlock detected": one of the two transactions was rolled back, and may simply run again. */
const DEADLOCK = '40P01';
const RESTORE_ATTEMPTS = 5;

/**
 * Brings every table a test wrote to back to the captured baseline; returns the tables restored. The
 * app's background jobs (a publish the last test queued) may still be writing the same tables: when
 * PostgreSQL picks the restore as a deadlock's victim, nothing of it was kept, so it runs again.
 */
export async function restoreBaseline(db: Database): Promise<string[]> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const rows = await db.query<{ restored: string[] }>(`SELECT ${BASELINE}.restore() AS restored`);
      return rows[0].restored;
    } catch (error) {
      if ((error as { code?: string }).code !== DEADLOCK || attempt >= RESTORE_ATTEMPTS) throw error;
    }
  }
}

async function publicTables(db: Database): Promise<string[]> {
  const rows = await db.query<{ name: string }>(`SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`);
  return rows.map((r) => r.name);
}
