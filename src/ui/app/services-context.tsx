import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { AppServices } from '@application/app-services';
import type { SessionSnapshot } from '@application/use-cases/session.service';

const ServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** The use cases and machine factory composed at the root. */
export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices outside ServicesProvider');
  return services;
}

/** The current session (token and reduced profile), re-rendering on sign-in and sign-out. */
export function useSession(): SessionSnapshot {
  const { session } = useServices();
  return useSyncExternalStore(session.subscribe, session.getSnapshot);
}
