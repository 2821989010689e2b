import { lazy, Suspense, type ReactElement } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import NotFoundPage from '../common/NotFoundPage';
import { PartLoader } from '../common/PartLoader';
import { registerLocaleBundle } from '../i18n/bundle-registry';
import { authoringStrings } from './authoring.locale';
import { BIOGRAPHY_BUILDER_PATTERN, TIMELINE_BUILDER_PATTERN } from './biography-builder/reading-paths';
import { authoringMessageStrings } from './authoring-messages.locale';
import { assessmentScreenAt } from './assessment-builder/assessment-routes';
import { benchmarkScreenAt } from './benchmark-builder/benchmark-routes';
import { LESSON_BUILDER_PATTERNS } from './lesson-builder/lesson-builder-paths';
import { pageBuilderAt } from './page-builders/page-routes';
import { PreviewScreen } from './preview/PreviewScreen';
import { STORY_BUILDER_PATTERN } from './story-builder/story-paths';
import { glossaryLanguageOf, VOCABULARY_MANAGER_PATTERN } from './vocabulary-manager/vocabulary-paths';

registerLocaleBundle(authoringStrings, authoringMessageStrings);

/*
 * Every builder and preview is its own chunk, loaded when its path renders: a creator opening one
 * builder does not download the others (nor the rich-text editor and dnd-kit they bring). The bench
 * (bench/bundle/route-bundles.mjs) counts a route's own chunk as part of its first load.
 */
const CourseDashboardBuilder = lazy(() => import('./CourseDashboardBuilder').then((m) => ({ default: m.CourseDashboardBuilder })));
const ComponentSamplesPage = lazy(() => import('./samples/ComponentSamplesPage').then((m) => ({ default: m.ComponentSamplesPage })));
const UnitBuilderPage = lazy(() => import('./UnitBuilderPage').then((m) => ({ default: m.UnitBuilderPage })));
const LessonBuilderPage = lazy(() => import('./lesson-builder/LessonBuilderPage').then((m) => ({ default: m.LessonBuilderPage })));
const BiographyBuilderPage = lazy(() => import('./biography-builder/BiographyBuilderPage').then((m) => ({ default: m.BiographyBuilderPage })));
const TimelineBuilderPage = lazy(() => import('./timeline-builder/TimelineBuilderPage').then((m) => ({ default: m.TimelineBuilderPage })));
const StoryBuilderPage = lazy(() => import('./story-builder/StoryBuilderPage').then((m) => ({ default: m.StoryBuilderPage })));
const VocabularyManagerPage = lazy(() => import('./vocabulary-manager/VocabularyManagerPage').then((m) => ({ default: m.VocabularyManagerPage })));

const UNIT_BUILDERS = ['/back-office/unit-builder/unit/:unitId', '/back-office/skill-lesson-unit-builder/unit/:unitId'];

const isId = (value: number) => Number.isInteger(value) && value > 0;

/**
 * The back office's screens by path (issues 14 and 15): every builder of product-spec §2 and its
 * preview; a path that names no builder is a generic not-found. The labelled loader shows while the
 * screen's chunk arrives.
 */
export function AuthoringScreen() {
  const { pathname } = useLocation();
  return <Suspense fallback={<PartLoader />}>{screenAt(pathname)}</Suspense>;
}

function screenAt(pathname: string): ReactElement {
  // The benchmark builder and its preview (issue 15), before the other previews.
  const benchmark = benchmarkScreenAt(pathname);
  if (benchmark) return benchmark;
  // The assessment builders and their previews (issue 15), before the other previews.
  const assessment = assessmentScreenAt(pathname);
  if (assessment) return assessment;
  if (pathname.startsWith('/back-office/preview-mode/')) return <PreviewScreen />;
  if (matchPath('/back-office/dashboard-builder', pathname)) return <CourseDashboardBuilder />;
  if (matchPath('/back-office/sample', pathname)) return <ComponentSamplesPage />;
  for (const pattern of UNIT_BUILDERS) {
    const match = matchPath(pattern, pathname);
    const unitId = Number(match?.params.unitId);
    if (!match) continue;
    // Not a unit id at all: a generic not-found, as for a unit that does not exist (never a redirect, §2).
    return Number.isInteger(unitId) && unitId > 0 ? <UnitBuilderPage key={unitId} unitId={unitId} /> : <NotFoundPage />;
  }
  for (const pattern of LESSON_BUILDER_PATTERNS) {
    const match = matchPath(pattern, pathname);
    const lessonId = Number(match?.params.lessonId);
    if (!match) continue;
    return Number.isInteger(lessonId) && lessonId > 0 ? <LessonBuilderPage key={lessonId} lessonId={lessonId} /> : <NotFoundPage />;
  }
  const biography = matchPath(BIOGRAPHY_BUILDER_PATTERN, pathname);
  if (biography) {
    const biographyId = Number(biography.params.biographyId);
    return isId(Number(biography.params.unitId)) && isId(biographyId) ? <BiographyBuilderPage key={biographyId} biographyId={biographyId} /> : <NotFoundPage />;
  }
  const timeline = matchPath(TIMELINE_BUILDER_PATTERN, pathname);
  if (timeline) {
    const unitId = Number(timeline.params.unitId);
    return isId(unitId) ? <TimelineBuilderPage key={unitId} unitId={unitId} /> : <NotFoundPage />;
  }
  const story = matchPath(STORY_BUILDER_PATTERN, pathname);
  if (story) {
    const storyId = Number(story.params.unitstoryId);
    return isId(Number(story.params.unitId)) && isId(storyId) ? <StoryBuilderPage key={storyId} storyId={storyId} /> : <NotFoundPage />;
  }
  const vocabulary = matchPath(VOCABULARY_MANAGER_PATTERN, pathname);
  if (vocabulary) {
    const unitId = Number(vocabulary.params.unitId);
    const language = glossaryLanguageOf(vocabulary.params.language);
    // Only `en-us` and `es-us` name a glossary; anything else is a generic not-found (never a redirect, §2).
    return isId(unitId) && language ? <VocabularyManagerPage key={`${unitId}-${language}`} unitId={unitId} language={language} /> : <NotFoundPage />;
  }
  const pageBuilder = pageBuilderAt(pathname);
  if (pageBuilder) return pageBuilder;
  return <NotFoundPage />;
}
