import type { TimeInSystemToday } from '@domain/telemetry/telemetry.responses';
import type { ApiResult } from '../ports/api-result';

/** Time in system (api-spec §7.2): reported every 15 s while the user is on the platform. */
export interface TimeInSystem {
  /** `GET User/update-time?userId`: the signed-in user's own id; answers their seconds today. */
  report(userId: number): Promise<ApiResult<TimeInSystemToday>>;
}
export const TimeInSystem = Symbol.for('TimeInSystem');
