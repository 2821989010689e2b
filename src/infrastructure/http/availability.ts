import type { ApiResult } from '@application/ports/api-result';

/** FindByName semantics (api-spec §5): a found record means taken, a 404 means available. */
export function availabilityOf(result: ApiResult<unknown>): ApiResult<boolean> {
  if (result.ok) return { ok: true, data: false, message: result.message };
  if (result.status === 404) return { ok: true, data: true, message: '' };
  return result;
}
