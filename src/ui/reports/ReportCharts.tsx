import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReportTable } from '@domain/reports/report.responses';
import { SubReport } from '@domain/reports/report-types';
import { useReportWords } from './use-report-words';

/**
 * What a teacher would rather look at than read: each row's score (performance) or completion, and how
 * many students fall in each score band. The charts are pictures only (hidden from screen readers);
 * the report table beside them and the bands table below are their accessible twins.
 */
/** recharts makes a chart keyboard-focusable by default; these are pictures only, hidden from assistive technology, so never a tab stop. */
const PICTURE_ONLY = { accessibilityLayer: false } as const;

export function ReportCharts({ table }: { readonly table: ReportTable }) {
  const { t } = useTranslation();
  const words = useReportWords();
  const title = words.title(table);
  const byScore = table.subReport === SubReport.Performance;
  const label = byScore ? t('reportsColScore') : t('reportsColCompletion');
  const perRow = table.rows.map((row) => ({ name: words.name(row), value: (byScore ? row.scorePercent : row.completionPercent) ?? 0 }));
  const scored = table.distribution.some((band) => band.students > 0);
  return (
    <SimpleGrid cols={{ base: 1, md: scored ? 2 : 1 }}>
      <Stack gap={4} aria-hidden>
        <Text size="sm" fw={500}>
          {byScore ? t('reportsChartScore', { title }) : t('reportsChartCompletion', { title })}
        </Text>
        <BarChart h={220} data={perRow} dataKey="name" series={[{ name: 'value', label, color: 'indigo.7' }]} yAxisProps={{ domain: [0, 100] }} unit="%" barChartProps={PICTURE_ONLY} />
      </Stack>
      {scored && (
        <Stack gap={4}>
          <Text size="sm" fw={500} aria-hidden>
            {t('reportsChartDistribution', { title })}
          </Text>
          <div aria-hidden>
            <BarChart h={180} data={table.distribution.map((band) => ({ band: `${band.band}%`, students: band.students }))} dataKey="band" series={[{ name: 'students', label: t('reportsColStudents'), color: 'teal.8' }]} barChartProps={PICTURE_ONLY} />
          </div>
          <Table withTableBorder captionSide="top" fz="sm">
            <Table.Caption>{t('reportsBandsCaption', { title })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('reportsColBand')}</Table.Th>
                <Table.Th scope="col">{t('reportsColStudents')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {table.distribution.map((band) => (
                <Table.Tr key={band.band}>
                  <Table.Th scope="row">{`${band.band}%`}</Table.Th>
                  <Table.Td>{band.students}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </SimpleGrid>
  );
}
