import cluster, { type Worker } from 'node:cluster';
import { mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ServerConfig } from '../config';
import { openDatabase } from '../db/open-database';
import { prepareDatabase } from './database-preparation';
import { restartAfterDeath } from './restart-backoff';
import { startBanner } from './start-banner';
import { startupLog } from './startup-log';
import { workerSocketPath, workerTombstonePath } from '../realtime/transport-forwarding';
import { WORKER_CHANNEL_DIR_ENV } from './worker-channel';

/** Workers still running this long after SIGTERM are killed: a shutdown must end. */
const SHUTDOWN_GRACE_MS = 15_000;

/**
 * The primary of WORKERS=N (docs/scaling.md): prepares the database once, makes the workers'
 * private directory, forks N workers that share the port, starts another when one dies (with a
 * back-off) and stops them all on SIGTERM or SIGINT. It serves no request itself.
 */
export async function runPrimary(config: ServerConfig): Promise<void> {
  const log = startupLog(config, 'primary');
  const db = await openDatabase(config);
  try {
    await prepareDatabase(db, config, log);
  } finally {
    await db.close();
  }
  // mkdtemp makes the directory 0700: only this user may reach the workers' private sockets.
  const channelDir = await mkdtemp(path.join(tmpdir(), 'course-platform-workers-'));

  const startedAt = new Map<Worker, number>();
  const ownerOf = new Map<Worker, string>();
  const restarts = new Set<NodeJS.Timeout>();
  let youngDeaths = 0;
  let stopping = false;
  let listening = 0;

  const fork = () => {
    const worker = cluster.fork({ [WORKER_CHANNEL_DIR_ENV]: channelDir });
    startedAt.set(worker, Date.now());
  };
  const running = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && !w.isDead());

  const finish = async () => {
    await rm(channelDir, { recursive: true, force: true });
    process.exit(0);
  };

  cluster.on('listening', () => {
    listening += 1;
    if (listening === config.workers) console.log(startBanner(config));
  });
  cluster.on('message', (worker, message: { workerOwner?: unknown }) => {
    if (typeof message?.workerOwner === 'string') ownerOf.set(worker, message.workerOwner);
  });
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? Date.now());
    startedAt.delete(worker);
    // A killed worker leaves its socket file: it becomes a tombstone, so siblings answer its connections 404 at once.
    const owner = ownerOf.get(worker);
    ownerOf.delete(worker);
    if (owner) rename(workerSocketPath({ dir: channelDir }, owner), workerTombstonePath({ dir: channelDir }, owner)).catch(() => undefined);
    if (stopping) {
      if (running().length === 0) void finish();
      return;
    }
    const next = restartAfterDeath(youngDeaths, lived);
    youngDeaths = next.youngDeaths;
    log.error({ worker: worker.id, pid: worker.process.pid, code, signal, livedMs: lived, restartInMs: next.delayMs }, 'worker died; starting another');
    const timer = setTimeout(() => {
      restarts.delete(timer);
      if (!stopping) fork();
    }, next.delayMs);
    restarts.add(timer);
  });

  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down the workers');
    for (const timer of restarts) clearTimeout(timer);
    const workers = running();
    if (workers.length === 0) return void finish();
    for (const worker of workers) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of running()) {
        log.warn({ worker: worker.id, pid: worker.process.pid }, 'worker did not stop in time; killed');
        worker.process.kill('SIGKILL');
      }
    }, SHUTDOWN_GRACE_MS).unref();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  for (let i = 0; i < config.workers; i += 1) fork();
}
