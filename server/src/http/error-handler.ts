import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorCode } from '@domain/shared/error-codes';
import { AppError, appError } from './app-error';
import { sendFailure } from './envelope';
import { requestLanguage } from './language';

/**
 * A request that loses a race for a unique name passes the use case's own check and hits the index;
 * it must get the very answer (message, field, code) that the check gives when the calls come one
 * after the other, so clients cannot tell the two apart.
 */
const UNIQUE_CONSTRAINTS: Record<string, ErrorCode> = {
  users_username_key: 'USER.USERNAME_TAKEN',
  users_email_key: 'USER.EMAIL_TAKEN',
  states_name_key: 'GEO.NAME_TAKEN',
  districts_name_key: 'GEO.NAME_TAKEN',
  schools_name_key: 'GEO.NAME_TAKEN',
};

/** Turns anything thrown into an AppError; null means a bug that must surface as a logged 500. */
export function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  const e = error as Partial<FastifyError> & { code?: string; constraint?: string };
  // Database guards behind the use cases' own checks (two requests racing for one name).
  if (e.code === '23505') {
    const constraint = e.constraint ?? '';
    return appError(Object.hasOwn(UNIQUE_CONSTRAINTS, constraint) ? UNIQUE_CONSTRAINTS[constraint] : 'CONFLICT.UNIQUE');
  }
  if (e.code === '23503') return appError('CONFLICT.REFERENCE');
  // deadlock_detected, serialization_failure: the transaction was rolled back whole.
  if (e.code === '40P01' || e.code === '40001') return appError('CONFLICT.BUSY');
  if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return appError('PAYLOAD_TOO_LARGE');
  if (e.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || e.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || e instanceof SyntaxError) {
    return appError('MALFORMED_BODY');
  }
  // Anything else Fastify refuses answers with one stable code, not Fastify's own (FST_ERR_...).
  if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) return appError('BAD_REQUEST');
  return null;
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const language = requestLanguage(request);
    const failure = toAppError(error);
    if (failure) return sendFailure(reply, failure, language);
    request.log.error({ err: error }, 'unhandled error');
    return sendFailure(reply, appError('INTERNAL'), language);
  });
}
