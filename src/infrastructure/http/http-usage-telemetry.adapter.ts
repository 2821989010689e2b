import type { TelemetryCollector } from '@application/telemetry/telemetry-collector.port';
import type { TimeInSystem } from '@application/telemetry/time-in-system.port';
import type { TelemetryBatchResult, TimeInSystemToday } from '@domain/telemetry/telemetry.responses';
import type { ApiClient } from './api-client';

/** The platform's own usage-event collection (api-spec §7.15; issue 16). */
export function createHttpTelemetryCollector(api: ApiClient): TelemetryCollector {
  return { sendBatch: (batch) => api.call<TelemetryBatchResult>('POST', '/telemetry/events', batch) };
}

/** Time in system (api-spec §7.2 `GET User/update-time?userId`). */
export function createHttpTimeInSystem(api: ApiClient): TimeInSystem {
  return { report: (userId) => api.call<TimeInSystemToday>('GET', `/User/update-time?userId=${userId}`) };
}
