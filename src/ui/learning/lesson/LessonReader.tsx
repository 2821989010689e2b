import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { lesson } from '../../i18n/locales/lesson';
import { useMemo, useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { LessonView } from '@domain/content/student-content.schemas';
import { useBilingual } from '../../app/use-language';
import { ContentGate } from '../common/ContentGate';
import { idParam, lessonPath } from '../common/lesson-path';
import { ProgressStatus } from '../common/ProgressStatus';
import { useStudentContent } from '../common/use-student-content';
import { useLearningQueries } from '../learning.queries';
import { EssentialQuestionBox } from '../components/EssentialQuestionBox';
import { LessonScopeContext, type LessonScope } from '../components/lesson-scope';
import { UnitLayout, useUnitView } from '../unit/UnitLayout';
import { clampPage, PagedContent, usePages } from './PagedContent';
import { useLessonStatus } from './use-lesson-status';
import classes from './LessonReader.module.css';

registerLocaleBundle(lesson);

/**
 * Every lesson route (lesson, bill-story, american-highlights, literacy, and the assessment routes):
 * loads `lesson/{id}` (a student's open applies the status rules on the server) inside the unit layout.
 */
export function LessonRoute() {
  const params = useParams();
  const unitId = idParam(params.unitId);
  const lessonId = idParam(params.lessonId);
  const queries = useLearningQueries();
  const { state, reload } = useStudentContent(queries.lesson(lessonId));
  return (
    <UnitLayout unitId={unitId}>
      <ContentGate state={state} reload={reload}>
        {(lesson) => <LessonReader key={lesson.id} lesson={lesson} />}
      </ContentGate>
    </UnitLayout>
  );
}

/**
 * A lesson read page by page: unit and lesson titles, status (words and icon), essential question
 * with narration, the page (opened at the last page viewed), the pager, and for a lesson without an
 * assessment a finish button on its last page. Every page turn is saved.
 */
export function LessonReader({ lesson }: { lesson: LessonView }) {
  const { t } = useTranslation();
  const text = useBilingual();
  const navigate = useNavigate();
  const unit = useUnitView();
  const pages = usePages(lesson.components);
  const [page, setPage] = useState(() => clampPage(lesson.progress?.lastPageView, pages.length));
  const { status, viewPage, complete, assessmentCompleted } = useLessonStatus(lesson);
  const shownPage = clampPage(page, pages.length);
  const scope = useMemo<LessonScope>(() => ({ unitId: lesson.unitId, lessonId: lesson.id, onAssessmentCompleted: assessmentCompleted }), [lesson.unitId, lesson.id, assessmentCompleted]);
  const unitTitle = text(lesson.unitTitle);
  const kind = lesson.number ? t('readingLessonNumbered', { number: lesson.number }) : t(`readingLessonType${lesson.lessonTypeId}`);

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
          <span aria-hidden="true"> · </span>
          {kind}
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
      {!lesson.hasAssessment && shownPage === pages.length && (
        <div className={classes.finish}>
          <Button size="md" onClick={() => void finish()}>
            {t('finishLesson')}
          </Button>
        </div>
      )}
    </article>
  );
}
