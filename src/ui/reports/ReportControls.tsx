import type { ReactNode } from 'react';
import { Fieldset, Group, SegmentedControl, SimpleGrid, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReportRequest } from '@application/reports/report.use-cases';
import { REPORT_TYPES, SUB_REPORTS } from '@domain/reports/report-types';

/**
 * Which report (tabs), performance or completion, and the filters: the screen's own selects (places,
 * teacher, classroom, unit) and the date range, inclusive, in Central time. The report is the active
 * tab's panel, so each tab controls a real panel.
 */
export function ReportControls({
  request,
  onChange,
  filters,
  children,
}: {
  readonly request: ReportRequest;
  readonly onChange: (changes: Readonly<Record<string, string | number | null>>) => void;
  readonly filters?: ReactNode;
  /** The report itself: the active tab's panel. */
  readonly children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Tabs value={String(request.reportType)} onChange={(value) => value && onChange({ reportType: Number(value) })} keepMounted={false}>
      <Tabs.List aria-label={t('reportsTypeLabel')}>
        {REPORT_TYPES.map((type) => (
          <Tabs.Tab key={type} value={String(type)}>
            {t(`reportType${type}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value={String(request.reportType)} pt="md">
        <Stack gap="md">
          <Group gap="sm" align="center">
            <Text size="sm" id="report-sub-label" fw={500}>
              {t('reportsSubReportLabel')}
            </Text>
            <SegmentedControl
              aria-labelledby="report-sub-label"
              value={String(request.subReport)}
              onChange={(value) => onChange({ subReport: Number(value) })}
              data={SUB_REPORTS.map((sub) => ({ value: String(sub), label: t(`subReport${sub}`) }))}
            />
          </Group>
          <Fieldset legend={t('reportsFilters')} variant="unstyled">
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
              {filters}
              <TextInput
                type="date"
                label={t('reportsFrom')}
                description={t('reportsDatesHint')}
                value={request.from ?? ''}
                max={request.to}
                onChange={(event) => onChange({ from: event.currentTarget.value || null })}
              />
              <TextInput type="date" label={t('reportsTo')} value={request.to ?? ''} min={request.from} onChange={(event) => onChange({ to: event.currentTarget.value || null })} />
            </SimpleGrid>
          </Fieldset>
          {children}
        </Stack>
      </Tabs.Panel>
    </Tabs>
  );
}
