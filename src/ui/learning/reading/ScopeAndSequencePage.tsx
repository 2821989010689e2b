// Mantine styles this screen uses beyond the first screen's (src/main.tsx).
import '@mantine/core/styles/Badge.layer.css';
import './reading-strings';
import { Badge, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProgramPreviewUnit } from '@domain/content/reading-views';
import { UnitTypeId } from '@domain/shared/constants';
import { useBilingual } from '../../app/use-language';
import { ContentGate } from '../common/ContentGate';
import { useLessonKind } from '../common/lesson-kind';
import { OnlyInEnglish } from '../common/OnlyInEnglish';
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
      {unit.specialUnitAcronym && <Text className={classes.muted}>{text(unit.specialUnitAcronym)}</Text>}
      <RichText html={text(unit.description)} />
      {unit.lessonsOnlyInEnglish && <OnlyInEnglish title={t('unitOnlyInEnglish')} />}
      {unit.lessons.length > 0 && (
        <ol className={classes.scopeLessons}>
          {[...unit.lessons]
            .sort((a, b) => a.order - b.order)
            .map((lesson) => (
              <ScopeLesson key={lesson.id} lesson={lesson} />
            ))}
        </ol>
      )}
    </section>
  );
}

/**
 * One lesson: its kind as its own label, then the title as written. The label is left out when the
 * title already begins with it, so "Momentos destacados: …" never reads "Momentos destacados: Momentos destacados: …".
 */
function ScopeLesson({ lesson }: { lesson: ProgramPreviewUnit['lessons'][number] }) {
  const text = useBilingual();
  const kindOf = useLessonKind();
  const title = text(lesson.title);
  const kind = kindOf(lesson, title);
  return (
    <li>
      {kind && (
        <>
          <Badge component="span" variant="outline" color="dark" radius="sm" tt="none">
            {kind}
          </Badge>{' '}
        </>
      )}
      {title}
    </li>
  );
}
