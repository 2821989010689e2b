import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { DATA_BACKFILL_STEPS } from '../seed/data-backfills';
import { DEMO_SEED_STEPS } from '../seed/demo-seeds';
import { runSeedSteps } from '../seed/seed-runner';

/**
 * What a start does to the database before serving, once per start: migrations, the data they
 * added (backfills) and, when asked, the demo world. Under WORKERS only the primary runs it, so
 * the workers never race each other through a migration.
 */
export async function prepareDatabase(db: Database, config: Pick<ServerConfig, 'seedDemo'>, log: FastifyBaseLogger): Promise<void> {
  const applied = await migrate(db);
  if (applied.length) log.info({ migrations: applied }, 'database migrated');
  const backfilled = await runSeedSteps(db, DATA_BACKFILL_STEPS, (step) => log.info({ step }, 'writing data the migrations added (once per database)'));
  if (backfilled.length) log.info({ steps: backfilled }, 'data written');
  if (config.seedDemo) {
    const ran = await runSeedSteps(db, DEMO_SEED_STEPS, (step) => log.info({ step }, 'seeding demo data (first start only)'));
    if (ran.length) log.info({ steps: ran }, 'demo data seeded');
  }
}
