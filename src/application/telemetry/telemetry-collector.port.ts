import type { TelemetryBatchResult } from '@domain/telemetry/telemetry.responses';
import type { TelemetryBatchBody } from '@domain/telemetry/telemetry.schemas';
import type { ApiResult } from '../ports/api-result';

/** The platform's own usage-event collection (api-spec §7.15; issue 16): no third-party service. */
export interface TelemetryCollector {
  /** `POST telemetry/events`: one batch; the server takes who and where from the session. */
  sendBatch(batch: TelemetryBatchBody): Promise<ApiResult<TelemetryBatchResult>>;
}
export const TelemetryCollector = Symbol.for('TelemetryCollector');
