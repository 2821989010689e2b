import './reading-strings';
import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProgramPreviewUnit } from '@domain/content/reading-views';
import { LessonTypeId, UnitTypeId } from '@domain/shared/constants';
import { useBilingual } from '../../app/use-language';
import { ContentGate } from '../common/ContentGate';
import { RichText } from '../common/RichText';
import { useStudentContent } from '../common/use-student-content';
import { useLearningQueries } from '../learning.queries';
import classes from './reading.module.css';

/** `/scope-and-sequence`: every unit of the program with its lessons in order (`program/preview`). */
export default function ScopeAndSequencePage() {
  const { t } = useTranslation();
  const queries = useLearningQueries();
  const { state, reload } = useStudentContent(queries.programPreview());
  return (
    <section className={classes.page} aria-labelledby="scope-title">
      <Title order={1} id="scope-title">
        {t('readingScopeTitle')}
      </Title>
      <ContentGate state={state} reload={reload}>
        {(units) => (
          <div className={classes.scope}>
            {[...units]
              .sort((a, b) => a.order - b.order)
              .map((unit) => (
                <ScopeUnit key={unit.id} unit={unit} />
              ))}
          </div>
        )}
      </ContentGate>
    </section>
  );
}

function ScopeUnit({ unit }: { unit: ProgramPreviewUnit }) {
  const { t } = useTranslation();
  const text = useBilingual();
  const name = text(unit.name);
  const headingId = `scope-unit-${unit.id}`;
  const numbered = unit.number > 0 && unit.unitTypeId !== UnitTypeId.Benchmark;
  return (
    <section aria-labelledby={headingId} className={classes.scopeUnit} data-testid="scope-unit">
      <Title order={2} size="h3" id={headingId}>
        {numbered ? t('readingUnitNumbered', { number: unit.number, name }) : name}
      </Title>
      {unit.specialUnitAcronym && <Text className={classes.muted}>{unit.specialUnitAcronym}</Text>}
      <RichText html={text(unit.description)} />
      {unit.lessons.length > 0 && (
        <ol className={classes.scopeLessons}>
          {[...unit.lessons]
            .sort((a, b) => a.order - b.order)
            .map((lesson) => (
              <li key={lesson.id}>
                <Text component="span" fw={600}>
                  {lesson.lessonTypeId === LessonTypeId.Lesson && lesson.number
                    ? t('readingLessonNumbered', { number: lesson.number })
                    : t(`readingLessonType${lesson.lessonTypeId}`)}
                  :{' '}
                </Text>
                {text(lesson.title)}
              </li>
            ))}
        </ol>
      )}
    </section>
  );
}
