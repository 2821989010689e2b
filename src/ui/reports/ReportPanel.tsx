import { registerLocaleBundle } from '../i18n/bundle-registry';
import { management } from '../i18n/locales/management';
import { reporting } from '../i18n/locales/reports';
import { lazy, Suspense, type ReactNode } from 'react';
import { Button, Group, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ReportRow, ReportTable } from '@domain/reports/report.responses';
import { ReportType } from '@domain/reports/report-types';
import { QueryStatus } from '../common/QueryStatus';
import { ReportTableView } from './ReportTableView';
import { RoundsTable } from './RoundsTable';
import { useReportWords } from './use-report-words';
import { useTableDownload } from './use-table-download';

/**
 * recharts (~130 KB gzipped) is not part of the route's first load (no report route passes 250 KB,
 * issue 17): its chunk starts loading with this module, beside the report's query, and the report
 * shows with its charts, as before.
 */
const charts = import('./ReportCharts');
const ReportCharts = lazy(() => charts.then((m) => ({ default: m.ReportCharts })));

/** A button whose long label ("Download … as a spreadsheet") wraps on a phone instead of widening the page. */
export const WRAPPING_BUTTON = { h: 'auto', py: 4, maw: '100%', styles: { label: { whiteSpace: 'normal' as const, textAlign: 'start' as const } } };

// "Try again" is the management screens' word; every screen showing a report panel has these strings.
registerLocaleBundle(management, reporting);

export interface ReportPanelProps {
  readonly query: UseQueryResult<ReportTable>;
  /** The report asked for: its failure and empty messages (benchmark or classroom performance, api-spec §8.3, §8.5). */
  readonly reportType: ReportType;
  readonly headingOrder: TitleOrder;
  readonly actionsFor: (row: ReportRow, name: string) => readonly ReactNode[];
  /** Parent tables show their chart beside them; modals show the table alone. */
  readonly withCharts: boolean;
  /** More buttons beside the download (the overview's workbook with every student). */
  readonly moreDownloads?: (table: ReportTable) => ReactNode;
}

/**
 * One report table as a screen shows it: loading, the §8.3 failure with Try again, the empty report
 * (for a benchmark, exactly "Benchmark assessment not created yet."), else its title, the download,
 * the chart, the table and (student levels) every round.
 */
export function ReportPanel({ query, reportType, headingOrder, actionsFor, withCharts, moreDownloads }: ReportPanelProps) {
  const { t } = useTranslation();
  const words = useReportWords();
  const download = useTableDownload();
  const benchmark = reportType === ReportType.Benchmark;
  return (
    <QueryStatus
      query={query}
      texts={{ loading: t('reportsLoading'), failed: benchmark ? t('failToLoadBenchmarkPerformance') : t('failToLoadClassroomPerformance'), tryAgain: t('retry') }}
    >
      {(table) => {
        const title = words.title(table);
        if (table.rows.length === 0) {
          return (
            <Stack gap="xs">
              <Title order={headingOrder}>{title}</Title>
              <Text size="sm">{benchmark ? t('benchmarkNotCreatedYet') : t('reportsEmpty')}</Text>
            </Stack>
          );
        }
        return (
          <Stack gap="md">
            <Group justify="space-between" align="flex-end">
              <Title order={headingOrder}>{title}</Title>
              <Group gap="xs">
                <Button variant="default" size="xs" {...WRAPPING_BUTTON} loading={download.isPending && download.variables === table} onClick={() => download.mutate(table)}>
                  {t('reportsDownload', { title })}
                </Button>
                {moreDownloads?.(table)}
              </Group>
            </Group>
            <Suspense fallback={null}>
              {withCharts && <ReportCharts table={table} />}
              <ReportTableView table={table} actionsFor={actionsFor} />
              {table.rounds.length > 0 && <RoundsTable title={title} rounds={table.rounds} />}
            </Suspense>
          </Stack>
        );
      }}
    </QueryStatus>
  );
}
