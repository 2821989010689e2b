import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { lesson } from '../../i18n/locales/lesson';
import { useMemo, useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { LessonView } from '@domain/content/student-content.schemas';
import { useBilingual } from '../../app/use-language';
import { useLessonKind } from '../common/lesson-kind';
import { lessonPath } from '../common/lesson-path';
import { ProgressStatus } from '../common/ProgressStatus';
import { EssentialQuestionBox } from '../components/EssentialQuestionBox';
import { LessonScopeContext, type LessonScope } from '../components/lesson-scope';
import { useUnitView } from '../unit/UnitLayout';
import { clampPage, PagedContent, usePages } from './PagedContent';
import type { LessonStatusControl } from './use-lesson-status';
import classes from './LessonReader.module.css';

registerLocaleBundle(lesson);

export interface LessonReaderProps {
  readonly lesson: LessonView;
  readonly status: LessonStatusControl;
  readonly preview?: boolean;
}

/** A lesson read without progress (a draft's preview): no status, nothing saved. */
export const UNREAD_LESSON_STATUS: LessonStatusControl = {
  status: null,
  viewPage: () => undefined,
  complete: () => Promise.resolve(true),
  assessmentCompleted: () => undefined,
};

/**
 * A lesson read page by page: unit and lesson titles, status (words and icon), essential question
 * with narration, the page (opened at the last page viewed), the pager, and for a lesson without an
 * assessment a finish button on its last page. Every page turn is saved.
 *
 * `status` moves the lesson's status and saves page turns (LessonRoute gives it the status machine).
 * `preview` (the back office's draft preview) reads the lesson as if it had no progress, with
 * `UNREAD_LESSON_STATUS`, so nothing is saved and it has no finish button (product-spec §4); it does not
 * load the status machine.
 */
export function LessonReader({ lesson, status: control, preview = false }: LessonReaderProps) {
  const { t } = useTranslation();
  const text = useBilingual();
  const navigate = useNavigate();
  const unit = useUnitView();
  const pages = usePages(lesson.components, text(lesson.title));
  const [page, setPage] = useState(() => clampPage(lesson.progress?.lastPageView, pages.length));
  const { status, viewPage, complete, assessmentCompleted } = control;
  const shownPage = clampPage(page, pages.length);
  const scope = useMemo<LessonScope>(() => ({ unitId: lesson.unitId, lessonId: lesson.id, onAssessmentCompleted: assessmentCompleted }), [lesson.unitId, lesson.id, assessmentCompleted]);
  const unitTitle = text(lesson.unitTitle);
  const kindOf = useLessonKind();
  const kind = kindOf(lesson, text(lesson.title));

  const turnTo = (next: number) => {
    setPage(next);
    viewPage(next);
  };
  const finish = async () => {
    if (!(await complete())) return;
    const lessons = unit ? [...unit.lessons].sort((a, b) => a.order - b.order) : [];
    const following = lessons[lessons.findIndex((l) => l.id === lesson.id) + 1];
    navigate(following && unit ? lessonPath(unit.id, following, unit.openerId) : '/');
  };

  return (
    <article className={classes.lesson} aria-labelledby="lesson-title" data-testid="lesson" data-lesson-id={lesson.id}>
      <header className={classes.header}>
        <p className={classes.eyebrow}>
          {lesson.unitNumber > 0 ? t('readingUnitNumbered', { number: lesson.unitNumber, name: unitTitle }) : unitTitle}
          {kind && (
            <>
              <span aria-hidden="true"> · </span>
              {kind}
            </>
          )}
        </p>
        <h1 id="lesson-title" className={classes.title}>
          {text(lesson.title)}
        </h1>
        {status && (
          <p className={classes.status} aria-live="polite" data-testid="lesson-status">
            {t('lessonStatus')}: <ProgressStatus status={status} />
          </p>
        )}
        {lesson.essentialQuestion && <EssentialQuestionBox question={lesson.essentialQuestion} level={2} />}
      </header>
      <LessonScopeContext.Provider value={scope}>
        <PagedContent pages={pages} page={shownPage} pagerLabel={t('lessonPages')} onPageChange={turnTo} />
      </LessonScopeContext.Provider>
      {!preview && !lesson.hasAssessment && shownPage === pages.length && (
        <div className={classes.finish}>
          <Button size="md" onClick={() => void finish()}>
            {t('finishLesson')}
          </Button>
        </div>
      )}
    </article>
  );
}
