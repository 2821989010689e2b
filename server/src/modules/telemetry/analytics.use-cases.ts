import { TELEMETRY_ROWS_MAX, type TelemetryQueryResult } from '@domain/telemetry/analytics.responses';
import { timespanMinutes, type TelemetryQuery } from '@domain/telemetry/analytics.schemas';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../auth/auth-user';
import { analyticsScopeOf, assertFilterInScope } from './analytics-scope';
import { queryTelemetry } from './analytics.repository';

/*
 * The telemetry query (issue 16; api-spec §7.15): usage over the last timespan (up to now), grouped
 * and aggregated, inside the viewer's report scope. The api-spec's "API key header" is the session's
 * bearer token here: the events are the platform's own, read by its own signed-in managers.
 */
export async function runTelemetryQuery(deps: AppDeps, viewer: AuthUser, query: TelemetryQuery): Promise<TelemetryQueryResult> {
  const scope = analyticsScopeOf(viewer);
  const filter = query.filter ?? {};
  await assertFilterInScope(deps.db, viewer, filter);
  // The schema admitted the span, so it has minutes.
  const minutes = timespanMinutes(query.timespan) as number;
  const to = new Date();
  // Visits are kept per hour (telemetry_hourly): the window starts on the hour the span reaches back into.
  const from = new Date(Math.floor((to.getTime() - minutes * 60_000) / 3_600_000) * 3_600_000);
  const rows = await queryTelemetry(deps.db, { scope, from, to, filter, groupBy: query.groupBy, aggregate: query.aggregate, limit: TELEMETRY_ROWS_MAX });
  return { timespan: query.timespan, from: from.toISOString(), to: to.toISOString(), groupBy: query.groupBy, aggregate: query.aggregate, rows };
}
