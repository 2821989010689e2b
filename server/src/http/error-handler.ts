import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, badRequest, conflict } from './app-error';
import { sendFailure } from './envelope';
import { requestLanguage } from './language';

/**
 * A request that loses a race for a unique name passes the use case's own check and hits the index;
 * it must get the very answer (message, field, code) that the check gives when the calls come one
 * after the other, so clients cannot tell the two apart.
 */
const UNIQUE_CONSTRAINTS: Record<string, { key: 'usernameInUse' | 'emailAlreadyInUse' | 'nameInUse'; field: string; code: string }> = {
  users_username_key: { key: 'usernameInUse', field: 'username', code: 'USER.USERNAME_TAKEN' },
  users_email_key: { key: 'emailAlreadyInUse', field: 'email', code: 'USER.EMAIL_TAKEN' },
  states_name_key: { key: 'nameInUse', field: 'name', code: 'GEO.NAME_TAKEN' },
  districts_name_key: { key: 'nameInUse', field: 'name', code: 'GEO.NAME_TAKEN' },
  schools_name_key: { key: 'nameInUse', field: 'name', code: 'GEO.NAME_TAKEN' },
};

/** Turns anything thrown into an AppError; null means a bug that must surface as a logged 500. */
export function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  const e = error as Partial<FastifyError> & { code?: string; constraint?: string };
  // Database guards behind the use cases' own checks (two requests racing for one name).
  if (e.code === '23505') {
    const known = UNIQUE_CONSTRAINTS[e.constraint ?? ''];
    return known ? conflict(known.key, known.field, known.code) : conflict('nameInUse', undefined, 'CONFLICT.UNIQUE');
  }
  if (e.code === '23503') return conflict('fieldsInvalid', undefined, 'CONFLICT.REFERENCE');
  if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new AppError(413, 'PAYLOAD_TOO_LARGE', 'payloadTooLarge');
  if (e.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || e.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || e instanceof SyntaxError) {
    return badRequest('malformedBody', [], 'MALFORMED_BODY');
  }
  if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    return badRequest('fieldsInvalid', [], e.code ?? 'BAD_REQUEST');
  }
  return null;
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const language = requestLanguage(request);
    const appError = toAppError(error);
    if (appError) return sendFailure(reply, appError, language);
    request.log.error({ err: error }, 'unhandled error');
    return sendFailure(reply, new AppError(500, 'INTERNAL', 'somethingWentWrongAlert'), language);
  });
}
