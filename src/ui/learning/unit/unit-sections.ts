import type { UnitView } from '@domain/content/student-content.schemas';
import { lessonPath } from '../common/lesson-path';

/** One link of the unit sub-navigation bar. */
export interface UnitSection {
  readonly key: 'opener' | 'overview' | 'lessons' | 'timeline' | 'videos' | 'vocabulary' | 'biographies' | 'stories' | 'teacherPage';
  readonly labelKey: string;
  readonly to: string;
  /** Paths under this prefix count as being in the section (aria-current). */
  readonly prefix: string;
}

/** The sections a unit has (only those `unit/{id}` says exist), in the bar's order. */
export function unitSections(unit: UnitView): UnitSection[] {
  const base = `/unit/${unit.id}`;
  const sections: UnitSection[] = [];
  const add = (key: UnitSection['key'], labelKey: string, to: string, prefix = to) => sections.push({ key, labelKey, to, prefix });
  if (unit.openerId) add('opener', 'navOpener', `${base}/opener/${unit.openerId}`, `${base}/opener/`);
  if (unit.overview.intro || unit.overview.blurbs.length > 0) add('overview', 'navOverview', `${base}/overview`);
  if (unit.lessons.length > 0) add('lessons', 'navLessons', `${base}/lessons`);
  if (unit.timelineId) add('timeline', 'navTimeline', `${base}/time-line`);
  if (unit.videos.length > 0) add('videos', 'navVideos', `${base}/videos`);
  if (unit.vocabularyCount.en + unit.vocabularyCount.es > 0) add('vocabulary', 'navVocabulary', `${base}/vocabulary`);
  const [firstBiography] = [...unit.biographies].sort((a, b) => a.order - b.order);
  if (firstBiography) add('biographies', 'navBiographies', `${base}/biography/${firstBiography.id}`, `${base}/biography/`);
  const [firstStory] = [...unit.unitStories].sort((a, b) => a.order - b.order);
  if (firstStory) add('stories', 'navStories', `${base}/unitstory/${firstStory.id}`, `${base}/unitstory/`);
  if (unit.teacherPageId) add('teacherPage', 'navTeacherPage', `${base}/teacher-page`);
  return sections;
}

/** Whether `pathname` is inside a section. */
export function isInSection(section: UnitSection, pathname: string): boolean {
  return pathname === section.to || pathname.startsWith(section.prefix);
}

/**
 * Where `/unit/:unitId` lands: the opener when there is one, else the overview when it has content,
 * else the first lesson (literacy and benchmark units), else the lessons list.
 */
export function unitLandingPath(unit: UnitView): string {
  if (unit.openerId) return `/unit/${unit.id}/opener/${unit.openerId}`;
  if (unit.overview.intro || unit.overview.blurbs.length > 0) return `/unit/${unit.id}/overview`;
  const [first] = [...unit.lessons].sort((a, b) => a.order - b.order);
  return first ? lessonPath(unit.id, first, unit.openerId) : `/unit/${unit.id}/lessons`;
}
