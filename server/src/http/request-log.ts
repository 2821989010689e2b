import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
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
 * The server's logger: the configured level, and the request serializer that keeps only the method,
 * the URL with its query secrets redacted by log-redaction.ts and the client address. No header is
 * ever logged, so the Authorization header cannot reach the log (tests/server/request-log.test.ts)
 * and no redaction pass is needed on every line. `stream` sends the lines elsewhere than stdout
 * (tests, benchmarks). Pair it with `OneLineRequestLog` as the app's log controller.
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

/**
 * One line per request, written when it is answered (method, URL, address, status, time), instead of
 * Fastify's two (one coming in, one answered): the log is half the work of a hot read's request path
 * beyond the socket write (docs/performance.md, issue 17). A request is logged when its answer has
 * been sent, as Fastify's second line was; what goes is the line for a request still in progress.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
