import { lazy, Suspense } from 'react';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StandardsReport } from '@domain/reports/report.responses';
import { useBilingual } from '../app/use-language';
import { StandardsTable } from './StandardsTable';
import { StudentStandardsTable } from './StudentStandardsTable';

/**
 * recharts (~130 KB gzipped) is not part of the route's first load (no report route passes 250 KB,
 * issue 17): its chunk starts loading with this module, beside the report's query, and the report
 * shows with its chart, as before.
 */
const chart = import('./StandardsChart');
const StandardsChart = lazy(() => chart.then((m) => ({ default: m.StandardsChart })));

/**
 * One standards report as read: its heading, then "No standards scored yet." until any tagged answer is
 * scored, else the chart beside its table and (for a classroom) the students by standard.
 */
export function StandardsMasteryView({ report, withStudents }: { readonly report: StandardsReport; readonly withStudents: boolean }) {
  const { t } = useTranslation();
  const text = useBilingual();
  const name = text(report.title);
  const scored = report.standards.some((s) => s.pointsPossible > 0);
  return (
    <Stack gap="md">
      <Title order={2}>{t('standardsMasteryHeading', { name })}</Title>
      {!scored ? (
        <Text>{t('standardsEmpty')}</Text>
      ) : (
        <Suspense fallback={null}>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
            <StandardsChart standards={report.standards} />
            <StandardsTable name={name} standards={report.standards} />
          </SimpleGrid>
          {withStudents && report.students.length > 0 && <StudentStandardsTable name={name} report={report} />}
        </Suspense>
      )}
    </Stack>
  );
}
