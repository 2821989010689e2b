import type {
  TelemetryQueryInput,
  TelemetryQueryResult,
  TimeInSystemReport,
  UsageAnalyticsGateway,
  UserCount,
  UserLastLogin,
  UserRoleCounts,
} from '@application/analytics/usage-analytics.port';
import { answered, refused } from './in-memory-answers';

/** A stored page view as the twin keeps it: who, where, when (ms since the epoch) and for how long. */
export interface InMemoryPageView {
  readonly section: string;
  readonly at: number;
  readonly durationMs: number;
  readonly userId: number;
  readonly roleId: number;
  readonly districtId: number | null;
  readonly schoolId: number | null;
}

export interface InMemoryAnalyticsData {
  readonly views: readonly InMemoryPageView[];
  readonly userCount: UserCount;
  readonly roleCounts: UserRoleCounts;
  readonly logins: readonly UserLastLogin[];
  readonly timeInSystem: Omit<TimeInSystemReport, 'from' | 'to'>;
}

const MINUTES: Record<string, number> = { P1D: 1440, P7D: 7 * 1440, P30D: 30 * 1440 };

/**
 * The analytics port over usage in memory (tests only; the app binds the HTTP adapter). It groups and
 * counts page views as the server does for the spans the screen offers; the scope rules are the
 * server's, so a test scripts a refusal with `mockResolvedValueOnce`.
 */
export function createInMemoryUsageAnalytics(data: InMemoryAnalyticsData, now: () => number = Date.now): UsageAnalyticsGateway {
  const query = ({ timespan, filter, groupBy, aggregate }: TelemetryQueryInput): TelemetryQueryResult => {
    const to = now();
    const from = to - (MINUTES[timespan] ?? 1440) * 60_000;
    const views = data.views.filter(
      (v) =>
        v.at >= from &&
        v.at < to &&
        (filter.districtId === undefined || v.districtId === filter.districtId) &&
        (filter.schoolId === undefined || v.schoolId === filter.schoolId),
    );
    const keyOf = (v: InMemoryPageView) =>
      groupBy === 'day' ? new Date(v.at).toISOString().slice(0, 10) : groupBy === 'section' ? v.section : groupBy === 'role' ? String(v.roleId) : String((groupBy === 'school' ? v.schoolId : v.districtId) ?? 'none');
    const groups = new Map<string, InMemoryPageView[]>();
    for (const v of views) groups.set(keyOf(v), [...(groups.get(keyOf(v)) ?? []), v]);
    const valueOf = (group: InMemoryPageView[]) => {
      const total = group.reduce((sum, v) => sum + v.durationMs, 0);
      if (aggregate === 'visits') return group.length;
      if (aggregate === 'users') return new Set(group.map((v) => v.userId)).size;
      return aggregate === 'totalDuration' ? total : Math.round(total / group.length);
    };
    const rows = [...groups].map(([key, group]) => ({ key, name: null, value: valueOf(group) }));
    rows.sort((a, b) => (groupBy === 'day' ? a.key.localeCompare(b.key) : b.value - a.value || a.key.localeCompare(b.key)));
    return { timespan, from: new Date(from).toISOString(), to: new Date(to).toISOString(), groupBy, aggregate, rows };
  };
  return {
    telemetry: async (input) => answered(query(input)),
    userCount: async () => answered(data.userCount),
    roleCounts: async () => answered(data.roleCounts),
    lastLogin: async (userId) => {
      const login = data.logins.find((l) => l.userId === userId);
      return login ? answered(login) : refused(404, 'USER.NOT_FOUND', 'notFound');
    },
    timeInSystem: async (from, to) => answered({ from, to, ...data.timeInSystem }),
  };
}
