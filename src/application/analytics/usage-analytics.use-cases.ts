import type { ApiResult } from '../ports/api-result';
import type {
  TelemetryQueryResult,
  TimeInSystemReport,
  UsageAnalyticsGateway,
  UserCount,
  UserLastLogin,
  UserRoleCounts,
} from './usage-analytics.port';

/** The spans the analytics section offers: the last day, week and month (ISO 8601 durations). */
export const ANALYTICS_SPANS = ['P1D', 'P7D', 'P30D'] as const;
export type AnalyticsSpan = (typeof ANALYTICS_SPANS)[number];
const SPAN_DAYS: Record<AnalyticsSpan, number> = { P1D: 1, P7D: 7, P30D: 30 };

/** Where inside the viewer's scope the section looks: all of it, one district or one school. */
export interface AnalyticsPlace {
  readonly districtId?: number;
  readonly schoolId?: number;
}

/** The UTC days a span covers for time in system (counted per UTC day): today and the days before it. */
export function spanDays(span: AnalyticsSpan, now: Date = new Date()): { readonly from: string; readonly to: string } {
  const day = (time: number) => new Date(time).toISOString().slice(0, 10);
  return { from: day(now.getTime() - (SPAN_DAYS[span] - 1) * 86_400_000), to: day(now.getTime()) };
}

/** What a manager reads in the analytics section (issue 16), in product words. */
export interface UsageAnalyticsUseCases {
  /** Visits per section, the most visited first. */
  mostVisitedSections(span: AnalyticsSpan, place: AnalyticsPlace): Promise<ApiResult<TelemetryQueryResult>>;
  /** How long a visit to each section lasts on average (ms). */
  averageDurationPerSection(span: AnalyticsSpan, place: AnalyticsPlace): Promise<ApiResult<TelemetryQueryResult>>;
  /** Visits per UTC day, in order. */
  visitsPerDay(span: AnalyticsSpan, place: AnalyticsPlace): Promise<ApiResult<TelemetryQueryResult>>;
  /** Users per role inside the place, split per district or per school. */
  countUsersPerRoleAndPlace(place: AnalyticsPlace, per: 'district' | 'school'): Promise<ApiResult<UserCount>>;
  /** Every role the viewer sees, with its users in their scope. */
  countUsersPerRole(): Promise<ApiResult<UserRoleCounts>>;
  /** A user's last sign-in. */
  lastSignInOf(userId: number): Promise<ApiResult<UserLastLogin>>;
  /** Time in system over the span's UTC days, per user and summed per school and district. */
  timeInSystem(span: AnalyticsSpan): Promise<ApiResult<TimeInSystemReport>>;
}

export function createUsageAnalyticsUseCases(gateway: UsageAnalyticsGateway): UsageAnalyticsUseCases {
  const filterOf = (place: AnalyticsPlace) => ({ districtId: place.districtId, schoolId: place.schoolId });
  return {
    mostVisitedSections: (span, place) => gateway.telemetry({ timespan: span, filter: filterOf(place), groupBy: 'section', aggregate: 'visits' }),
    averageDurationPerSection: (span, place) => gateway.telemetry({ timespan: span, filter: filterOf(place), groupBy: 'section', aggregate: 'averageDuration' }),
    visitsPerDay: (span, place) => gateway.telemetry({ timespan: span, filter: filterOf(place), groupBy: 'day', aggregate: 'visits' }),
    countUsersPerRoleAndPlace: (place, per) => gateway.userCount({ ...filterOf(place), per }),
    countUsersPerRole: () => gateway.roleCounts(),
    lastSignInOf: (userId) => gateway.lastLogin(userId),
    timeInSystem: (span) => {
      const { from, to } = spanDays(span);
      return gateway.timeInSystem(from, to);
    },
  };
}
