import { useState } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { failureOf } from '../app/server-state/api-result-query';
import { useServices } from '../app/services-context';
import { classroomDetailsQueries } from '../classroom/classroom-details.queries';
import { QueryStatus } from '../common/QueryStatus';
import { useFailureText } from '../common/use-failure-text';
import { registerLocaleBundle } from '../i18n/bundle-registry';
import { standardsStrings } from '../i18n/locales/standards';
import { StandardsMasteryView } from './StandardsMasteryView';
import { UnitFilter } from './UnitFilter';
import { standardsQueries, useDownloadStandardsWorkbook } from './standards.queries';

registerLocaleBundle(standardsStrings);

export interface StandardsMasteryPanelProps {
  readonly classroomId: number;
  /** The unit shown (none: all units). The panel's own filter starts there and follows the prop when it changes. */
  readonly unitId?: number;
  /** Given, the unit is the caller's to keep (a page's URL): the filter reports a choice instead of keeping it. */
  readonly onUnitChange?: (unitId: number | undefined) => void;
}

/**
 * A classroom's standards (TEKS) mastery (issue 13): a unit filter, the chart of mastery per standard
 * beside its table, the students by standard, and the spreadsheet the server builds.
 */
export function StandardsMasteryPanel({ classroomId, unitId, onUnitChange }: StandardsMasteryPanelProps) {
  const { t } = useTranslation();
  const { standards, classrooms } = useServices();
  const failureText = useFailureText();
  // The caller's unit while it stays the same; the viewer's own choice after that.
  const [own, setOwn] = useState({ from: unitId, chosen: unitId ?? null });
  if (own.from !== unitId) setOwn({ from: unitId, chosen: unitId ?? null });
  const shownUnit = onUnitChange ? (unitId ?? null) : own.chosen;
  const chooseUnit = (chosen: number | null) => (onUnitChange ? onUnitChange(chosen ?? undefined) : setOwn({ from: unitId, chosen }));

  const report = useQuery(standardsQueries.classroom(standards, classroomId, shownUnit));
  const details = useQuery(classroomDetailsQueries.of(classrooms, classroomId));
  const download = useDownloadStandardsWorkbook();
  const downloadFailure = download.isError ? failureOf(download.error) : null;

  return (
    <Stack gap="md" data-testid="standards-mastery">
      <Group justify="space-between" align="end">
        {details.data ? (
          <UnitFilter units={details.data.units} value={shownUnit} onChange={chooseUnit} />
        ) : (
          details.isError && <Alert color="yellow">{t('standardsUnitsLoadFailed')}</Alert>
        )}
        <Button variant="default" onClick={() => download.mutate(classroomId)} loading={download.isPending}>
          {t('standardsDownload')}
        </Button>
      </Group>
      {download.isError && downloadFailure?.kind !== 'unauthorized' && (
        <Alert color="red" role="alert" title={t('standardsDownloadFailed')}>
          {downloadFailure ? failureText(downloadFailure) : t('standardsDownloadFailed')}
        </Alert>
      )}
      <QueryStatus query={report} texts={{ loading: t('standardsLoading'), failed: t('standardsLoadFailed'), tryAgain: t('standardsTryAgain') }}>
        {(data) => <StandardsMasteryView report={data} withStudents />}
      </QueryStatus>
    </Stack>
  );
}
