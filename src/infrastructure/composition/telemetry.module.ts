import type { ResolutionContext } from 'inversify';
import type { AppServices } from '@application/app-services';
import type { MachineActorFactory } from '@application/machines/machine-actor-factory';
import type { UsageTelemetryUseCases } from '@application/telemetry/usage-telemetry.use-cases';
import type { ApiClient } from '../http/api-client';
import { deferredPort } from './deferred-port';
import { ApiClientToken, MachineActorFactoryToken, type BrowserEnvironment } from './platform.module';

/**
 * Usage telemetry and time in system (issue 16), started by the shell after the first paint: the
 * ports' bindings, adapters and use cases load together with the first call, in their own chunk
 * (telemetry.composition.ts), so the student's first load holds only this loader (budget 200 KB).
 */
export const telemetryServices = (ctx: ResolutionContext, env: BrowserEnvironment): Pick<AppServices, 'usageTelemetry'> => {
  const api = ctx.get<ApiClient>(ApiClientToken);
  const machines = ctx.get<MachineActorFactory>(MachineActorFactoryToken);
  return {
    usageTelemetry: deferredPort<UsageTelemetryUseCases>(() =>
      import('./telemetry.composition').then((m) => m.composeUsageTelemetry(api, machines, env.localStorage)),
    ),
  };
};
