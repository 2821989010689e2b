import { lazy, type ReactElement } from 'react';
import { matchPath } from 'react-router-dom';
import NotFoundPage from '../../common/NotFoundPage';

// Each its own chunk, loaded when its path renders (AuthoringScreen's Suspense shows the loader).
const TimelineEventPreviewPage = lazy(() => import('./TimelineEventPreviewPage').then((m) => ({ default: m.TimelineEventPreviewPage })));
const unitPreviews = () => import('./UnitPreviewPages');
const UnitPreviewPage = lazy(() => unitPreviews().then((m) => ({ default: m.UnitPreviewPage })));
const UnitDashboardPreviewPage = lazy(() => unitPreviews().then((m) => ({ default: m.UnitDashboardPreviewPage })));

const PREVIEW = '/back-office/preview-mode';

/** The unit previews and the builder each mirrors (product-spec §2): a literacy unit's is the skill-unit builder's. */
const UNIT_PREVIEWS: ReadonlyArray<readonly [preview: string, builder: string]> = [
  [`${PREVIEW}/unit/:unitId`, '/back-office/unit-builder/unit/'],
  [`${PREVIEW}/skillUnitBuilder/:unitId`, '/back-office/skill-lesson-unit-builder/unit/'],
];

const idOf = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * The unit, skill-unit, unit-dashboard or timeline-event preview a preview path names; null for any
 * other path. A path whose id is not an id at all is a generic not-found (never a redirect, §2).
 */
export function unitPreviewAt(pathname: string): ReactElement | null {
  for (const [preview, builder] of UNIT_PREVIEWS) {
    const match = matchPath(preview, pathname);
    if (!match) continue;
    const unitId = idOf(match.params.unitId);
    return unitId ? <UnitPreviewPage key={unitId} unitId={unitId} builderPath={`${builder}${unitId}`} /> : <NotFoundPage />;
  }
  if (matchPath(`${PREVIEW}/unit-dashboard`, pathname)) return <UnitDashboardPreviewPage />;
  const event = matchPath(`${PREVIEW}/time-line-event/:blurbId`, pathname);
  if (event) {
    const eventId = idOf(event.params.blurbId);
    return eventId ? <TimelineEventPreviewPage eventId={eventId} /> : <NotFoundPage />;
  }
  return null;
}
