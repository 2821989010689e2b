import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AnalyticsPlace, AnalyticsSpan } from '@application/analytics/usage-analytics.use-cases';
import { useServices } from '../app/services-context';
import { CentralAndLocalTime } from '../common/CentralAndLocalTime';
import { QueryStatus } from '../common/QueryStatus';
import { analyticsQueries } from './analytics.queries';
import { useAnalyticsWords } from './analytics-words';
import { AnalyticsTable } from './AnalyticsTable';
import { useStatusTexts } from './use-status-texts';

/** How many of the busiest users the section lists (each with its own last sign-in read). */
export const ACTIVE_USERS_SHOWN = 10;

/**
 * Time in the system over the span's UTC days, summed per school and per district, and the busiest
 * users with their last sign-in. A chosen place narrows the rows shown (the read is the whole scope).
 */
export function TimeInSystem({ span, place }: { readonly span: AnalyticsSpan; readonly place: AnalyticsPlace }) {
  const { t } = useTranslation();
  const { usageAnalytics } = useServices();
  const words = useAnalyticsWords();
  const texts = useStatusTexts();
  const time = useQuery(analyticsQueries.time(usageAnalytics, span));
  const schools = (time.data?.schools ?? []).filter((s) => (place.schoolId === undefined || s.schoolId === place.schoolId) && (place.districtId === undefined || s.districtId === place.districtId));
  const schoolIds = new Set(schools.map((s) => s.schoolId));
  const active = (time.data?.users ?? []).filter((u) => place.schoolId === undefined && place.districtId === undefined ? true : u.schoolId !== null && schoolIds.has(u.schoolId)).slice(0, ACTIVE_USERS_SHOWN);
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t('anTimeTitle')}
      </Title>
      <QueryStatus query={time} texts={texts}>
        {(report) => {
          const districts = report.districts.filter((d) => place.districtId === undefined || d.districtId === place.districtId);
          return (
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, md: 2 }}>
                <AnalyticsTable
                  caption={t('anSchoolsCaption', { count: schools.length })}
                  headers={[t('anColSchool'), t('anColTime')]}
                  emptyText={t('anNoTime')}
                  rows={schools.map((s) => ({ key: String(s.schoolId), cells: [s.schoolName, words.seconds(s.seconds)] }))}
                />
                {place.schoolId === undefined && (
                  <AnalyticsTable
                    caption={t('anDistrictsCaption', { count: districts.length })}
                    headers={[t('anColDistrict'), t('anColTime')]}
                    emptyText={t('anNoTime')}
                    rows={districts.map((d) => ({ key: String(d.districtId), cells: [d.districtName, words.seconds(d.seconds)] }))}
                  />
                )}
              </SimpleGrid>
              <Title order={4} size="h5">
                {t('anActiveTitle')}
              </Title>
              <AnalyticsTable
                caption={t('anActiveCaption', { count: active.length })}
                headers={[t('anColUser'), t('anColRole'), t('anColTime'), t('anColLastLogin')]}
                emptyText={t('anNoTime')}
                minWidth={560}
                rows={active.map((u) => ({ key: String(u.userId), cells: [u.userName, t(`role${u.roleId}`), words.seconds(u.seconds), <LastLogin key="login" userId={u.userId} />] }))}
              />
            </Stack>
          );
        }}
      </QueryStatus>
    </Stack>
  );
}

/**
 * One listed user's last sign-in, read on its own (a query per row: useQueries would bring TanStack's
 * QueriesObserver into the shared server-state chunk every student loads first).
 */
function LastLogin({ userId }: { readonly userId: number }) {
  const { t } = useTranslation();
  const { usageAnalytics } = useServices();
  const login = useQuery(analyticsQueries.lastLogin(usageAnalytics, userId));
  if (login.isError) return t('anUnavailable');
  if (login.data === undefined) return '…';
  return login.data.lastLoginTime ? <CentralAndLocalTime at={login.data.lastLoginTime} /> : t('anNeverSignedIn');
}
