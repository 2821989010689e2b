import type { ResolutionContext } from 'inversify';
import type { AppServices } from '@application/app-services';
import type { RosterSyncUseCases } from '@application/roster-sync/roster-sync.use-cases';
import type { ApiClient } from '../http/api-client';
import { deferredPort } from './deferred-port';
import { ApiClientToken } from './platform.module';

/**
 * The district sync section's roster imports (issue 16): a super admin's business, never a student's,
 * so the adapter and its use cases load together with the section's first call (no binding of their own).
 */
export const rosterSyncServices = (ctx: ResolutionContext): Pick<AppServices, 'rosterSync'> => ({
  rosterSync: deferredPort<RosterSyncUseCases>(() =>
    Promise.all([import('../http/http-roster-sync.adapter'), import('@application/roster-sync/roster-sync.use-cases')]).then(([http, useCases]) =>
      useCases.createRosterSyncUseCases(http.createHttpRosterSync(ctx.get<ApiClient>(ApiClientToken))),
    ),
  ),
});
