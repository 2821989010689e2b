import type { FastifyServerOptions } from 'fastify';
import type { ServerConfig } from '../config';
import { redactUrl } from './log-redaction';

/**
 * The server's logger: the configured level, no Authorization header, and a request line whose
 * query secrets are redacted (log-redaction.ts). `stream` sends the lines elsewhere than stdout (tests).
 */
export function requestLoggerOptions(config: Pick<ServerConfig, 'logLevel'>, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization'],
    serializers: {
      req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
    },
    ...(stream ? { stream } : {}),
  };
}
