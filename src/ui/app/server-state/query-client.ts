import { QueryClient } from '@tanstack/react-query';

/**
 * How long a read stays fresh before a screen that mounts again refetches it. Changes never wait for
 * this: every mutation invalidates what it changes, and real-time notifications invalidate what they
 * announce (docs/conventions.md).
 */
export const SERVER_STATE_FRESH_MS = 30_000;

/**
 * The one cache of server state. Query functions call application use cases, which already answer
 * with `ApiResult` (a failure is a value, not a throw), so the cache does not retry: a screen shows
 * the failure and offers Try again.
 */
export function createServerStateClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: SERVER_STATE_FRESH_MS, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
