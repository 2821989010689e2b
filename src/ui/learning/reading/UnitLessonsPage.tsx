// Mantine styles this screen uses beyond the first screen's (src/main.tsx).
import '@mantine/core/styles/Table.layer.css';
import './reading-strings';
import { Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { UnitView } from '@domain/content/student-content.schemas';
import { formatPercent } from '@domain/shared/number-format';
import { useBilingual } from '../../app/use-language';
import { PageLoader } from '../../shell/PageLoader';
import { idParam } from '../common/lesson-path';
import { useUnitView } from '../unit/UnitLayout';
import { UnitLink, useUnitLinks } from '../unit/unit-links';
import { OnlyInEnglish } from '../common/OnlyInEnglish';
import { ProgressStatus } from '../common/ProgressStatus';
import { Missing } from './Missing';
import { UnitFrame } from './UnitFrame';
import classes from './reading.module.css';

/**
 * `/unit/:unitId/lessons`: every lesson of the unit with its type, number, status and score, linking
 * by type. The unit (with its lessons and the student's progress) is the one the unit layout loads.
 */
export default function UnitLessonsPage() {
  const unitId = idParam(useParams().unitId);
  return (
    <UnitFrame unitId={unitId}>
      <LessonDashboard />
    </UnitFrame>
  );
}

function LessonDashboard() {
  const unit = useUnitView();
  return unit ? <LessonTable unit={unit} /> : <PageLoader />;
}

/** The unit's lessons as students see them (the back office's unit preview shows a draft's; links: UnitLinksContext). */
export function LessonTable({ unit }: { unit: UnitView }) {
  const { t, i18n } = useTranslation();
  const text = useBilingual();
  const links = useUnitLinks();
  return (
    <section className={classes.page} aria-labelledby="lessons-title">
      <Title order={1} id="lessons-title">
        {t('readingLessonsTitle', { unit: text(unit.name) })}
      </Title>
      {unit.progress && !unit.lessonsOnlyInEnglish && (
        <Text className={classes.muted}>{t('readingLessonsProgress', { completed: unit.progress.completed, total: unit.progress.total })}</Text>
      )}
      {unit.lessonsOnlyInEnglish ? (
        <OnlyInEnglish title={t('unitOnlyInEnglish')} />
      ) : unit.lessons.length === 0 ? (
        <Text>{t('readingNoLessons')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped highlightOnHover verticalSpacing="sm" data-testid="lesson-dashboard">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('readingLessonColumn')}</Table.Th>
                <Table.Th scope="col">{t('readingTypeColumn')}</Table.Th>
                <Table.Th scope="col">{t('readingNumberColumn')}</Table.Th>
                <Table.Th scope="col">{t('readingStatusColumn')}</Table.Th>
                <Table.Th scope="col">{t('readingScoreColumn')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[...unit.lessons]
                .sort((a, b) => a.order - b.order)
                .map((lesson) => (
                  <Table.Tr key={lesson.id} data-lesson-id={lesson.id}>
                    <Table.Th scope="row" fw={400}>
                      <UnitLink className={classes.link} to={links.lesson(unit, lesson)}>
                        {text(lesson.title)}
                      </UnitLink>
                    </Table.Th>
                    <Table.Td>{t(`readingLessonType${lesson.lessonTypeId}`)}</Table.Td>
                    <Table.Td>{lesson.number ?? <Missing label={t('readingNoNumber')} />}</Table.Td>
                    <Table.Td>
                      <ProgressStatus status={lesson.statusLesson} />
                    </Table.Td>
                    <Table.Td>{lesson.score === null ? <Missing label={t('readingNoScore')} /> : formatPercent(lesson.score, i18n.language)}</Table.Td>
                  </Table.Tr>
                ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
