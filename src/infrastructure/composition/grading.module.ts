import { ContainerModule, type ResolutionContext } from 'inversify';
import type { AppServices } from '@application/app-services';
import { GradingGateway } from '@application/grading/grading-gateway.port';
import type { GradingUseCases } from '@application/grading/grading.use-cases';
import type { ApiClient } from '../http/api-client';
import { deferredPort } from './deferred-port';
import { ApiClientToken } from './platform.module';

/** A teacher's grading: the student report, scores and feedback, retakes (issue 12). */
export const gradingModule = new ContainerModule(({ bind }) => {
  // Teachers' work, never a student's: the adapter loads with the first grading call.
  bind(GradingGateway)
    .toDynamicValue((ctx) => {
      const api = ctx.get<ApiClient>(ApiClientToken);
      return deferredPort<GradingGateway>(() => import('../http/http-grading-gateway.adapter').then((m) => m.createHttpGradingGateway(api)));
    })
    .inSingletonScope();
});

/** Grading's part of AppServices: the use cases load with their first call, as the adapter does. */
export const gradingServices = (ctx: ResolutionContext): Pick<AppServices, 'grading'> => {
  const gateway = ctx.get<GradingGateway>(GradingGateway);
  return {
    grading: deferredPort<GradingUseCases>(() => import('@application/grading/grading.use-cases').then((m) => m.createGradingUseCases(gateway))),
  };
};
