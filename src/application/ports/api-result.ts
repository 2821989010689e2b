import type { FieldError } from '@domain/shared/envelope';
import type { ClientErrorCode } from '@domain/shared/error-codes';

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
      /** The server's stable code (narrow on it), `OFFLINE` without an answer, `UNKNOWN` for one it does not know. */
      readonly code: ClientErrorCode;
      readonly message: string;
      readonly fields: readonly FieldError[];
      /** The server's `data.current` (the record as it is now) on failures that carry one; unknown until the caller parses it. */
      readonly current?: unknown;
      readonly kind: 'rejected' | 'unauthorized' | 'offline';
    };

/** A file the server built (a spreadsheet): its bytes and the name its Content-Disposition gives. */
export interface DownloadedFile {
  readonly fileName: string;
  readonly content: Blob;
}
