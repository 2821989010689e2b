import { Container } from 'inversify';
import type { MachineActorFactory } from '@application/machines/machine-actor-factory';
import { TelemetryCollector } from '@application/telemetry/telemetry-collector.port';
import { TelemetryStore } from '@application/telemetry/telemetry-store.port';
import { TimeInSystem } from '@application/telemetry/time-in-system.port';
import { createUsageTelemetryUseCases, type UsageTelemetryUseCases } from '@application/telemetry/usage-telemetry.use-cases';
import type { ApiClient } from '../http/api-client';
import { createHttpTelemetryCollector, createHttpTimeInSystem } from '../http/http-usage-telemetry.adapter';
import { createBrowserTelemetryStore } from '../storage/browser-telemetry-store.adapter';

/**
 * Telemetry's ports bound to their adapters, in telemetry's own chunk: the composition root only
 * holds the loader of this module (telemetry.module.ts), so the first load does not grow with it.
 */
export function composeUsageTelemetry(api: ApiClient, machines: MachineActorFactory, storage: Storage): UsageTelemetryUseCases {
  const container = new Container();
  container.bind(TelemetryCollector).toConstantValue(createHttpTelemetryCollector(api));
  container.bind(TimeInSystem).toConstantValue(createHttpTimeInSystem(api));
  container.bind(TelemetryStore).toConstantValue(createBrowserTelemetryStore(storage, document));
  return createUsageTelemetryUseCases({
    collector: container.get<TelemetryCollector>(TelemetryCollector),
    timeInSystem: container.get<TimeInSystem>(TimeInSystem),
    store: container.get<TelemetryStore>(TelemetryStore),
    machines,
  });
}
