/**
 * A port (or a group of use cases) whose implementation loads with its first call, in its own
 * chunk, for what only some screens use: every method answers a promise, so the first call simply
 * waits for the chunk too.
 */
export function deferredPort<P extends object>(load: () => Promise<P>): P {
  let port: Promise<P> | null = null;
  return new Proxy({} as P, {
    get: (_, method) => {
      if (typeof method !== 'string' || method === 'then') return undefined;
      return async (...args: unknown[]) => {
        // A chunk that failed to load (a network blip) is asked for again by the next call.
        port ??= load().catch((error: unknown) => {
          port = null;
          throw error;
        });
        const real = await port;
        return (real[method as keyof P] as (...a: unknown[]) => unknown)(...args);
      };
    },
  });
}
