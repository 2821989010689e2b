import type { ApiResult } from '@application/ports/api-result';

/** The failure half of an ApiResult. */
export type ApiFailure = Extract<ApiResult<unknown>, { ok: false }>;

/**
 * What a query or mutation function throws when its use case answers a failure, so TanStack Query
 * sees it as an error while the screen still reads the typed failure (status, code, message, kind).
 */
export class ApiFailureError extends Error {
  constructor(readonly failure: ApiFailure) {
    super(failure.message || failure.code);
    this.name = 'ApiFailureError';
  }
}

/** Unwraps a use case's answer for a query or mutation function: the data, or a thrown ApiFailureError. */
export async function dataOf<T>(answer: Promise<ApiResult<T>>): Promise<T> {
  const result = await answer;
  if (!result.ok) throw new ApiFailureError(result);
  return result.data;
}

/** The typed failure behind a query's or mutation's error, if it came from the server or the network. */
export function failureOf(error: unknown): ApiFailure | null {
  return error instanceof ApiFailureError ? error.failure : null;
}

/** What a saving mutation resolves to: the saved record and the server's confirmation ("User added successfully"). */
export interface Saved<T> {
  readonly data: T;
  readonly message: string;
}

/** Like dataOf, for a mutation whose screen shows the server's confirmation message. */
export async function savedOf<T>(answer: Promise<ApiResult<T>>): Promise<Saved<T>> {
  const result = await answer;
  if (!result.ok) throw new ApiFailureError(result);
  return { data: result.data, message: result.message };
}
