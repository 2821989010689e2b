import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../server/src/db/migrate';
import { wrapPglite } from '../../server/src/db/pglite-database';
import { openPostgresDatabase } from '../../server/src/db/postgres-database';
import { DEMO_SEED_STEPS } from '../../server/src/seed/demo-seeds';
import { runSeedSteps } from '../../server/src/seed/seed-runner';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data directory dump of a migrated database with the demo world and course. */
    seededPgliteDump: string;
    /** On PostgreSQL: a template database holding the same, to copy per test file. */
    seededTemplate: string | null;
  }
}

/**
 * Migrates and seeds one database per test run, so each test file starts from a copy (PGlite:
 * load a dump, ~1 s; PostgreSQL: CREATE DATABASE … TEMPLATE) instead of seeding the demo course
 * again (several seconds and ~1,500 statements).
 */
export default async function setup(project: TestProject) {
  // A run of only unit or model tests (e.g. `vitest run tests/unit/x`) needs no database.
  const filters = process.argv.filter((a) => a.startsWith('tests/'));
  if (filters.length > 0 && filters.every((f) => /^tests\/(unit|model)\b/.test(f))) {
    project.provide('seededPgliteDump', '');
    project.provide('seededTemplate', null);
    return;
  }
  const pglite = await PGlite.create();
  const db = wrapPglite(pglite);
  await migrate(db);
  await runSeedSteps(db, DEMO_SEED_STEPS);
  const dumpFile = path.join(tmpdir(), `course-platform-seed-${process.pid}-${randomBytes(3).toString('hex')}.tar`);
  const dump = await pglite.dumpDataDir('none');
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide('seededPgliteDump', dumpFile);

  let template: string | null = null;
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    template = `t_seed_${process.pid}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${template}`;
    const seeded = await openPostgresDatabase(url.toString(), 2);
    await migrate(seeded);
    await runSeedSteps(seeded, DEMO_SEED_STEPS);
    await seeded.close();
  }
  project.provide('seededTemplate', template);

  return async () => {
    rmSync(dumpFile, { force: true });
    if (template && serverUrl) {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    }
  };
}
