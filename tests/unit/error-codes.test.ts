import { describe, expect, it } from 'vitest';
import {
  ERROR_TABLES,
  errorField,
  errorMessageKey,
  errorStatus,
  isErrorCode,
  type ErrorCode,
  type ErrorSpec,
} from '@domain/shared/error-codes';
import { MESSAGES, type MessageKey } from '@domain/shared/messages';
import { AppError, appError } from '../../server/src/http/app-error';
import { toAppError } from '../../server/src/http/error-handler';

/**
 * Error codes are a contract: each is written once, in one context's table, with its status and
 * message. That a throw names only known codes (and a message override only where the table allows
 * one) is checked by tsc, not here: `appError` takes an ErrorCode, and the expectations below that
 * a wrong call does not compile fail the type check the moment the types loosen.
 */
const STATUSES = [400, 401, 403, 404, 408, 409, 413, 414, 429, 431, 500, 503];
const entries = Object.entries(ERROR_TABLES).flatMap(([context, table]) =>
  Object.entries(table as Record<string, ErrorSpec>).map(([code, spec]) => ({ context, code, spec })),
);
const codes = entries.map((e) => e.code);
const inBothLanguages = (key: MessageKey) => {
  const message = MESSAGES[key] as { en?: string; es?: string } | undefined;
  return Boolean(message?.en?.trim() && message?.es?.trim());
};

describe('error codes', () => {
  it('belong to exactly one context', () => {
    const twice = codes.filter((code, i) => codes.indexOf(code) !== i);
    expect(twice).toEqual([]);
  });

  it.each(entries)('$code ($context) answers with a failure status and a message in English and Spanish', ({ code, spec }) => {
    expect(code).toMatch(/^[A-Z_]+(\.[A-Z_]+)?$/);
    expect(STATUSES).toContain(spec.status);
    expect(inBothLanguages(spec.message)).toBe(true);
    for (const alternative of spec.alternatives ?? []) expect(inBothLanguages(alternative)).toBe(true);
    expect(errorStatus(code as ErrorCode)).toBe(spec.status);
    expect(errorMessageKey(code as ErrorCode)).toBe(spec.message);
    expect(errorField(code as ErrorCode)).toBe(spec.field);
  });

  it('narrow data from outside to the known codes only', () => {
    for (const code of codes) expect(isErrorCode(code)).toBe(true);
    for (const other of ['OFFLINE', 'UNKNOWN', 'FST_ERR_VALIDATION', 'unit.locked', 'constructor', 'toString', '', 42, null, undefined]) {
      expect(isErrorCode(other)).toBe(false);
    }
  });

  it('give an AppError its status, message and field from the table', () => {
    const taken = appError('USER.USERNAME_TAKEN');
    expect(taken).toBeInstanceOf(AppError);
    expect(taken).toMatchObject({ status: 409, code: 'USER.USERNAME_TAKEN', messageKey: 'usernameInUse', values: {} });
    expect(taken.fields).toEqual([{ field: 'username', message: 'usernameInUse' }]);
    expect(appError('UNIT.LOCKED')).toMatchObject({ status: 403, messageKey: 'unitLocked', fields: [] });
    expect(appError('VALIDATION', { fields: [{ field: 'score', message: 'scoreOutOfRange' }] }).fields).toEqual([{ field: 'score', message: 'scoreOutOfRange' }]);
    expect(appError('ASSESSMENT.NOT_SUBMITTED', { message: 'retakeNotPossible' })).toMatchObject({ status: 409, messageKey: 'retakeNotPossible' });
    expect(appError('USER.ROLE_NOT_ALLOWED', { values: { role: 'Student' } }).values).toEqual({ role: 'Student' });
  });

  it('are checked by the compiler at every throw', () => {
    // @ts-expect-error a free string is not an error code
    expect(() => appError('USER.GONE')).toThrow();
    // @ts-expect-error a code without alternatives takes no other message
    appError('USER.NOT_FOUND', { message: 'retakeNotPossible' });
    // @ts-expect-error an alternative of one code is not one of another's
    appError('GEO.IN_USE', { message: 'retakeNotPossible' });
    expect(appError('GEO.IN_USE', { message: 'schoolHasUsers' }).messageKey).toBe('schoolHasUsers');
  });

  it('replace what the framework and the database say with stable codes', () => {
    expect(toAppError({ statusCode: 415, code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' })?.code).toBe('BAD_REQUEST');
    expect(toAppError({ statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' })?.code).toBe('MALFORMED_BODY');
    expect(toAppError({ statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE' })?.status).toBe(413);
    expect(toAppError({ code: '23505', constraint: 'users_email_key' })).toMatchObject({ code: 'USER.EMAIL_TAKEN', fields: [{ field: 'email' }] });
    expect(toAppError({ code: '23505', constraint: 'constructor' })?.code).toBe('CONFLICT.UNIQUE');
    expect(toAppError({ code: '23503' })?.code).toBe('CONFLICT.REFERENCE');
    // A lost lock race is sent again as it is: 503, which the answer outbox retries (a 409 it would drop).
    expect(toAppError({ code: '40P01' })).toMatchObject({ code: 'CONFLICT.BUSY', status: 503 });
    expect(toAppError({ code: '40001' })).toMatchObject({ code: 'CONFLICT.BUSY', status: 503 });
    expect(toAppError(new Error('a bug'))).toBeNull();
  });
});
