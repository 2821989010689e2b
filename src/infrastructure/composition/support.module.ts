import { ContainerModule, type ResolutionContext } from 'inversify';
import type { AppServices } from '@application/app-services';
import { SupportDesk } from '@application/support/support-desk.port';
import type { SupportUseCases } from '@application/support/support.use-cases';
import type { ApiClient } from '../http/api-client';
import { deferredPort } from './deferred-port';
import { ApiClientToken } from './platform.module';

/** Support staff acting for a teacher (issue 12). */
export const supportModule = new ContainerModule(({ bind }) => {
  // Support staff only: the adapter loads with the first support call, never in a student's first load.
  bind(SupportDesk)
    .toDynamicValue((ctx) => {
      const api = ctx.get<ApiClient>(ApiClientToken);
      return deferredPort<SupportDesk>(() => import('../http/http-support-desk.adapter').then((m) => m.createHttpSupportDesk(api)));
    })
    .inSingletonScope();
});

/** Support's part of AppServices: the use cases load with their first call, as the adapter does. */
export const supportServices = (ctx: ResolutionContext): Pick<AppServices, 'support'> => {
  const desk = ctx.get<SupportDesk>(SupportDesk);
  return {
    support: deferredPort<SupportUseCases>(() => import('@application/support/support.use-cases').then((m) => m.createSupportUseCases(desk))),
  };
};
