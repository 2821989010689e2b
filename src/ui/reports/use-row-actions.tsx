import { useCallback, type ReactNode } from 'react';
import { Anchor, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RoleId } from '@domain/identity/role';
import type { ReportRow } from '@domain/reports/report.responses';
import type { ReportType } from '@domain/reports/report-types';
import { useSession } from '../app/services-context';
import { rolePath } from '../support/support-paths';
import { drillsOf, viewOpensAsModal, type ReportView } from './report-views';

/** Who may open a student's own report page (/student-reports/student/{id}: teachers, campus managers, support acting for a teacher). */
const OPENS_STUDENT_REPORTS: readonly RoleId[] = [RoleId.DistrictTeacher, RoleId.CampusManager, RoleId.SupportRole];

/** A student row's link to the student's report page, where the viewer may open it; otherwise none. */
export function useStudentReportLink() {
  const { t } = useTranslation();
  const roleId = useSession().profile?.roleId;
  return useCallback(
    (row: ReportRow, name: string): readonly ReactNode[] =>
      row.level === 'student' && roleId !== undefined && OPENS_STUDENT_REPORTS.includes(roleId)
        ? [
            <Anchor key="student-report" component={Link} to={rolePath(roleId, `/student-reports/student/${row.id}`)} size="sm">
              {t('reportsStudentReport', { name })}
            </Anchor>,
          ]
        : [],
    [t, roleId],
  );
}

/**
 * The buttons of a row of `view`: each table it leads to ("Open Lesson 3", "Students of Period 1"), on
 * the page (tables 1 and 2) or in the dialog (deeper), and a student's report page where the viewer may
 * open it.
 */
export function useRowActions(reportType: ReportType, open: { readonly onPage: (view: ReportView, name: string) => void; readonly inModal: (view: ReportView, name: string) => void }) {
  const { t } = useTranslation();
  const studentLink = useStudentReportLink();
  const { onPage, inModal } = open;
  return useCallback(
    (view: ReportView) =>
      (row: ReportRow, name: string): readonly ReactNode[] => [
        ...drillsOf(view, row, reportType).map((drill) => (
          <Button
            key={drill.view.call}
            size="xs"
            variant="default"
            onClick={() => (viewOpensAsModal(reportType, drill.view) ? inModal(drill.view, name) : onPage(drill.view, name))}
          >
            {t(drill.actionKey, { name })}
          </Button>
        )),
        ...studentLink(row, name),
      ],
    [t, studentLink, reportType, onPage, inModal],
  );
}
