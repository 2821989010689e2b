import type { ApiResult } from '@application/ports/api-result';
import type { ErrorCode } from '@domain/shared/error-codes';
import { MESSAGES, type MessageKey } from '@domain/shared/messages';

/** How the in-memory twins answer, as the server would in English (tests only). */
export const answered = <T>(data: T, message: MessageKey | '' = ''): ApiResult<T> => ({ ok: true, data, message: message ? MESSAGES[message].en : '' });

/** A refusal with the server's code, status and English message; `field` names the field it is about. */
export function refused(status: number, code: ErrorCode, message: MessageKey, field?: string): ApiResult<never> {
  const text = MESSAGES[message].en;
  return { ok: false, status, code, message: text, fields: field ? [{ field, message: text }] : [], kind: 'rejected' };
}

export const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
