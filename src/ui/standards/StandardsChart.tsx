import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import type { StandardMastery } from '@domain/reports/report.responses';

/**
 * The mastery of each scored standard as bars (0–100%). A picture for those who would rather look than
 * read: it is one image to assistive technology, and the table beside it carries the same numbers.
 */
export function StandardsChart({ standards }: { readonly standards: readonly StandardMastery[] }) {
  const { t } = useTranslation();
  const data = standards.filter((s) => s.masteryPercent !== null).map((s) => ({ code: s.code, mastery: s.masteryPercent }));
  return (
    <div role="img" aria-label={t('standardsChartLabel')} data-testid="standards-chart">
      <BarChart
        h={280}
        data={data}
        dataKey="code"
        series={[{ name: 'mastery', label: t('standardsChartSeries'), color: 'indigo.7' }]}
        unit="%"
        yAxisProps={{ domain: [0, 100] }}
        withTooltip={false}
        // The table is the keyboard path through these numbers; the chart adds no second stop.
        barChartProps={{ accessibilityLayer: false }}
      />
    </div>
  );
}
