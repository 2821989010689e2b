import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useServices } from '../services-context';
import { createServerStateClient } from './query-client';

/**
 * Puts the server-state cache in reach of every screen (tests pass their own client). The cache
 * belongs to one signed-in user: when the user changes or signs out, everything cached is dropped,
 * so the next user never sees the last one's data.
 */
export function ServerStateProvider({ client, children }: { client?: QueryClient; children: ReactNode }) {
  const { session } = useServices();
  const [cache] = useState(() => client ?? createServerStateClient());
  useEffect(() => {
    let userId = session.getSnapshot().profile?.id ?? null;
    return session.subscribe(() => {
      const next = session.getSnapshot().profile?.id ?? null;
      if (next !== userId) cache.clear();
      userId = next;
    });
  }, [session, cache]);
  return <QueryClientProvider client={cache}>{children}</QueryClientProvider>;
}
