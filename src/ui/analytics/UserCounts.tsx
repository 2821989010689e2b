import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AnalyticsPlace } from '@application/analytics/usage-analytics.use-cases';
import { useServices } from '../app/services-context';
import { QueryStatus } from '../common/QueryStatus';
import { analyticsQueries } from './analytics.queries';
import { AnalyticsTable } from './AnalyticsTable';
import { PICTURE_ONLY } from './picture-only';
import { useStatusTexts } from './use-status-texts';

/**
 * Users per role in the whole scope (User/getUserRole), with its chart, and per role and place inside
 * the chosen place (User/getUserCount), per district or per school.
 */
export function UserCounts({ place, per }: { readonly place: AnalyticsPlace; readonly per: 'district' | 'school' }) {
  const { t } = useTranslation();
  const { usageAnalytics } = useServices();
  const texts = useStatusTexts();
  const roles = useQuery(analyticsQueries.roleCounts(usageAnalytics));
  const counts = useQuery(analyticsQueries.userCounts(usageAnalytics, place, per));
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t('anUsersTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <QueryStatus query={roles} texts={texts}>
          {(rows) => (
            <Stack gap="sm">
              <div aria-hidden>
                <BarChart h={200} data={rows.map((row) => ({ role: t(`role${row.roleId}`), users: row.users }))} dataKey="role" series={[{ name: 'users', label: t('anColUsers'), color: 'indigo.7' }]} barChartProps={PICTURE_ONLY} />
              </div>
              <AnalyticsTable
                caption={t('anRolesCaption', { total: rows.reduce((sum, row) => sum + row.users, 0) })}
                headers={[t('anColRole'), t('anColUsers')]}
                emptyText={t('anNoUsers')}
                rows={rows.map((row) => ({ key: String(row.roleId), cells: [t(`role${row.roleId}`), row.users] }))}
              />
            </Stack>
          )}
        </QueryStatus>
        <QueryStatus query={counts} texts={texts}>
          {(count) => (
            <AnalyticsTable
              caption={t('anPlacesCaption')}
              headers={[t('anColPlace'), t('anColRole'), t('anColUsers')]}
              minWidth={360}
              emptyText={t('anNoUsers')}
              rows={count.rows.map((row) => ({ key: `${row.placeId ?? 'none'}-${row.roleId}`, cells: [row.placeName ?? t('anNoPlace'), t(`role${row.roleId}`), row.users] }))}
            />
          )}
        </QueryStatus>
      </SimpleGrid>
    </Stack>
  );
}
