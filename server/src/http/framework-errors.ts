import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE } from '@domain/shared/constants';
import type { ErrorCode } from '@domain/shared/error-codes';
import { appError } from './app-error';
import { failureEnvelope, sendFailure } from './envelope';
import { requestLanguage } from './language';

/**
 * Fastify's router refuses some addresses before any route or hook runs: an undecodable
 * percent-encoding (FST_ERR_BAD_URL, 400) and a path parameter over the router's 100 characters
 * (FST_ERR_MAX_PARAM_LENGTH, 414: its status is kept). Both are answered in the envelope.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const code: ErrorCode = error.code === 'FST_ERR_BAD_URL' ? 'BAD_URL' : error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'URI_TOO_LONG' : 'INTERNAL';
  if (code === 'INTERNAL') request.log.error({ err: error }, 'router failed');
  return sendFailure(reply, appError(code), requestLanguage(request));
}

/** What Node's HTTP parser reports on a connection, as a code of ours. */
function clientErrorCode(error: NodeJS.ErrnoException): ErrorCode {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'REQUEST_TIMEOUT';
  if (error.code === 'HPE_HEADER_OVERFLOW') return 'HEADERS_TOO_LARGE';
  return 'BAD_REQUEST';
}

/**
 * Errors Node's HTTP parser meets before there is a request (headers over 16 KB: 431; a request
 * whose whole body did not arrive within REQUEST_TIMEOUT_MS: 408; anything unreadable: 400) are
 * answered on the socket with the envelope, in the default language (the headers were not read),
 * and the connection is closed.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const failure = appError(clientErrorCode(error));
  if (socket.writable) {
    const body = JSON.stringify(failureEnvelope(failure, DEFAULT_LANGUAGE));
    socket.write(
      `HTTP/1.1 ${failure.status} ${STATUS_CODES[failure.status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Cache-Control: no-store\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
