import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { lesson } from '../../i18n/locales/lesson';
import { useMemo, useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { LessonView } from '@domain/content/student-content.schemas';
import { isLessonAvailableIn } from '@domain/content/spanish-availability.rules';
import type { Language } from '@domain/shared/constants';
import { useBilingual, useLanguage } from '../../app/use-language';
import { ContentGate } from '../common/ContentGate';
import { useLessonKind } from '../common/lesson-kind';
import { idParam, lessonPath } from '../common/lesson-path';
import { ProgressStatus } from '../common/ProgressStatus';
import { useStudentContent, type ContentState } from '../common/use-student-content';
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
 * A lesson type the interface language hides shows the English-only panel instead, never its content.
 */
export function LessonRoute() {
  const { t } = useTranslation();
  const params = useParams();
  const unitId = idParam(params.unitId);
  const lessonId = idParam(params.lessonId);
  const queries = useLearningQueries();
  const [language] = useLanguage();
  const { state, reload } = useStudentContent(queries.lesson(lessonId));
  return (
    <UnitLayout unitId={unitId}>
      <ContentGate state={shownIn(state, language, t('lessonOnlyInEnglish'))} reload={reload}>
        {(lesson) => <LessonReader key={lesson.id} lesson={lesson} />}
      </ContentGate>
    </UnitLayout>
  );
}

/**
 * The server refuses a hidden lesson type in that language; the client applies the same rule to what
 * it holds, because the lesson read before a switch to Spanish stays on screen while Spanish loads.
 */
function shownIn(state: ContentState<LessonView>, language: Language, message: string): ContentState<LessonView> {
  return state.status === 'ready' && !isLessonAvailableIn(state.data.lessonTypeId, language) ? { status: 'onlyInEnglish', message } : state;
}

/**
 * A lesson read page by page: unit and lesson titles, status (words and icon), essential question
 * with narration, the page (opened at the last page viewed), the pager, and for a lesson without an
 * assessment a finish button on its last page. Every page turn is saved.
 *
 * `preview` (the back office's draft preview) reads the lesson as if it had no progress, so no status
 * machine runs and no page turn is saved, and it has no finish button (product-spec §4).
 */
export function LessonReader({ lesson, preview = false }: { lesson: LessonView; preview?: boolean }) {
  const { t } = useTranslation();
  const text = useBilingual();
  const navigate = useNavigate();
  const unit = useUnitView();
  const pages = usePages(lesson.components, text(lesson.title));
  const [page, setPage] = useState(() => clampPage(lesson.progress?.lastPageView, pages.length));
  const { status, viewPage, complete, assessmentCompleted } = useLessonStatus(preview ? { ...lesson, progress: null } : lesson);
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
