import type { FieldError } from '@domain/shared/envelope';
import type { MessageKey } from '@domain/shared/messages';

/**
 * An expected failure with a stable code, mapped to an HTTP status and a catalogue message at the
 * edge (the Fastify error handler). Use cases throw it; anything else that escapes is a bug (500).
 */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 503,
    readonly code: string,
    readonly messageKey: MessageKey,
    readonly values: Record<string, string> = {},
    readonly fields: readonly FieldError[] = [],
  ) {
    super(code);
    this.name = 'AppError';
  }
}

export const badRequest = (messageKey: MessageKey, fields: readonly FieldError[] = [], code = 'VALIDATION') =>
  new AppError(400, code, messageKey, {}, fields);
export const unauthenticated = (code = 'AUTH.UNAUTHENTICATED', messageKey: MessageKey = 'unauthenticated') =>
  new AppError(401, code, messageKey);
export const forbidden = (messageKey: MessageKey = 'forbidden', values: Record<string, string> = {}, code = 'FORBIDDEN') =>
  new AppError(403, code, messageKey, values);
export const notFound = (code = 'NOT_FOUND') => new AppError(404, code, 'notFound');
export const conflict = (messageKey: MessageKey, field?: string, code = 'CONFLICT') =>
  new AppError(409, code, messageKey, {}, field ? [{ field, message: messageKey }] : []);
