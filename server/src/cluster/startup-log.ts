import Fastify, { type FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config';
import { requestLoggerOptions } from '../http/request-log';

/**
 * The server's logger before any app exists (preparing the database, the WORKERS primary): its lines
 * read like the app's, but go straight to stdout, as they are few and a worker's death must not
 * wait in a buffer.
 */
export function startupLog(config: ServerConfig, role: 'primary' | 'server'): FastifyBaseLogger {
  return Fastify({ logger: requestLoggerOptions(config, process.stdout) }).log.child({ role });
}
