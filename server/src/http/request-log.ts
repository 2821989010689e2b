import type { FastifyServerOptions } from 'fastify';
import pino from 'pino';
import type { ServerConfig } from '../config';
import { redactUrl } from './log-redaction';

/** Lines are written in batches of about this many bytes instead of one system call per line. */
const LOG_BATCH_BYTES = 4096;
/** A quiet server's last lines still reach the log within this long. */
const LOG_FLUSH_MS = 1000;

const destinations = new Map<1 | string, pino.DestinationStream>();

/**
 * Where the log goes (stdout, or a file): written synchronously as pino's default is, but in batches,
 * flushed every second and when the process exits. pino's default writes each line on its own, two
 * system calls for every request; batching, one line's worth of formatting less and no redaction pass
 * took the request log from about 5.8 to 3.5 µs per request (docs/performance.md, issue 17). A crash
 * that kills the process outright (SIGKILL, out of memory) can lose up to a second of lines.
 */
export function logDestination(dest: 1 | string = 1): pino.DestinationStream {
  const known = destinations.get(dest);
  if (known) return known;
  const stream = pino.destination({ dest, sync: true, minLength: LOG_BATCH_BYTES });
  const flush = () => stream.flushSync();
  setInterval(flush, LOG_FLUSH_MS).unref();
  process.once('exit', flush);
  destinations.set(dest, stream);
  return stream;
}

/**
 * The server's logger: the configured level and, per request, a line when it comes in (method, URL
 * with its query secrets redacted by log-redaction.ts, client address) and one when it is answered
 * (status, time). No header is ever logged: the request serializer keeps only those three fields, so
 * the Authorization header cannot reach the log (tests/server/request-log.test.ts) and no redaction
 * pass is needed on every line. `stream` sends the lines elsewhere than stdout (tests, benchmarks).
 */
export function requestLoggerOptions(config: Pick<ServerConfig, 'logLevel'>, stream?: pino.DestinationStream | NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    serializers: {
      req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
    },
    stream: stream ?? logDestination(),
  };
}
