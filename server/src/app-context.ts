import type { AppDeps } from './app-deps';

/**
 * The HTTP and real-time layers' name for the one dependency shape (app-deps.ts); use cases and route
 * modules say AppDeps.
 */
export type AppContext = AppDeps;
