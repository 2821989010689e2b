import { randomBytes } from 'node:crypto';
import { buildApp } from '../app';
import type { ServerConfig } from '../config';
import { openDatabase } from '../db/open-database';
import { workerSocketPath } from '../realtime/transport-forwarding';
import { WORKER_CHANNEL_DIR_ENV, openWorkerChannel } from './worker-channel';

/** Random, so a restarted worker never inherits the connections of the one it replaces (they get 404 and reconnect). */
const OWNER_TAG_BYTES = 6;

/**
 * One worker of several (docs/scaling.md): the whole app on the shared port (the primary hands out
 * connections round-robin) plus its private channel. The primary already prepared the database.
 */
export async function runWorker(config: ServerConfig): Promise<void> {
  const dir = process.env[WORKER_CHANNEL_DIR_ENV];
  if (!dir) throw new Error(`${WORKER_CHANNEL_DIR_ENV} is not set: workers are started by the primary (WORKERS)`);
  const channelConfig = { dir, owner: randomBytes(OWNER_TAG_BYTES).toString('base64url') };
  const workerConfig: ServerConfig = { ...config, workerChannel: channelConfig };
  const db = await openDatabase(workerConfig);
  const { app } = await buildApp({ db, config: workerConfig });
  const channel = await openWorkerChannel(app, workerSocketPath(channelConfig, channelConfig.owner));

  let stopping = false;
  // Ctrl-C reaches the primary and every worker at once, and the primary then sends SIGTERM too: stop once.
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'worker shutting down');
    await app.close();
    await channel.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // The primary removes this worker's socket when it dies, so siblings stop relaying to it.
  process.send?.({ workerOwner: channelConfig.owner });
}
