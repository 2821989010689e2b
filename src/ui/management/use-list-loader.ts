import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiResult } from '@application/ports/api-result';
import { useFailureText } from '../common/use-failure-text';

export type ListStatus = 'loading' | 'ready' | 'failed';

export interface LoadedList<T> {
  readonly status: ListStatus;
  readonly items: readonly T[];
  /** The server's message (already in the user's language) when the last load failed. */
  readonly error: string | null;
  readonly reload: () => Promise<void>;
}

/**
 * Loads a list whenever `load` changes (pass a memoised function) and on `reload()`. Items stay on
 * screen while a reload runs; only the newest request may write, so a slow answer for an old
 * filter never replaces a newer one.
 */
export function useListLoader<T>(load: () => Promise<ApiResult<T[]>>): LoadedList<T> {
  const failureText = useFailureText();
  const [state, setState] = useState<{ status: ListStatus; items: readonly T[]; error: string | null }>({
    status: 'loading',
    items: [],
    error: null,
  });
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const request = ++latest.current;
    setState((s) => ({ ...s, status: 'loading' }));
    const result = await load();
    if (request !== latest.current) return;
    if (result.ok) setState({ status: 'ready', items: result.data, error: null });
    else if (result.kind !== 'unauthorized') setState({ status: 'failed', items: [], error: failureText(result) });
  }, [load, failureText]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { ...state, reload };
}
