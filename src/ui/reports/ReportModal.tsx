import type { ReactNode } from 'react';
import { Anchor, Breadcrumbs, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ReportRequest } from '@application/reports/report.use-cases';
import type { ReportRow } from '@domain/reports/report.responses';
import { useServices } from '../app/services-context';
import { ReportPanel } from './ReportPanel';
import type { ReportView } from './report-views';
import { reportQueries } from './reports.queries';

/** A table opened from a row, and the row's name that led to it. */
export interface OpenedTable {
  readonly view: ReportView;
  readonly name: string;
}

/**
 * The deeper levels of a report (tables 3 to 10, product-spec §9) in one dialog: the latest table
 * opened, with breadcrumbs back up the way it came (the first goes back to the page).
 */
export function ReportModal({
  trail,
  pageName,
  request,
  actionsFor,
  onBackTo,
}: {
  readonly trail: readonly OpenedTable[];
  /** Where the dialog was opened from on the page (the classroom, the scope). */
  readonly pageName: string;
  readonly request: ReportRequest;
  readonly actionsFor: (view: ReportView) => (row: ReportRow, name: string) => readonly ReactNode[];
  /** Back to the table at this depth of the trail (0: close the dialog). */
  readonly onBackTo: (depth: number) => void;
}) {
  const { t } = useTranslation();
  const { reports } = useServices();
  const current = trail.at(-1);
  const query = useQuery({ ...reportQueries.view(reports, current?.view ?? { call: 'teacher', teacherId: 0 }, request), enabled: current !== undefined });
  return (
    <Modal opened={current !== undefined} onClose={() => onBackTo(0)} title={current?.name} size="80rem" closeButtonProps={{ 'aria-label': t('reportsCloseModal') }}>
      {current && (
        <Stack gap="md">
          <nav aria-label={t('reportsBreadcrumbs')}>
            <Breadcrumbs separator="›">
            <Anchor component="button" type="button" size="sm" onClick={() => onBackTo(0)}>
              {pageName}
            </Anchor>
            {trail.slice(0, -1).map((opened, index) => (
              <Anchor key={index} component="button" type="button" size="sm" onClick={() => onBackTo(index + 1)}>
                {opened.name}
              </Anchor>
            ))}
            <Text size="sm" aria-current="page">
              {current.name}
            </Text>
            </Breadcrumbs>
          </nav>
          <ReportPanel query={query} reportType={request.reportType} headingOrder={3} withCharts={false} actionsFor={actionsFor(current.view)} />
        </Stack>
      )}
    </Modal>
  );
}
