import { matchPath, useLocation } from 'react-router-dom';
import NotFoundPage from '../common/NotFoundPage';
import { registerLocaleBundle } from '../i18n/bundle-registry';
import { management } from '../i18n/locales/management';
import { authoringStrings } from './authoring.locale';
import { BuilderNotBuilt } from './BuilderNotBuilt';
import { CourseDashboardBuilder } from './CourseDashboardBuilder';
import { LESSON_BUILDER_PATTERNS } from './lesson-builder/lesson-builder-paths';
import { LessonBuilderPage } from './lesson-builder/LessonBuilderPage';
import { PreviewScreen } from './preview/PreviewScreen';
import { UnitBuilderPage } from './UnitBuilderPage';

registerLocaleBundle(management, authoringStrings);

const UNIT_BUILDERS = ['/back-office/unit-builder/unit/:unitId', '/back-office/skill-lesson-unit-builder/unit/:unitId'];

/** Which later-slice builder a back-office path names (its first segment), for the not-built page. */
const LATER_BUILDERS: ReadonlyArray<[RegExp, string]> = [
  [/^\/back-office\/story-builder\//, 'story'],
  [/^\/back-office\/biography-builder\//, 'biography'],
  [/^\/back-office\/opener-builder\//, 'opener'],
  [/^\/back-office\/time-line-builder\//, 'timeline'],
  [/^\/back-office\/vocabulary-manager\//, 'vocabulary'],
  [/^\/back-office\/(assessment-builder|mid-unit-assessment-builder|performance-assessment-builder|benchmark-assessment-builder)\//, 'assessment'],
  [/^\/back-office\/teacher-page-builder\//, 'teacherPage'],
  [/^\/back-office\/contributors-page-builder/, 'contributors'],
  [/^\/back-office\/sample/, 'sample'],
];

/**
 * The back office's screens by path (issue 14, first slice): the course dashboard, the unit builder,
 * and for every other builder or preview path an honest page saying it is not built yet.
 */
export function AuthoringScreen() {
  const { pathname } = useLocation();
  if (pathname.startsWith('/back-office/preview-mode/')) return <PreviewScreen />;
  if (matchPath('/back-office/dashboard-builder', pathname)) return <CourseDashboardBuilder />;
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
  const builder = LATER_BUILDERS.find(([pattern]) => pattern.test(pathname))?.[1] ?? 'sample';
  return <BuilderNotBuilt builder={builder} />;
}
