import { lazy, type ReactElement } from 'react';
import { matchPath } from 'react-router-dom';
import NotFoundPage from '../../common/NotFoundPage';
import { CONTRIBUTORS_BUILDER_PATH, OPENER_BUILDER_PATTERN, OVERVIEW_BUILDER_PATTERN, TEACHER_PAGE_BUILDER_PATTERN } from './page-paths';

// Each builder its own chunk, loaded when its path renders (AuthoringScreen's Suspense shows the loader);
// the four previews are small and share one.
const ContributorsBuilderPage = lazy(() => import('./ContributorsBuilderPage').then((m) => ({ default: m.ContributorsBuilderPage })));
const OpenerBuilderPage = lazy(() => import('./OpenerBuilderPage').then((m) => ({ default: m.OpenerBuilderPage })));
const OverviewBuilderPage = lazy(() => import('./OverviewBuilderPage').then((m) => ({ default: m.OverviewBuilderPage })));
const TeacherPageBuilderPage = lazy(() => import('./TeacherPageBuilderPage').then((m) => ({ default: m.TeacherPageBuilderPage })));
const previews = () => import('../preview/PagePreviewPages');
const ContributorsPreviewPage = lazy(() => previews().then((m) => ({ default: m.ContributorsPreviewPage })));
const OpenerPreviewPage = lazy(() => previews().then((m) => ({ default: m.OpenerPreviewPage })));
const OverviewPreviewPage = lazy(() => previews().then((m) => ({ default: m.OverviewPreviewPage })));
const TeacherPagePreviewPage = lazy(() => previews().then((m) => ({ default: m.TeacherPagePreviewPage })));

const PREVIEW = '/back-office/preview-mode';

/** A path's id parameter, or null when it is not an id at all (a generic not-found then, as for an unknown page: never a redirect, §2). */
const idOf = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** The opener, overview, teacher-page or contributors builder a back-office path names; null for any other path. */
export function pageBuilderAt(pathname: string): ReactElement | null {
  if (matchPath(CONTRIBUTORS_BUILDER_PATH, pathname)) return <ContributorsBuilderPage />;
  const opener = matchPath(OPENER_BUILDER_PATTERN, pathname);
  if (opener) {
    const unitId = idOf(opener.params.unitId);
    return unitId ? <OpenerBuilderPage key={unitId} unitId={unitId} /> : <NotFoundPage />;
  }
  const overview = matchPath(OVERVIEW_BUILDER_PATTERN, pathname);
  if (overview) {
    const unitId = idOf(overview.params.unitId);
    return unitId ? <OverviewBuilderPage key={unitId} unitId={unitId} /> : <NotFoundPage />;
  }
  const teacherPage = matchPath(TEACHER_PAGE_BUILDER_PATTERN, pathname);
  if (teacherPage) {
    const teacherPageId = idOf(teacherPage.params.teacherPageId);
    return teacherPageId && idOf(teacherPage.params.unitId) ? <TeacherPageBuilderPage key={teacherPageId} teacherPageId={teacherPageId} /> : <NotFoundPage />;
  }
  return null;
}

/** The opener, overview, teacher-page or contributors preview a preview path names; null for any other path. */
export function pagePreviewAt(pathname: string): ReactElement | null {
  if (matchPath(`${PREVIEW}/contributors-page`, pathname)) return <ContributorsPreviewPage />;
  const opener = matchPath(`${PREVIEW}/opener/:unitId`, pathname);
  if (opener) {
    const unitId = idOf(opener.params.unitId);
    return unitId ? <OpenerPreviewPage key={unitId} unitId={unitId} /> : <NotFoundPage />;
  }
  const overview = matchPath(`${PREVIEW}/overview/:unitId`, pathname);
  if (overview) {
    const unitId = idOf(overview.params.unitId);
    return unitId ? <OverviewPreviewPage key={unitId} unitId={unitId} /> : <NotFoundPage />;
  }
  const teacherPage = matchPath(`${PREVIEW}/teacher-page/:teacherPageId`, pathname);
  if (teacherPage) {
    const teacherPageId = idOf(teacherPage.params.teacherPageId);
    return teacherPageId ? <TeacherPagePreviewPage key={teacherPageId} teacherPageId={teacherPageId} /> : <NotFoundPage />;
  }
  return null;
}
