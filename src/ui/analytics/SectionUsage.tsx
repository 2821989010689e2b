import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AnalyticsPlace, AnalyticsSpan } from '@application/analytics/usage-analytics.use-cases';
import { useServices } from '../app/services-context';
import { QueryStatus } from '../common/QueryStatus';
import { analyticsQueries } from './analytics.queries';
import { useAnalyticsWords } from './analytics-words';
import { AnalyticsTable } from './AnalyticsTable';
import { PICTURE_ONLY } from './picture-only';
import { useStatusTexts } from './use-status-texts';

/** The most visited sections and how long a visit to each lasts: two charts and the one table that says both. */
export function SectionUsage({ span, place }: { readonly span: AnalyticsSpan; readonly place: AnalyticsPlace }) {
  const { t } = useTranslation();
  const { usageAnalytics } = useServices();
  const words = useAnalyticsWords();
  const texts = useStatusTexts();
  const sections = useQuery(analyticsQueries.sections(usageAnalytics, span, place));
  const durations = useQuery(analyticsQueries.durations(usageAnalytics, span, place));
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t('anSectionsTitle')}
      </Title>
      <QueryStatus query={sections} texts={texts}>
        {(visits) => {
          const averageOf = (key: string) => durations.data?.rows.find((row) => row.key === key)?.value;
          const bars = visits.rows.slice(0, 12).map((row) => ({ name: words.screen(row.key), visits: row.value, minutes: Math.round(((averageOf(row.key) ?? 0) / 60_000) * 10) / 10 }));
          return (
            <Stack gap="sm">
              {bars.length > 0 && (
                <SimpleGrid cols={{ base: 1, md: 2 }} aria-hidden>
                  <Stack gap={4}>
                    <Text size="sm" fw={500}>
                      {t('anColVisits')}
                    </Text>
                    <BarChart h={240} data={bars} dataKey="name" orientation="vertical" yAxisProps={{ width: 150 }} series={[{ name: 'visits', label: t('anColVisits'), color: 'indigo.7' }]} barChartProps={PICTURE_ONLY} />
                  </Stack>
                  <Stack gap={4}>
                    <Text size="sm" fw={500}>
                      {t('anDurationTitle')}
                    </Text>
                    <BarChart h={240} data={bars} dataKey="name" orientation="vertical" yAxisProps={{ width: 150 }} unit=" min" series={[{ name: 'minutes', label: t('anColAverage'), color: 'teal.8' }]} barChartProps={PICTURE_ONLY} />
                  </Stack>
                </SimpleGrid>
              )}
              <AnalyticsTable
                caption={t('anSectionsCaption', { count: visits.rows.length })}
                headers={[t('anColSection'), t('anColVisits'), t('anColAverage')]}
                emptyText={t('anNoVisits')}
                minWidth={360}
                rows={visits.rows.map((row) => {
                  const average = averageOf(row.key);
                  return { key: row.key, cells: [words.screen(row.key), row.value, average === undefined ? (durations.isError ? t('anUnavailable') : '…') : words.duration(average)] };
                })}
              />
            </Stack>
          );
        }}
      </QueryStatus>
    </Stack>
  );
}
