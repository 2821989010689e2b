// Mantine styles this screen uses beyond the first screen's (src/main.tsx).
import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/Breadcrumbs.layer.css';
import '@mantine/core/styles/ColorSwatch.layer.css';
import '@mantine/core/styles/Fieldset.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
import { registerLocaleBundle } from '../i18n/bundle-registry';
import { auth } from '../i18n/locales/auth';
import { management } from '../i18n/locales/management';
import { reporting } from '../i18n/locales/reports';
import { Alert, Anchor, Breadcrumbs, Button, Select, Stack, Text } from '@mantine/core';
import { showSnackbar } from '../common/show-snackbar';
import { useCallback, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ReportOverviewFilters } from '@application/reports/report.use-cases';
import type { ReportLevel, ReportRow, ReportTable } from '@domain/reports/report.responses';
import { ReportType } from '@domain/reports/report-types';
import { dataOf } from '../app/server-state/api-result-query';
import { useServices, useSession } from '../app/services-context';
import { saveFile } from '../common/save-file';
import { scopePlaceMissing } from '../management/viewer-scope';
import { ReportControls } from './ReportControls';
import { ReportModal, type OpenedTable } from './ReportModal';
import { ReportPanel, WRAPPING_BUTTON } from './ReportPanel';
import { reportQueries } from './reports.queries';
import { FILTER_CHAIN, useOverviewFilters, type ChainParam } from './use-overview-filters';
import { useReportWords } from './use-report-words';
import type { ReportView } from './report-views';
import { useRowActions, useStudentReportLink } from './use-row-actions';

// The place selects' labels are sign-up's (auth), the scope notice the management screens'.
registerLocaleBundle(auth, management, reporting);

/** Which filter a row of each level sets when opened (students are the deepest level). */
const FILTER_OF_LEVEL: Partial<Record<ReportLevel, ChainParam>> = { state: 'stateId', district: 'districtId', school: 'schoolId', teacher: 'teacherId', classroom: 'classroomId' };

const LABEL: Record<ChainParam, string> = { stateId: 'state', districtId: 'district', schoolId: 'school', teacherId: 'reportsTeacher', classroomId: 'reportsClassroom' };

/**
 * The management dashboard's reporting section (super admin, state, district and campus managers;
 * issue 13): the report of the viewer's scope, narrowed by place, teacher, classroom, unit and dates
 * (kept in the address). Opening a row narrows to it (district → its schools → teachers → classrooms
 * → students); the breadcrumbs go back up. The server forces the viewer's scope again.
 */
export function ReportingSection() {
  const { t } = useTranslation();
  const { reports } = useServices();
  const viewer = useSession().profile!;
  const words = useReportWords();
  const { filters, request, change, choices, choose, locked } = useOverviewFilters(viewer);
  const overview = useQuery({ ...reportQueries.overview(reports, filters), enabled: !scopePlaceMissing(viewer) });
  const studentLink = useStudentReportLink();
  // A student row opens their own work in the dialog: units (benchmarks: sets) → lessons → questions.
  const [trail, setTrail] = useState<readonly OpenedTable[]>([]);
  const inModal = useCallback((view: ReportView, name: string) => setTrail((opened) => [...opened, { view, name }]), []);
  const modalActions = useRowActions(request.reportType, { onPage: inModal, inModal });
  const workbook = useMutation({
    mutationFn: (asked: ReportOverviewFilters) => dataOf(reports.downloadOverviewWorkbook(asked)),
    onSuccess: (file) => saveFile(file.fileName, file.content),
    onError: () => showSnackbar({ color: 'red', message: t('reportsDownloadFailed') }),
  });

  if (scopePlaceMissing(viewer)) return <Alert color="yellow">{t('scopeMissing')}</Alert>;

  const nameOf = (param: ChainParam) => choices[param].find((c) => c.value === String(filters[param]))?.label ?? t('reportsNoValue');
  const chosen = FILTER_CHAIN.filter((param) => filters[param] !== undefined && !locked[param]);
  const selects = (
    <>
      {FILTER_CHAIN.filter((param) => param !== 'teacherId' && param !== 'classroomId' ? true : filters.schoolId !== undefined).map((param) => (
        <Select
          key={param}
          label={t(LABEL[param])}
          placeholder={t('reportsAnyOption')}
          data={choices[param]}
          value={filters[param] === undefined ? null : String(filters[param])}
          onChange={(value) => choose(param, value ? Number(value) : null)}
          disabled={locked[param]}
          clearable={!locked[param]}
          searchable
        />
      ))}
      {filters.classroomId !== undefined && (
        <Select
          label={t('reportsUnit')}
          placeholder={t('reportsAnyOption')}
          data={choices.unitId}
          value={request.unitId ? String(request.unitId) : null}
          onChange={(value) => change({ unitId: value })}
          clearable
        />
      )}
    </>
  );

  const actionsFor = (row: ReportRow, name: string) => {
    const param = FILTER_OF_LEVEL[row.level];
    const studentView: ReportView | null =
      row.level !== 'student' ? null : request.reportType === ReportType.Benchmark ? { call: 'studentBenchmarks', studentId: row.id } : { call: 'studentUnits', studentId: row.id };
    return [
      ...(studentView
        ? [
            <Button key="student" size="xs" variant="default" onClick={() => inModal(studentView, name)}>
              {t('reportsOpen', { name })}
            </Button>,
          ]
        : []),
      ...(param
        ? [
            <Button key="open" size="xs" variant="default" onClick={() => choose(param, row.id)}>
              {t('reportsOpen', { name })}
            </Button>,
          ]
        : []),
      ...studentLink(row, name),
    ];
  };

  return (
    <Stack gap="md">
      <ReportControls request={request} onChange={change} filters={selects}>
        <nav aria-label={t('reportsBreadcrumbs')}>
          <Breadcrumbs separator="›">
            {[undefined, ...chosen].map((param, index) => {
              const last = index === chosen.length;
              const label = param ? nameOf(param) : t('reportsAllOfScope');
              if (last) {
                return (
                  <Text key={param ?? 'scope'} size="sm" aria-current="page">
                    {label}
                  </Text>
                );
              }
              const next = chosen[index]!;
              return (
                <Anchor key={param ?? 'scope'} component="button" type="button" size="sm" onClick={() => choose(next, null)}>
                  {label}
                </Anchor>
              );
            })}
          </Breadcrumbs>
        </nav>
        <ReportPanel
          query={overview}
          reportType={request.reportType}
          headingOrder={2}
          withCharts
          actionsFor={actionsFor}
          moreDownloads={(table: ReportTable) => (
            <Button variant="default" size="xs" {...WRAPPING_BUTTON} loading={workbook.isPending} onClick={() => workbook.mutate(filters)}>
              {t('reportsDownloadAll', { title: words.title(table) })}
            </Button>
          )}
        />
      </ReportControls>
      <ReportModal
        trail={trail}
        pageName={chosen.length > 0 ? nameOf(chosen.at(-1)!) : t('reportsAllOfScope')}
        request={request}
        actionsFor={modalActions}
        onBackTo={(depth) => setTrail((opened) => opened.slice(0, depth))}
      />
    </Stack>
  );
}
