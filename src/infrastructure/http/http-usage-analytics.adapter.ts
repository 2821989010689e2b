import type {
  TelemetryQueryResult,
  TimeInSystemReport,
  UsageAnalyticsGateway,
  UserCount,
  UserLastLogin,
  UserRoleCounts,
} from '@application/analytics/usage-analytics.port';
import { formatTelemetryFilter } from '@domain/telemetry/telemetry-filter';
import type { ApiClient } from './api-client';

/** The analytics section's calls (api-spec §7.15, §7.2; issue 16). The session's bearer token is the query's key. */
export function createHttpUsageAnalytics(api: ApiClient): UsageAnalyticsGateway {
  return {
    telemetry: ({ timespan, filter, groupBy, aggregate }) => {
      const params = new URLSearchParams({ timespan, groupBy, aggregate });
      const narrowed = formatTelemetryFilter(filter);
      if (narrowed) params.set('filter', narrowed);
      return api.call<TelemetryQueryResult>('GET', `/telemetry/query?${params.toString()}`);
    },
    userCount: (body) => api.call<UserCount>('POST', '/User/getUserCount', body),
    roleCounts: () => api.call<UserRoleCounts>('POST', '/User/getUserRole'),
    lastLogin: (userId) => api.call<UserLastLogin>('POST', `/User/getuserlogin/${userId}`),
    timeInSystem: (from, to) => api.call<TimeInSystemReport>('GET', `/User/time-in-system?from=${from}&to=${to}`),
  };
}
