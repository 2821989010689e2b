import { useCallback, useSyncExternalStore } from 'react';

interface Observable<T> {
  subscribe(listener: () => void): { unsubscribe(): void };
  getSnapshot(): T;
}

/**
 * An actor's snapshot, re-rendering on each change (React's own external-store hook, as `useSelector`
 * of @xstate/react does for a whole snapshot): the builders' first load skips its selector shim (1.2 KB).
 */
export function useActorSnapshot<T>(actor: Observable<T> | null): T | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return () => undefined;
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const snapshot = useCallback(() => actor?.getSnapshot(), [actor]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
