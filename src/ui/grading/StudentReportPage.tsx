// Mantine styles this screen uses beyond the first screen's (src/main.tsx).
import '@mantine/core/styles/Table.layer.css';
import { Fragment, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Button, Stack, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RoleId } from '@domain/identity/role';
import { useServices, useSession } from '../app/services-context';
import { useBilingual } from '../app/use-language';
import { idParam } from '../learning/common/lesson-path';
import { QueryStatus } from '../common/QueryStatus';
import { ExpandedReportLink } from '../standards/ExpandedReportLink';
import { StudentAssessmentPanel, type OpenedAssessment } from './StudentAssessmentPanel';
import { UnitLessons } from './UnitLessons';
import { gradingQueries } from './grading.queries';
import { feedbackStatusText, percentText } from './report-format';
import './grading-strings';

/**
 * /student-reports/student/{studentId} (product-spec §2, §4 teacher feedback): the student's units
 * with their status and score; a unit opens its lessons and their assessments; an assessment opens
 * every answer to review and (for the student's teachers) to score, with the rounds kept as history
 * and "Allow retake". Campus managers read the same page without the grading controls.
 */
export default function StudentReportPage() {
  const { t, i18n } = useTranslation();
  const text = useBilingual();
  const { grading } = useServices();
  const { profile } = useSession();
  const params = useParams();
  const studentId = idParam(params.studentId);
  // A lesson of the student (/support/student-reports/student/{s}/unit/{u}/lesson/{l}): its unit opens, and its assessment.
  const lessonInView = params.lessonId && params.unitId ? { unitId: idParam(params.unitId), lessonId: idParam(params.lessonId) } : null;
  const report = useQuery({ ...gradingQueries.report(grading, studentId), enabled: studentId > 0 });
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set(lessonInView ? [lessonInView.unitId] : []));
  const [opened, setOpened] = useState<OpenedAssessment | null>(null);
  // Support opens this page only while acting for a teacher (the shell's gate), and grades as that teacher.
  const canGrade = profile?.roleId === RoleId.DistrictTeacher || profile?.roleId === RoleId.SupportRole;

  const toggle = (unitId: number) =>
    setExpanded((now) => {
      const next = new Set(now);
      if (!next.delete(unitId)) next.add(unitId);
      return next;
    });

  const open = (assessment: OpenedAssessment) => setOpened(assessment);

  return (
    <Stack gap="lg" data-testid="student-report">
      <QueryStatus query={report} texts={{ loading: t('gradingLoading'), failed: t('gradingLoadFailed'), tryAgain: t('gradingTryAgain') }}>
        {({ student, units }) => {
          const name = `${student.firstName} ${student.lastName}`;
          return (
            <>
              <Title order={1}>{t('gradingReportTitle', { name })}</Title>
              <ExpandedReportLink studentId={studentId} />
              {units.length === 0 ? (
                <p>{t('gradingNoUnits')}</p>
              ) : (
                // On a phone the table scrolls inside its box, never the page.
                <Table.ScrollContainer minWidth={640}>
                  <Table striped withTableBorder>
                    <Table.Caption>{t('gradingUnitsCaption', { count: units.length })}</Table.Caption>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th scope="col">{t('gradingColUnit')}</Table.Th>
                        <Table.Th scope="col">{t('gradingColFeedback')}</Table.Th>
                        <Table.Th scope="col">{t('gradingColScore')}</Table.Th>
                        <Table.Th scope="col">{t('gradingColLesson')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {units.map((unit) => {
                        const unitName = text(unit.unitName);
                        const isOpen = expanded.has(unit.unitId);
                        const detailId = `unit-lessons-${unit.unitId}`;
                        return (
                          <Fragment key={unit.unitId}>
                            <Table.Tr data-testid="report-unit">
                              <Table.Th scope="row">{unitName}</Table.Th>
                              <Table.Td>{feedbackStatusText(t, unit.feedbackStatus)}</Table.Td>
                              <Table.Td>{percentText(t, unit.score, i18n.language)}</Table.Td>
                              <Table.Td>
                                <Button variant="subtle" size="xs" aria-expanded={isOpen} aria-controls={isOpen ? detailId : undefined} onClick={() => toggle(unit.unitId)}>
                                  {t(isOpen ? 'gradingHideLessons' : 'gradingShowLessons', { unit: unitName })}
                                </Button>
                              </Table.Td>
                            </Table.Tr>
                            {isOpen && (
                              <Table.Tr>
                                <Table.Td colSpan={4} id={detailId}>
                                  <UnitLessons
                                    studentId={studentId}
                                    unitId={unit.unitId}
                                    unitName={unitName}
                                    onOpen={open}
                                    lessonInView={lessonInView?.unitId === unit.unitId ? lessonInView.lessonId : undefined}
                                  />
                                </Table.Td>
                              </Table.Tr>
                            )}
                          </Fragment>
                        );
                      })}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
              {opened && (
                <StudentAssessmentPanel
                  key={`${opened.assessmentId}:${opened.round ?? 'current'}`}
                  studentId={studentId}
                  studentName={name}
                  opened={opened}
                  canGrade={canGrade}
                  onOpenRound={(round) => open({ ...opened, round })}
                  onClose={() => setOpened(null)}
                />
              )}
            </>
          );
        }}
      </QueryStatus>
    </Stack>
  );
}
