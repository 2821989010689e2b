import { lazy, type ReactElement } from 'react';
import { generatePath, matchPath } from 'react-router-dom';
import NotFoundPage from '../../common/NotFoundPage';
import { ASSESSMENT_BUILDER_PATTERNS, ASSESSMENT_PREVIEWS } from './assessment-builder-paths';

// Each its own chunk, loaded when its path renders (AuthoringScreen's Suspense shows the loader).
const AssessmentBuilderPage = lazy(() => import('./AssessmentBuilderPage').then((m) => ({ default: m.AssessmentBuilderPage })));
const AssessmentPreviewPage = lazy(() => import('../preview/AssessmentPreviewPage').then((m) => ({ default: m.AssessmentPreviewPage })));

const idOf = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * The assessment builder or preview a back-office path names (issue 15); null for any other path. A
 * path whose ids are not ids at all is a generic not-found (never a redirect, §2).
 */
export function assessmentScreenAt(pathname: string): ReactElement | null {
  for (const pattern of ASSESSMENT_BUILDER_PATTERNS) {
    const match = matchPath(pattern, pathname);
    if (!match) continue;
    const unitId = idOf(match.params.unitId);
    const lessonId = idOf(match.params.lessonId);
    return unitId && lessonId ? <AssessmentBuilderPage key={lessonId} unitId={unitId} lessonId={lessonId} /> : <NotFoundPage />;
  }
  for (const [preview, builder] of ASSESSMENT_PREVIEWS) {
    const match = matchPath(preview, pathname);
    if (!match) continue;
    const lessonId = idOf(match.params.lessonId);
    // `lesson/{lessonId}/assessment` names no unit: the builder's path waits for the draft's.
    const unitId = match.params.unitId === undefined ? undefined : idOf(match.params.unitId);
    if (!lessonId || unitId === null) return <NotFoundPage />;
    const builderPath = (draftUnitId: number) => generatePath(builder, { unitId: String(unitId ?? draftUnitId), lessonId: String(lessonId) });
    return <AssessmentPreviewPage key={lessonId} lessonId={lessonId} builderPath={builderPath} />;
  }
  return null;
}
