import type { TelemetryQueryResult, UserCount, UserLastLogin, UserRoleCounts } from '@domain/telemetry/analytics.responses';
import type { TelemetryAggregate, TelemetryFilter, TelemetryGroup, UserCountBody } from '@domain/telemetry/analytics.schemas';
import type { TimeInSystemReport } from '@domain/telemetry/telemetry.responses';
import type { ApiResult } from '../ports/api-result';

export type { TelemetryQueryResult, UserCount, UserLastLogin, UserRoleCounts, TimeInSystemReport };

/** One telemetry query (api-spec §7.15): the span back from now, what narrows it, how rows group and what they count. */
export interface TelemetryQueryInput {
  readonly timespan: string;
  readonly filter: TelemetryFilter;
  readonly groupBy: TelemetryGroup;
  readonly aggregate: TelemetryAggregate;
}

/**
 * The analytics section's reads (issue 16): the telemetry query, the user counts and last sign-in
 * (api-spec §7.2) and time in system. The server answers each inside the viewer's report scope.
 */
export interface UsageAnalyticsGateway {
  /** `GET telemetry/query?timespan&filter&groupBy&aggregate`. */
  telemetry(query: TelemetryQueryInput): Promise<ApiResult<TelemetryQueryResult>>;
  /** `POST User/getUserCount`. */
  userCount(body: UserCountBody): Promise<ApiResult<UserCount>>;
  /** `POST User/getUserRole`. */
  roleCounts(): Promise<ApiResult<UserRoleCounts>>;
  /** `POST User/getuserlogin/{id}`. */
  lastLogin(userId: number): Promise<ApiResult<UserLastLogin>>;
  /** `GET User/time-in-system?from&to` (UTC days, both included). */
  timeInSystem(from: string, to: string): Promise<ApiResult<TimeInSystemReport>>;
}
