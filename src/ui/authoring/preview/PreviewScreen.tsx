import { lazy } from 'react';
import { generatePath, matchPath, useLocation } from 'react-router-dom';
import NotFoundPage from '../../common/NotFoundPage';
import { STORY_PREVIEW_PATTERN } from '../story-builder/story-paths';
import { pagePreviewAt } from '../page-builders/page-routes';
import { unitPreviewAt } from './unit-preview-routes';

// Each its own chunk, loaded when its path renders (AuthoringScreen's Suspense shows the loader).
const BiographyPreviewPage = lazy(() => import('./BiographyPreviewPage').then((m) => ({ default: m.BiographyPreviewPage })));
const LessonPreviewPage = lazy(() => import('./LessonPreviewPage').then((m) => ({ default: m.LessonPreviewPage })));
const StoryPreviewPage = lazy(() => import('./StoryPreviewPage').then((m) => ({ default: m.StoryPreviewPage })));
const TimelinePreviewPage = lazy(() => import('./TimelinePreviewPage').then((m) => ({ default: m.TimelinePreviewPage })));

const PREVIEW = '/back-office/preview-mode';

/**
 * The lesson previews and the builder each mirrors. The district teachers' `unitPreview` path is the
 * lesson builder's preview (the seed's stray backtick is read as a defect, docs/decisions.md).
 */
const LESSON_PREVIEWS: ReadonlyArray<readonly [preview: string, builder: string]> = [
  [`${PREVIEW}/unit/:unitId/lesson-builder/:lessonId`, '/back-office/lesson-builder/unit/:unitId/lesson/:lessonId'],
  [`${PREVIEW}/unitPreview/:unitId/lesson-builder/:lessonId`, '/back-office/lesson-builder/unit/:unitId/lesson/:lessonId'],
  [`${PREVIEW}/skill-lesson/unit/:unitId/lesson/:lessonId`, '/back-office/skill-lesson-builder/unit/:unitId/lesson/:lessonId'],
  [`${PREVIEW}/skill-unit/unit/:unitId/lesson/:lessonId`, '/back-office/skill-Unit-lesson-builder/unit/:unitId/lesson/:lessonId'],
  [`${PREVIEW}/lesson-story/unit/:unitId/lesson/:lessonId`, '/back-office/lesson-story/unit/:unitId/lesson/:lessonId'],
  [`${PREVIEW}/american-highlights/unit/:unitId/lesson/:lessonId`, '/back-office/american-highlights/unit/:unitId/lesson/:lessonId'],
];

const isId = (value: number) => Number.isInteger(value) && value > 0;

/**
 * `/back-office/preview-mode/...`: a lesson preview shows the lesson's draft; the unit, page, reading
 * and story previews theirs (the assessment and benchmark previews are routed before this screen).
 */
export function PreviewScreen() {
  const { pathname } = useLocation();
  for (const [preview, builder] of LESSON_PREVIEWS) {
    const match = matchPath(preview, pathname);
    if (!match) continue;
    const unitId = Number(match.params.unitId);
    const lessonId = Number(match.params.lessonId);
    // Not ids at all: a generic not-found, as for a lesson that does not exist (never a redirect, §2).
    if (!isId(unitId) || !isId(lessonId)) return <NotFoundPage />;
    const builderPath = generatePath(builder, { unitId: String(unitId), lessonId: String(lessonId) });
    return <LessonPreviewPage key={lessonId} lessonId={lessonId} builderPath={builderPath} />;
  }
  const biography = matchPath(`${PREVIEW}/biography/unit/:unitId/biography/:biographyId`, pathname);
  if (biography) {
    const unitId = Number(biography.params.unitId);
    const biographyId = Number(biography.params.biographyId);
    if (!isId(unitId) || !isId(biographyId)) return <NotFoundPage />;
    return <BiographyPreviewPage key={biographyId} unitId={unitId} biographyId={biographyId} />;
  }
  const timeline = matchPath(`${PREVIEW}/time-line/unit/:unitId`, pathname);
  if (timeline) {
    const unitId = Number(timeline.params.unitId);
    return isId(unitId) ? <TimelinePreviewPage key={unitId} unitId={unitId} /> : <NotFoundPage />;
  }
  const story = matchPath(STORY_PREVIEW_PATTERN, pathname);
  if (story) {
    const unitId = Number(story.params.unitId);
    const storyId = Number(story.params.unitstoryId);
    return isId(unitId) && isId(storyId) ? <StoryPreviewPage key={storyId} unitId={unitId} storyId={storyId} /> : <NotFoundPage />;
  }
  const page = pagePreviewAt(pathname);
  if (page) return page;
  const unitPreview = unitPreviewAt(pathname);
  if (unitPreview) return unitPreview;
  return <NotFoundPage />;
}
