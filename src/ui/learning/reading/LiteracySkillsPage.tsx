import './reading-strings';
import { Alert, Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { LiteracyLessonItem } from '@domain/content/reading-views';
import { isLessonAvailableIn } from '@domain/content/spanish-availability.rules';
import { LessonTypeId } from '@domain/shared/constants';
import { formatPercent } from '@domain/shared/number-format';
import { useBilingual, useLanguage } from '../../app/use-language';
import { ContentGate } from '../common/ContentGate';
import { literacyLessonPath } from '../common/lesson-path';
import { OnlyInEnglish } from '../common/OnlyInEnglish';
import { useStudentContent } from '../common/use-student-content';
import { useLearningQueries } from '../learning.queries';
import { ProgressStatus } from '../common/ProgressStatus';
import classes from './reading.module.css';

/** Skill lessons grouped by their unit, in course order. */
function byUnit(items: readonly LiteracyLessonItem[]): { unitId: number; items: LiteracyLessonItem[] }[] {
  const groups = new Map<number, LiteracyLessonItem[]>();
  for (const item of items) groups.set(item.unitId, [...(groups.get(item.unitId) ?? []), item]);
  return [...groups.entries()].map(([unitId, list]) => ({ unitId, items: list.sort((a, b) => a.order - b.order) }));
}

/**
 * `/literacy-skills`: the skill lessons of every unit the student may open, each opening the literacy
 * screen. Spanish hides skill lessons (types 4–6), so in Spanish the page says why it is empty and
 * offers English, as the literacy unit's card does.
 */
export default function LiteracySkillsPage() {
  const { t } = useTranslation();
  const text = useBilingual();
  const [language] = useLanguage();
  const queries = useLearningQueries();
  const { state, reload } = useStudentContent(queries.literacyLessons());
  return (
    <section className={classes.page} aria-labelledby="literacy-title">
      <Title order={1} id="literacy-title">
        {t('readingLiteracyTitle')}
      </Title>
      <ContentGate state={state} reload={reload}>
        {(items) =>
          items.length === 0 ? (
            isLessonAvailableIn(LessonTypeId.Skill, language) ? (
              <Alert color="blue" data-testid="literacy-empty">
                {t('readingLiteracyEmpty')}
              </Alert>
            ) : (
              <OnlyInEnglish title={t('readingLiteracyEmptySpanish')} testId="literacy-empty" />
            )
          ) : (
            byUnit(items).map((group) => {
              const first = group.items[0]!;
              const unitName = text(first.unitName);
              const headingId = `literacy-unit-${group.unitId}`;
              return (
                <section key={group.unitId} aria-labelledby={headingId}>
                  <Title order={2} size="h3" id={headingId} mb="xs">
                    {first.unitNumber > 0 ? t('readingUnitNumbered', { number: first.unitNumber, name: unitName }) : unitName}
                  </Title>
                  <ul className={classes.list} data-testid="literacy-lessons">
                    {group.items.map((lesson) => (
                      <li key={lesson.id} className={classes.row}>
                        <Group gap="sm" wrap="wrap">
                          <Link to={literacyLessonPath(lesson.unitId, lesson.id)} className={classes.link}>
                            {text(lesson.title)}
                          </Link>
                          <ProgressStatus status={lesson.statusLesson} />
                          {lesson.score !== null && (
                            <Text component="span" size="sm">
                              {t('readingScoreColumn')}: {formatPercent(lesson.score, language)}
                            </Text>
                          )}
                        </Group>
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })
          )
        }
      </ContentGate>
    </section>
  );
}
