import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, badRequest, conflict } from './app-error';
import { sendFailure } from './envelope';
import { requestLanguage } from './language';

const UNIQUE_CONSTRAINT_MESSAGES: Record<string, 'usernameInUse' | 'emailAlreadyInUse' | 'nameInUse'> = {
  users_username_key: 'usernameInUse',
  users_email_key: 'emailAlreadyInUse',
  states_name_key: 'nameInUse',
  districts_name_key: 'nameInUse',
  schools_name_key: 'nameInUse',
};

/** Turns anything thrown into an AppError; null means a bug that must surface as a logged 500. */
export function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  const e = error as Partial<FastifyError> & { code?: string; constraint?: string };
  // Database guards behind the use cases' own checks (two requests racing for one name).
  if (e.code === '23505') {
    const key = UNIQUE_CONSTRAINT_MESSAGES[e.constraint ?? ''] ?? 'nameInUse';
    return conflict(key, undefined, 'CONFLICT.UNIQUE');
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
