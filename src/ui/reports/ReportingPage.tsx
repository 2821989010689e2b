// Mantine styles this screen uses beyond the first screen's (src/main.tsx).
import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/Breadcrumbs.layer.css';
import '@mantine/core/styles/ColorSwatch.layer.css';
import '@mantine/core/styles/Fieldset.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
import { registerLocaleBundle } from '../i18n/bundle-registry';
import { reporting } from '../i18n/locales/reports';
import { management } from '../i18n/locales/management';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type Ref } from 'react';
import { Anchor, Breadcrumbs, Button, Group, Loader, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ReportType } from '@domain/reports/report-types';
import { LOADER } from '@domain/shared/constants';
import { useServices } from '../app/services-context';
import { useLazyDialog } from '../common/use-lazy-dialog';
import { useTeacherViewed } from '../support/acting-teacher';
import { ReportControls } from './ReportControls';
import { ReportModal, type OpenedTable } from './ReportModal';
import { ReportPanel, WRAPPING_BUTTON } from './ReportPanel';
import type { ReportView } from './report-views';
import { reportQueries } from './reports.queries';
import { useReportParams } from './use-report-params';
import { useReportWords } from './use-report-words';
import { useRowActions } from './use-row-actions';

// "Try again" is the management screens' word.
registerLocaleBundle(management, reporting);

// The standards dialog loads when first opened, not with the reporting screen.
const ClassroomStandardsDialog = lazy(() => import('./ClassroomStandardsDialog').then((m) => ({ default: m.ClassroomStandardsDialog })));

/**
 * /class-room/reporting (district teachers; support acting for one under /support/; issue 13): the
 * teacher's classrooms (table 1), a classroom's units or benchmark sets and students (tables 2 and 5),
 * and from there lessons, students and a student's questions in a dialog. The report, the classroom
 * and the filters live in the address.
 */
export default function ReportingPage() {
  const { t } = useTranslation();
  const { reports } = useServices();
  const words = useReportWords();
  const viewed = useTeacherViewed();
  const { request, id, change } = useReportParams();
  const classroomId = id('classroomId');
  const [trail, setTrail] = useState<readonly OpenedTable[]>([]);
  // The classroom's standards mastery opens as a dialog (a table past 2, product-spec §9).
  const standards = useLazyDialog();
  const whereRef = useRef<HTMLElement>(null);
  const moved = useRef(false);
  const benchmark = request.reportType === ReportType.Benchmark;

  const teacherView: ReportView = { call: 'teacher', teacherId: viewed?.id ?? 0 };
  const classroomView: ReportView = { call: 'classroom', classroomId: classroomId ?? 0 };
  const studentsView: ReportView = { call: 'benchmarkStudents', classroomId: classroomId ?? 0 };
  const teacherSetsView: ReportView = { call: 'teacherSets', teacherId: viewed?.id ?? 0 };
  const classrooms = useQuery({ ...reportQueries.view(reports, teacherView, request), enabled: viewed !== null && classroomId === undefined });
  const teacherSets = useQuery({ ...reportQueries.view(reports, teacherSetsView, request), enabled: viewed !== null && classroomId === undefined && benchmark });
  const units = useQuery({ ...reportQueries.view(reports, classroomView, request), enabled: classroomId !== undefined });
  const students = useQuery({ ...reportQueries.view(reports, studentsView, request), enabled: classroomId !== undefined && benchmark });
  // The unit filter offers the classroom's units as its report lists them (unfiltered by unit).
  const unitChoices = useQuery({ ...reportQueries.view(reports, classroomView, { ...request, unitId: undefined }), enabled: classroomId !== undefined && !benchmark });

  // Opening or leaving a classroom replaces the table under the reader's focus: take it to where they are now.
  useEffect(() => {
    if (moved.current) whereRef.current?.focus();
  }, [classroomId]);

  const onPage = useCallback(
    (view: ReportView) => {
      if (view.call !== 'classroom') return;
      moved.current = true;
      change({ classroomId: view.classroomId, unitId: null });
    },
    [change],
  );
  const inModal = useCallback((view: ReportView, name: string) => setTrail((opened) => [...opened, { view, name }]), []);
  const actionsFor = useRowActions(request.reportType, { onPage, inModal });

  if (!viewed) {
    return (
      <div role="status" aria-label={t('reportsLoading')}>
        <Loader color={LOADER.color} size="sm" aria-hidden />
      </div>
    );
  }

  const classroomName = (units.data && words.title(units.data)) ?? '';
  const unitOptions = (unitChoices.data?.rows ?? []).map((row) => ({ value: String(row.id), label: words.name(row) }));
  const unitFilter = classroomId !== undefined && !benchmark && (
    // The browser's own select (no combobox or floating-ui on this screen); its first option is "any unit".
    <NativeSelect
      label={t('reportsUnit')}
      data={[{ value: '', label: t('reportsAnyOption') }, ...unitOptions]}
      value={request.unitId ? String(request.unitId) : ''}
      onChange={(event) => change({ unitId: event.currentTarget.value || null })}
    />
  );

  return (
    <Stack gap="lg">
      <Title order={1}>{t('reportsTitle')}</Title>
      <ReportControls request={request} onChange={change} filters={unitFilter}>
        <nav aria-label={t('reportsBreadcrumbs')}>
          <Breadcrumbs separator="›">
            {classroomId === undefined ? (
              <Text size="sm" aria-current="page" ref={whereRef as Ref<HTMLParagraphElement>} tabIndex={-1}>
                {t('reportsMyClassrooms')}
              </Text>
            ) : (
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => {
                  moved.current = true;
                  change({ classroomId: null, unitId: null });
                }}
              >
                {t('reportsMyClassrooms')}
              </Anchor>
            )}
            {classroomId !== undefined && (
              <Text size="sm" aria-current="page" ref={whereRef as Ref<HTMLParagraphElement>} tabIndex={-1}>
                {classroomName}
              </Text>
            )}
          </Breadcrumbs>
        </nav>
        {classroomId === undefined ? (
          <>
            <ReportPanel query={classrooms} reportType={request.reportType} headingOrder={2} withCharts actionsFor={actionsFor(teacherView)} />
            {benchmark && <ReportPanel query={teacherSets} reportType={request.reportType} headingOrder={2} withCharts actionsFor={actionsFor(teacherSetsView)} />}
          </>
        ) : (
          <>
            {!benchmark && (
              <Group>
                <Button
                  ref={standards.trigger}
                  variant="default"
                  {...WRAPPING_BUTTON}
                  onClick={standards.open}
                >
                  {t('reportsStandardsOf', { name: classroomName })}
                </Button>
              </Group>
            )}
            <ReportPanel query={units} reportType={request.reportType} headingOrder={2} withCharts actionsFor={actionsFor(classroomView)} />
            {benchmark && <ReportPanel query={students} reportType={request.reportType} headingOrder={2} withCharts actionsFor={actionsFor(studentsView)} />}
          </>
        )}
      </ReportControls>
      {classroomId !== undefined && standards.mounted && (
        <Suspense fallback={null}>
          <ClassroomStandardsDialog classroomId={classroomId} classroomName={classroomName} unitId={request.unitId} opened={standards.opened} onClose={() => standards.close()} />
        </Suspense>
      )}
      <ReportModal
        trail={trail}
        pageName={classroomId === undefined ? t('reportsMyClassrooms') : classroomName}
        request={request}
        actionsFor={actionsFor}
        onBackTo={(depth) => setTrail((opened) => opened.slice(0, depth))}
      />
    </Stack>
  );
}
