import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReportAssessment, ReportLesson } from '@domain/assessment/student-report.responses';
import { useServices } from '../app/services-context';
import { useBilingual } from '../app/use-language';
import { QueryStatus } from '../common/QueryStatus';
import type { OpenedAssessment } from './StudentAssessmentPanel';
import { gradingQueries } from './grading.queries';
import { feedbackStatusText, lessonStatusText, percentText } from './report-format';
import './grading-strings';

export interface UnitLessonsProps {
  readonly studentId: number;
  readonly unitId: number;
  readonly unitName: string;
  readonly onOpen: (assessment: OpenedAssessment) => void;
  /** The lesson the address names: its row is marked and its first assessment opens once loaded. */
  readonly lessonInView?: number;
}

/** A unit's assessed lessons for the student: status, lesson score, feedback status, and each assessment to open. */
export function UnitLessons({ studentId, unitId, unitName, onOpen, lessonInView }: UnitLessonsProps) {
  const { t, i18n } = useTranslation();
  const text = useBilingual();
  const { grading } = useServices();
  const lessons = useQuery(gradingQueries.unitLessons(grading, studentId, unitId));
  const titleOf = (lesson: ReportLesson, a: ReportAssessment) => (a.benchmarkSet ? text(a.benchmarkSet.title) : text(lesson.title));
  const openedInView = useRef(false);
  const inView = lessons.data?.lessons.find((l) => l.lessonId === lessonInView);
  useEffect(() => {
    const first = inView?.assessments[0];
    if (!inView || !first || openedInView.current) return;
    openedInView.current = true;
    onOpen({ assessmentId: first.assessmentId, title: titleOf(inView, first), round: undefined });
  });

  return (
    <QueryStatus query={lessons} texts={{ loading: t('gradingLoadingLessons'), failed: t('gradingLoadFailed'), tryAgain: t('gradingTryAgain') }}>
      {(data) =>
        data.lessons.length === 0 ? (
          <p>{t('gradingNoLessons')}</p>
        ) : (
          <Table withTableBorder data-testid="report-lessons">
            <Table.Caption>{t('gradingLessonsCaption', { unit: unitName, count: data.lessons.length })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('gradingColLesson')}</Table.Th>
                <Table.Th scope="col">{t('gradingColStatus')}</Table.Th>
                <Table.Th scope="col">{t('gradingColScore')}</Table.Th>
                <Table.Th scope="col">{t('gradingColFeedback')}</Table.Th>
                <Table.Th scope="col">{t('gradingColAssessment')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.lessons.map((lesson) => (
                <Table.Tr key={lesson.lessonId} data-testid="report-lesson" aria-current={lesson.lessonId === lessonInView ? 'location' : undefined}>
                  <Table.Th scope="row">{text(lesson.title)}</Table.Th>
                  <Table.Td>{lessonStatusText(t, lesson.status)}</Table.Td>
                  <Table.Td>{percentText(t, lesson.score, i18n.language)}</Table.Td>
                  <Table.Td>{feedbackStatusText(t, lesson.feedbackStatus)}</Table.Td>
                  <Table.Td>
                    {lesson.assessments.map((a) => {
                      const title = titleOf(lesson, a);
                      return (
                        <Group key={a.assessmentId} gap="xs" wrap="wrap">
                          <span>
                            {a.isSubmitted ? t('gradingSubmitted') : t('gradingNotSubmitted')}
                            {' · '}
                            {percentText(t, a.percent, i18n.language)}
                          </span>
                          <Button size="xs" variant="light" onClick={() => onOpen({ assessmentId: a.assessmentId, title, round: undefined })}>
                            {t('gradingOpenAssessment', { assessment: title })}
                          </Button>
                        </Group>
                      );
                    })}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )
      }
    </QueryStatus>
  );
}
