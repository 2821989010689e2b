import type { FieldError } from '@domain/shared/envelope';
import type { MessageKey, MessageValue } from '@domain/shared/messages';
import {
  errorField,
  errorMessageKey,
  errorStatus,
  type AlternativeMessage,
  type ErrorCode,
  type ErrorStatus,
} from '@domain/shared/error-codes';

export interface AppErrorOptions<C extends ErrorCode> {
  /** Interpolation values of the message (`{{role}}`). */
  readonly values?: Readonly<Record<string, MessageValue>>;
  /** The fields the failure names, instead of the one its table entry names. */
  readonly fields?: readonly FieldError[];
  /** One of the wordings the code's table entry allows besides its own. */
  readonly message?: AlternativeMessage<C>;
  /** The record as it is now, sent as the failure's `data.current` (a 409 on a record someone else changed). */
  readonly current?: unknown;
}

/**
 * An expected failure with a stable code; its HTTP status and catalogue message come from the
 * code's table in src/domain (error-codes.ts) and are rendered at the edge (the Fastify error
 * handler). Use cases throw it; anything else that escapes is a bug (500).
 */
export class AppError<C extends ErrorCode = ErrorCode> extends Error {
  readonly status: ErrorStatus;
  readonly messageKey: MessageKey;
  readonly values: Readonly<Record<string, MessageValue>>;
  readonly fields: readonly FieldError[];
  readonly current: unknown;

  constructor(
    readonly code: C,
    options: AppErrorOptions<C> = {},
  ) {
    super(code);
    this.name = 'AppError';
    this.status = errorStatus(code);
    this.messageKey = (options.message as MessageKey | undefined) ?? errorMessageKey(code);
    this.values = options.values ?? {};
    const field = errorField(code);
    this.fields = options.fields ?? (field ? [{ field, message: this.messageKey }] : []);
    this.current = options.current;
  }
}

/** `throw appError('USER.NOT_FOUND')`: the one way to build an expected failure. */
export const appError = <C extends ErrorCode>(code: C, options?: AppErrorOptions<C>): AppError<C> => new AppError(code, options);
