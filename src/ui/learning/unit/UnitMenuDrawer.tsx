import { useQuery } from '@tanstack/react-query';
import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { UnitView } from '@domain/content/student-content.schemas';
import { formatPercent } from '@domain/shared/number-format';
import { useBilingual } from '../../app/use-language';
import { useLessonKind } from '../common/lesson-kind';
import { lessonPath } from '../common/lesson-path';
import { OnlyInEnglish } from '../common/OnlyInEnglish';
import { ProgressStatus } from '../common/ProgressStatus';
import { useLearningQueries } from '../learning.queries';
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
  const fresh = useQuery({ ...useLearningQueries().unitLessons(unit.id), enabled: opened });

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
            const to = lessonPath(unit.id, lesson, unit.openerId);
            const kind = kindOf(lesson, text(lesson.title));
            return (
              <li key={lesson.id} className={classes.menuItem} data-lesson-id={lesson.id}>
                <Link to={to} onClick={onClose} className={classes.menuLink} aria-current={pathname === to ? 'page' : undefined}>
                  {kind && <span className={classes.menuKind}>{kind}</span>}
                  <span className={classes.menuTitle}>{text(lesson.title)}</span>
                </Link>
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
  return (
    <li className={classes.menuItem}>
      <Link to={to} onClick={onClose} className={classes.menuLink} aria-current={current === to ? 'page' : undefined}>
        <span className={classes.menuTitle}>{label}</span>
      </Link>
    </li>
  );
}
