import type { SessionEvents } from '@application/ports/session-events.port';

export function createSessionEvents(): SessionEvents {
  const listeners = new Set<() => void>();
  return {
    onUnauthorized(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    raiseUnauthorized() {
      for (const listener of listeners) listener();
    },
  };
}
