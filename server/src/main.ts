import 'reflect-metadata';
import cluster from 'node:cluster';
import { buildApp } from './app';
import { prepareDatabase } from './cluster/database-preparation';
import { runPrimary } from './cluster/primary';
import { startBanner } from './cluster/start-banner';
import { startupLog } from './cluster/startup-log';
import { runWorker } from './cluster/worker';
import { loadConfig, type ServerConfig } from './config';
import { openDatabase } from './db/open-database';

/** WORKERS unset or 1: one process opens the database, prepares it and serves. */
async function runSingleProcess(config: ServerConfig): Promise<void> {
  const db = await openDatabase(config);
  // Migrated before the app is built: the app reads its secret and caches from the tables.
  await prepareDatabase(db, config, startupLog(config, 'server'));
  const { app } = await buildApp({ db, config });

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  console.log(startBanner(config));
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (cluster.isWorker) return runWorker(config);
  // Several processes on one port (docs/scaling.md): the primary prepares the database and forks them.
  if (config.workers > 1) return runPrimary(config);
  return runSingleProcess(config);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
