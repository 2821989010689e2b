import type { ResolutionContext } from 'inversify';
import type { AppServices } from '@application/app-services';
import type { SoaStandardUseCases } from '@application/standards/soa-standards.use-cases';
import type { ApiFileClient } from '../http/api-client';
import { deferredPort } from './deferred-port';
import { ApiClientToken } from './platform.module';

/**
 * The SOA/ELA standards section (issue 15): a super admin's business, never a student's, so the
 * adapter and its use cases load together with the section's first call (no binding of their own).
 */
export const standardsServices = (ctx: ResolutionContext): Pick<AppServices, 'soaStandards'> => ({
  soaStandards: deferredPort<SoaStandardUseCases>(() =>
    Promise.all([import('../http/http-soa-standards.adapter'), import('@application/standards/soa-standards.use-cases')]).then(([http, useCases]) =>
      useCases.createSoaStandardUseCases(http.createHttpSoaStandards(ctx.get<ApiFileClient>(ApiClientToken))),
    ),
  ),
});
