import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { UnitStoryDocument } from '@domain/content/reading.schemas';
import { useBilingual } from '../../app/use-language';
import { ContentGate } from '../common/ContentGate';
import { idParam } from '../common/lesson-path';
import { useStudentContent } from '../common/use-student-content';
import { useLearningQueries } from '../learning.queries';
import { LessonScopeContext } from '../components/lesson-scope';
import { UnitLayout, useUnitView } from '../unit/UnitLayout';
import { PagedContent, usePages } from './PagedContent';
import classes from './LessonReader.module.css';

/** `/unit/:unitId/unitstory/:unitstoryId`: a unit story, paged like a lesson (no progress is kept). */
export default function UnitStoryPage() {
  const params = useParams();
  const unitId = idParam(params.unitId);
  const storyId = idParam(params.unitstoryId);
  const queries = useLearningQueries();
  const { state, reload } = useStudentContent(queries.story(storyId));
  return (
    <UnitLayout unitId={unitId}>
      <ContentGate state={state} reload={reload}>
        {(story) => <StoryReader key={story.id} story={story} />}
      </ContentGate>
    </UnitLayout>
  );
}

/** A story paged like a lesson, as students read it (the back office's preview shows a draft with it). */
export function StoryReader({ story }: { story: UnitStoryDocument }) {
  const { t } = useTranslation();
  const text = useBilingual();
  const unit = useUnitView();
  const pages = usePages(story.components, text(story.name));
  const [page, setPage] = useState(1);
  return (
    <article className={classes.lesson} aria-labelledby="story-title" data-testid="unit-story">
      <header className={classes.header}>
        {unit && (
          <p className={classes.eyebrow}>
            {unit.number > 0 ? t('readingUnitNumbered', { number: unit.number, name: text(unit.name) }) : text(unit.name)}
            <span aria-hidden="true"> · </span>
            {t('navStories')}
          </p>
        )}
        <h1 id="story-title" className={classes.title}>
          {text(story.name)}
        </h1>
      </header>
      <LessonScopeContext.Provider value={{ unitId: story.unitId, lessonId: null }}>
        <PagedContent pages={pages} page={Math.min(page, pages.length)} pagerLabel={t('storyPages')} onPageChange={setPage} />
      </LessonScopeContext.Provider>
    </article>
  );
}
