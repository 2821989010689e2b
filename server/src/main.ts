import 'reflect-metadata';
import { buildApp } from './app';
import { loadConfig } from './config';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { DATA_BACKFILL_STEPS } from './seed/data-backfills';
import { DEMO_SEED_STEPS } from './seed/demo-seeds';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/demo-world.seed';
import { runSeedSteps } from './seed/seed-runner';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config);
  const applied = await migrate(db);
  const { app } = await buildApp({ db, config });
  if (applied.length) app.log.info({ migrations: applied }, 'database migrated');
  const backfilled = await runSeedSteps(db, DATA_BACKFILL_STEPS, (step) => app.log.info({ step }, 'writing data the migrations added (once per database)'));
  if (backfilled.length) app.log.info({ steps: backfilled }, 'data written');
  if (config.seedDemo) {
    const ran = await runSeedSteps(db, DEMO_SEED_STEPS, (step) => app.log.info({ step }, 'seeding demo data (first start only)'));
    if (ran.length) app.log.info({ steps: ran }, 'demo data seeded');
  }

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  const lines = [`Course platform on http://localhost:${config.port} — database: ${where}`];
  if (config.seedDemo) {
    lines.push(`Demo users (password ${DEMO_PASSWORD}): ${DEMO_USERS.map((u) => u.username).join(', ')}`);
  }
  console.log(lines.join('\n'));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
