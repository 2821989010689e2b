import { matchPath } from 'react-router-dom';
import type { UnitBelongsTo } from '@domain/authoring/authoring.schemas';
import type { UnitView } from '@domain/content/student-content.schemas';
import type { UnitLinks } from '../../learning/unit/unit-links';
import { biographyPreviewPath, timelinePreviewPath } from '../biography-builder/reading-paths';
import { lessonBuilderPath } from '../lesson-builder/lesson-builder-paths';
import { openerPreviewPath, overviewPreviewPath, teacherPagePreviewPath } from '../page-builders/page-paths';
import { storyPreviewPath } from '../story-builder/story-paths';

const PREVIEW = '/back-office/preview-mode';

/** The unit previews (product-spec §2): a literacy (skill) unit's is the skill-unit builder's mirror. */
export const unitPreviewPath = (unit: { readonly id: number; readonly belongsTo: string }) =>
  unit.belongsTo === 'literacy' ? `${PREVIEW}/skillUnitBuilder/${unit.id}` : `${PREVIEW}/unit/${unit.id}`;
export const UNIT_DASHBOARD_PREVIEW_PATH = `${PREVIEW}/unit-dashboard`;
export const timelineEventPreviewPath = (eventId: number) => `${PREVIEW}/time-line-event/${eventId}`;

/** Each lesson builder's preview (product-spec §2: the previews mirror the builders), by the builder's path segment. */
const PREVIEW_OF_BUILDER: Readonly<Record<string, string>> = {
  'lesson-builder': 'unit/:unitId/lesson-builder/:lessonId',
  'lesson-story': 'lesson-story/unit/:unitId/lesson/:lessonId',
  'american-highlights': 'american-highlights/unit/:unitId/lesson/:lessonId',
  'skill-lesson-builder': 'skill-lesson/unit/:unitId/lesson/:lessonId',
  'skill-Unit-lesson-builder': 'skill-unit/unit/:unitId/lesson/:lessonId',
  'mid-unit-assessment-builder': 'mid-unit-assessment/unit/:unitId/lesson/:lessonId',
  'performance-assessment-builder': 'performance-assessment/unit/:unitId/lesson/:lessonId',
  'benchmark-assessment-builder': 'benchmark-assessment/unit/:unitId/lesson/:lessonId',
};

/** The preview of the builder that edits a lesson (lesson-builder-paths.ts decides which builder). */
export function lessonPreviewPathOf(unit: { readonly id: number; readonly belongsTo: string }, lesson: { readonly id: number; readonly lessonTypeId: number }): string {
  const builder = lessonBuilderPath({ id: unit.id, belongsTo: unit.belongsTo as UnitBelongsTo }, lesson).split('/')[2]!;
  return `${PREVIEW}/${PREVIEW_OF_BUILDER[builder]!.replace(':unitId', String(unit.id)).replace(':lessonId', String(lesson.id))}`;
}

/**
 * Where a unit's frame leads inside its preview: each place of the unit to its own preview, the
 * opener lesson to the opener's. The lessons and videos are on the unit preview itself, and the
 * vocabulary has no draft preview (its manager lists the draft's terms): those are shown as words.
 */
export function unitPreviewLinks(unit: Pick<UnitView, 'id' | 'belongsTo' | 'teacherPageId'>): UnitLinks {
  const at = (pattern: string, path: string): Record<string, string | undefined> | undefined => matchPath(`/unit/:unitId/${pattern}`, path)?.params;
  const place = (path: string): string | null => {
    if (at('opener/:openerId', path)) return openerPreviewPath(unit.id);
    if (at('overview', path)) return overviewPreviewPath(unit.id);
    if (at('time-line', path)) return timelinePreviewPath(unit.id);
    if (at('teacher-page', path) && unit.teacherPageId) return teacherPagePreviewPath(unit.teacherPageId);
    const biography = at('biography/:itemId', path)?.itemId;
    if (biography) return biographyPreviewPath(unit.id, Number(biography));
    const story = at('unitstory/:itemId', path)?.itemId;
    if (story) return storyPreviewPath(unit.id, Number(story));
    return null;
  };
  return {
    place,
    lesson: (_unit, lesson) => (lesson.target === 'opener' ? openerPreviewPath(unit.id) : lessonPreviewPathOf(unit, lesson)),
    preview: true,
  };
}
