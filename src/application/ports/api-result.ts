import type { FieldError } from '@domain/shared/envelope';

/**
 * What every gateway call returns: the envelope's data, or a failure the UI can show. `offline`
 * means the server could not be reached; `unauthorized` means the session ended (already handled
 * by the session service, the caller just stops).
 */
export type ApiResult<T> =
  | { readonly ok: true; readonly data: T; readonly message: string }
  | {
      readonly ok: false;
      readonly status: number;
      readonly code: string;
      readonly message: string;
      readonly fields: readonly FieldError[];
      readonly kind: 'rejected' | 'unauthorized' | 'offline';
    };
