import { useQuery } from '@tanstack/react-query';
import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { UnitView } from '@domain/content/student-content.schemas';
import { formatPercent } from '@domain/shared/number-format';
import { useBilingual } from '../../app/use-language';
import { useLessonKind } from '../common/lesson-kind';
import { OnlyInEnglish } from '../common/OnlyInEnglish';
import { ProgressStatus } from '../common/ProgressStatus';
import { useLearningQueries } from '../learning.queries';
import { UnitLink, useUnitLinks } from './unit-links';
import classes from './UnitLayout.module.css';

/**
 * The hamburger unit menu: every lesson of the unit with its status (words and icon) and score,
 * linking by lesson type (product-spec §2 table, from the API's `target`), then the unit's
 * biographies and stories. Opening it asks for the unit's lessons again, so statuses are current.
 */
export function UnitMenuDrawer({ unit, title, opened, onClose }: { unit: UnitView; title: string; opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const text = useBilingual();
  const kindOf = useLessonKind();
  const { pathname } = useLocation();
  const links = useUnitLinks();
  // A preview's unit is a draft the students' calls do not know: its lessons are listed as they are.
  const fresh = useQuery({ ...useLearningQueries().unitLessons(unit.id), enabled: opened && !links.preview });

  const lessons = [...(fresh.data ?? unit.lessons)].sort((a, b) => a.order - b.order);
  const biographies = [...unit.biographies].sort((a, b) => a.order - b.order);
  const stories = [...unit.unitStories].sort((a, b) => a.order - b.order);
  const base = `/unit/${unit.id}`;

  return (
    <Drawer opened={opened} onClose={onClose} title={title} size="md" closeButtonProps={{ 'aria-label': t('close') }}>
      <nav aria-label={t('unitMenu')} data-testid="unit-menu">
        <h3 className={classes.menuHeading}>{t('navLessons')}</h3>
        {unit.lessonsOnlyInEnglish && <OnlyInEnglish title={t('unitOnlyInEnglish')} />}
        <ol className={classes.menuList}>
          {lessons.map((lesson) => {
            const to = links.lesson(unit, lesson);
            const kind = kindOf(lesson, text(lesson.title));
            return (
              <li key={lesson.id} className={classes.menuItem} data-lesson-id={lesson.id}>
                <UnitLink to={to} onClick={onClose} className={classes.menuLink} current={pathname === to}>
                  {kind && <span className={classes.menuKind}>{kind}</span>}
                  <span className={classes.menuTitle}>{text(lesson.title)}</span>
                </UnitLink>
                <span className={classes.menuMeta}>
                  <ProgressStatus status={lesson.statusLesson} />
                  {lesson.score !== null && <span>{t('lessonScore', { score: formatPercent(lesson.score, i18n.language) })}</span>}
                </span>
              </li>
            );
          })}
        </ol>
        {biographies.length > 0 && (
          <>
            <h3 className={classes.menuHeading}>{t('navBiographies')}</h3>
            <ul className={classes.menuList}>
              {biographies.map((item) => (
                <MenuLink key={item.id} to={`${base}/biography/${item.id}`} label={text(item.name)} current={pathname} onClose={onClose} />
              ))}
            </ul>
          </>
        )}
        {stories.length > 0 && (
          <>
            <h3 className={classes.menuHeading}>{t('navStories')}</h3>
            <ul className={classes.menuList}>
              {stories.map((item) => (
                <MenuLink key={item.id} to={`${base}/unitstory/${item.id}`} label={text(item.name)} current={pathname} onClose={onClose} />
              ))}
            </ul>
          </>
        )}
      </nav>
    </Drawer>
  );
}

function MenuLink({ to, label, current, onClose }: { to: string; label: string; current: string; onClose: () => void }) {
  const place = useUnitLinks().place(to);
  return (
    <li className={classes.menuItem}>
      <UnitLink to={place} onClick={onClose} className={classes.menuLink} current={current === place}>
        <span className={classes.menuTitle}>{label}</span>
      </UnitLink>
    </li>
  );
}
