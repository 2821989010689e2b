import type { ErrorCode } from './error-codes';

/** statusType values of the response envelope (docs/decisions.md). 0 is a failure, as benchmark submit expects. */
export const StatusType = { Error: 0, Success: 1, Warning: 2, Info: 3 } as const;
export type StatusType = (typeof StatusType)[keyof typeof StatusType];

export interface Envelope<T> {
  readonly data: T;
  readonly statusType: StatusType;
  readonly statusMessage: string;
}

/** A field the server rejected, named by its path in the request. */
export interface FieldError {
  readonly field: string;
  readonly message: string;
}

/** `data` of a failed response: a stable code (only the server builds it) and, for validation failures, the fields. */
export interface FailureData {
  readonly code: ErrorCode;
  readonly fields?: readonly FieldError[];
  /** What the failure is about as it is now, when the caller needs it to decide (a 409 on a record someone else changed). */
  readonly current?: unknown;
}

/** Whether a response body is an envelope (checked by hand: the client's first load carries no zod). */
export function isEnvelope(value: unknown): value is Envelope<unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return 'data' in v && Number.isInteger(v.statusType) && typeof v.statusMessage === 'string';
}
