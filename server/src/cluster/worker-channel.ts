import { rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { acceptForwarded } from '../realtime/transport-forwarding';

/** Set by the primary for its workers: the 0700 directory of their private sockets. */
export const WORKER_CHANNEL_DIR_ENV = 'COURSE_PLATFORM_WORKER_CHANNEL_DIR';

export interface WorkerChannelServer {
  close(): Promise<void>;
}

/**
 * A worker's private door: the same app, on a unix socket in the workers' 0700 directory, where
 * siblings relay transport requests for the connections this worker owns (transport-forwarding.ts).
 * Only here is the relayed client address believed; it becomes the socket's remote address, so
 * request.ip and the request log name the client, not the sibling. One relayed request per socket.
 */
export async function openWorkerChannel(app: FastifyInstance, socketPath: string): Promise<WorkerChannelServer> {
  const server = createServer((req, res) => {
    const client = acceptForwarded(req);
    if (client) Object.defineProperty(req.socket, 'remoteAddress', { value: client, configurable: true });
    app.routing(req, res);
  });
  // A socket file left by a worker that was killed would refuse the listen.
  await rm(socketPath, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // Exclusive: under node:cluster a plain listen is opened by the primary and outlives the worker.
    server.listen({ path: socketPath, exclusive: true }, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await rm(socketPath, { force: true });
    },
  };
}
