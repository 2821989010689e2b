import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AnalyticsPlace, AnalyticsSpan, UsageAnalyticsUseCases } from '@application/analytics/usage-analytics.use-cases';
import { dataOf } from '../app/server-state/api-result-query';

/*
 * The analytics section's reads (issue 16). Usage keeps arriving while the section is open, so every
 * read is fresh for a minute only; a new span or place keeps the last rows on screen while it loads.
 */
const FRESH_MS = 60_000;

const placeKey = (place: AnalyticsPlace) => ({ districtId: place.districtId ?? null, schoolId: place.schoolId ?? null });

export const analyticsKeys = {
  all: ['analytics'] as const,
  sections: (span: AnalyticsSpan, place: AnalyticsPlace) => [...analyticsKeys.all, 'sections', span, placeKey(place)] as const,
  durations: (span: AnalyticsSpan, place: AnalyticsPlace) => [...analyticsKeys.all, 'durations', span, placeKey(place)] as const,
  days: (span: AnalyticsSpan, place: AnalyticsPlace) => [...analyticsKeys.all, 'days', span, placeKey(place)] as const,
  userCounts: (place: AnalyticsPlace, per: 'district' | 'school') => [...analyticsKeys.all, 'user-counts', placeKey(place), per] as const,
  roleCounts: () => [...analyticsKeys.all, 'role-counts'] as const,
  time: (span: AnalyticsSpan) => [...analyticsKeys.all, 'time', span] as const,
  lastLogin: (userId: number) => [...analyticsKeys.all, 'last-login', userId] as const,
};

const options = { staleTime: FRESH_MS, placeholderData: keepPreviousData } as const;

export const analyticsQueries = {
  sections: (a: UsageAnalyticsUseCases, span: AnalyticsSpan, place: AnalyticsPlace) =>
    queryOptions({ queryKey: analyticsKeys.sections(span, place), queryFn: () => dataOf(a.mostVisitedSections(span, place)), ...options }),
  durations: (a: UsageAnalyticsUseCases, span: AnalyticsSpan, place: AnalyticsPlace) =>
    queryOptions({ queryKey: analyticsKeys.durations(span, place), queryFn: () => dataOf(a.averageDurationPerSection(span, place)), ...options }),
  days: (a: UsageAnalyticsUseCases, span: AnalyticsSpan, place: AnalyticsPlace) =>
    queryOptions({ queryKey: analyticsKeys.days(span, place), queryFn: () => dataOf(a.visitsPerDay(span, place)), ...options }),
  userCounts: (a: UsageAnalyticsUseCases, place: AnalyticsPlace, per: 'district' | 'school') =>
    queryOptions({ queryKey: analyticsKeys.userCounts(place, per), queryFn: () => dataOf(a.countUsersPerRoleAndPlace(place, per)), ...options }),
  roleCounts: (a: UsageAnalyticsUseCases) => queryOptions({ queryKey: analyticsKeys.roleCounts(), queryFn: () => dataOf(a.countUsersPerRole()), staleTime: FRESH_MS }),
  time: (a: UsageAnalyticsUseCases, span: AnalyticsSpan) => queryOptions({ queryKey: analyticsKeys.time(span), queryFn: () => dataOf(a.timeInSystem(span)), ...options }),
  lastLogin: (a: UsageAnalyticsUseCases, userId: number) =>
    queryOptions({ queryKey: analyticsKeys.lastLogin(userId), queryFn: () => dataOf(a.lastSignInOf(userId)), staleTime: FRESH_MS }),
};
