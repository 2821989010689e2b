import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AnalyticsPlace, AnalyticsSpan } from '@application/analytics/usage-analytics.use-cases';
import { useServices } from '../app/services-context';
import { QueryStatus } from '../common/QueryStatus';
import { analyticsQueries } from './analytics.queries';
import { AnalyticsTable } from './AnalyticsTable';
import { PICTURE_ONLY } from './picture-only';
import { useStatusTexts } from './use-status-texts';

/** Visits per UTC day over the span: an area chart and its table. */
export function VisitsPerDay({ span, place }: { readonly span: AnalyticsSpan; readonly place: AnalyticsPlace }) {
  const { t } = useTranslation();
  const { usageAnalytics } = useServices();
  const texts = useStatusTexts();
  const days = useQuery(analyticsQueries.days(usageAnalytics, span, place));
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t('anDaysTitle')}
      </Title>
      <QueryStatus query={days} texts={texts}>
        {(result) => (
          <Stack gap="sm">
            {result.rows.length > 1 && (
              <div aria-hidden>
                <AreaChart h={200} data={result.rows.map((row) => ({ day: row.key, visits: row.value }))} dataKey="day" series={[{ name: 'visits', label: t('anColVisits'), color: 'indigo.7' }]} areaChartProps={PICTURE_ONLY} />
              </div>
            )}
            <AnalyticsTable
              caption={t('anDaysCaption', { count: result.rows.length })}
              headers={[t('anColDay'), t('anColVisits')]}
              emptyText={t('anNoVisits')}
              rows={result.rows.map((row) => ({ key: row.key, cells: [<time key="day" dateTime={row.key}>{row.key}</time>, row.value] }))}
            />
          </Stack>
        )}
      </QueryStatus>
    </Stack>
  );
}
