import type { ErrorSpec } from './error-codes';

/**
 * Failures any call can meet, whatever its context: the request's shape, the route, permission in
 * general, the database's own guards and the unexpected. Context tables name the specific ones.
 */
export const PLATFORM_ERRORS = {
  // A request field failed its schema; the fields name each one (the message is the first field's).
  VALIDATION: { status: 400, message: 'fieldsInvalid' },
  // The framework refused the request before it reached a route (a content type it cannot read...).
  BAD_REQUEST: { status: 400, message: 'fieldsInvalid' },
  MALFORMED_BODY: { status: 400, message: 'malformedBody' },
  // The address cannot be decoded (bad percent-encoding): Fastify's FST_ERR_BAD_URL, in the envelope.
  BAD_URL: { status: 400, message: 'badUrl' },
  // A path parameter over the router's limit (100 characters): Fastify's 414, kept and enveloped.
  URI_TOO_LONG: { status: 414, message: 'uriTooLong' },
  // The whole request did not arrive within REQUEST_TIMEOUT_MS (written on the socket by the client-error handler).
  REQUEST_TIMEOUT: { status: 408, message: 'requestTimeout' },
  // Headers over Node's limit (16 KB): answered by the client-error handler before any route runs.
  HEADERS_TOO_LARGE: { status: 431, message: 'headersTooLarge' },
  FORBIDDEN: { status: 403, message: 'forbidden' },
  NOT_FOUND: { status: 404, message: 'notFound' },
  ROUTE_NOT_FOUND: { status: 404, message: 'routeNotFound' },
  // The database's unique and reference guards behind the use cases' own checks (a lost race).
  'CONFLICT.UNIQUE': { status: 409, message: 'nameInUse' },
  'CONFLICT.REFERENCE': { status: 409, message: 'fieldsInvalid' },
  // The database gave up the change to let another one through (a deadlock or a serialization failure);
  // nothing of it was written. 503, not 409: it may be sent again as it is (the answer outbox does).
  'CONFLICT.BUSY': { status: 503, message: 'busyTryAgain' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'payloadTooLarge' },
  INTERNAL: { status: 500, message: 'somethingWentWrongAlert' },
} as const satisfies Record<string, ErrorSpec>;
