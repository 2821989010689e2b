import type { OpenerDocument, UnitDocument } from '@domain/content/unit.schemas';
import type {
  BiographyDocument,
  ContributorsDocument,
  TeacherPageDocument,
  TimelineDocument,
  TimelineEvent,
  UnitStoryDocument,
  VocabularyDocument,
} from '@domain/content/reading.schemas';
import { LessonTypeId, VocabularyLanguageCode } from '@domain/shared/constants';
import type { AuthUser } from '../auth/auth-user';
import { contentNotFound, type ContentKind } from './content-not-found';
import type { AppDeps } from '../../app-deps';
import { changesProgress, recordLessonOpened } from './lesson-progress.use-cases';
import { openUnit } from './unit-access';
import { findContributorsSnapshotId, type SnapshotKind } from '../content/publish/snapshot.repository';

/** A published item of a unit the viewer may open: 404 when missing, 403 UNIT.LOCKED when its unit is locked. */
async function unitItem<T extends { unitId: number }>(deps: AppDeps, viewer: AuthUser, kind: SnapshotKind, notFoundKind: ContentKind, id: number) {
  const item = await deps.content.get<T>(kind, id);
  if (!item) throw contentNotFound(notFoundKind);
  const units = await deps.content.units();
  if (!units.some((u) => u.id === item.unitId)) throw contentNotFound(notFoundKind);
  await openUnit(deps, viewer, item.unitId);
  return item;
}

/**
 * unitopener/{id}: the opener. Viewing it completes the unit's opener lesson (type 1) for a student
 * (product-spec §4), with the same rule the lesson call applies.
 */
export async function getOpener(deps: AppDeps, viewer: AuthUser, openerId: number): Promise<OpenerDocument> {
  const opener = await unitItem<OpenerDocument>(deps, viewer, 'opener', 'OPENER', openerId);
  if (changesProgress(viewer)) {
    const unit = (await deps.content.units()).find((u) => u.id === opener.unitId)!;
    const openerLessons = unit.lessons.filter((l) => l.lessonTypeId === LessonTypeId.Overview);
    for (const lesson of openerLessons) await recordLessonOpened(deps, viewer, viewer.id, lesson);
  }
  return opener;
}

export const getBiography = (deps: AppDeps, viewer: AuthUser, id: number) =>
  unitItem<BiographyDocument>(deps, viewer, 'biography', 'BIOGRAPHY', id);

export const getUnitStory = (deps: AppDeps, viewer: AuthUser, id: number) => unitItem<UnitStoryDocument>(deps, viewer, 'story', 'STORY', id);

export const getTimelineEvent = (deps: AppDeps, viewer: AuthUser, id: number) =>
  unitItem<TimelineEvent>(deps, viewer, 'timeline-event', 'TIMELINE_EVENT', id);

export const getSkillsPage = (deps: AppDeps, viewer: AuthUser, id: number) =>
  unitItem<TeacherPageDocument>(deps, viewer, 'teacher-page', 'TEACHER_PAGE', id);

/** timeline/{unitId}: the unit's published timeline. */
export async function getTimeline(deps: AppDeps, viewer: AuthUser, unitId: number): Promise<TimelineDocument> {
  const unit = await openUnit(deps, viewer, unitId);
  const timeline = unit.timelineId ? await deps.content.get<TimelineDocument>('timeline', unit.timelineId) : null;
  if (!timeline) throw contentNotFound('TIMELINE');
  return timeline;
}

/** {unitId}/biography and {unitId}/unitstory: the unit's published lists. */
export async function listUnitLinks(deps: AppDeps, viewer: AuthUser, unitId: number, which: 'biographies' | 'unitStories') {
  const unit: UnitDocument = await openUnit(deps, viewer, unitId);
  return unit[which];
}

/** {unitId}/video: the unit's videos. */
export async function listVideos(deps: AppDeps, viewer: AuthUser, unitId: number) {
  return (await openUnit(deps, viewer, unitId)).videos;
}

/** {unitId}/vocabulary (?language=1|0): the unit's glossary, optionally one language. */
export async function listVocabulary(deps: AppDeps, viewer: AuthUser, unitId: number, language?: 0 | 1) {
  await openUnit(deps, viewer, unitId);
  const doc = await deps.content.get<VocabularyDocument>('vocabulary', unitId);
  const terms = doc?.terms ?? [];
  return language === undefined ? terms : terms.filter((t) => t.language === (language === 1 ? VocabularyLanguageCode.English : VocabularyLanguageCode.Spanish));
}

/** contributors: the course's contributors page. */
export async function getContributors(deps: AppDeps): Promise<ContributorsDocument> {
  const id = await findContributorsSnapshotId(deps.db);
  const doc = id === null ? null : await deps.content.get<ContributorsDocument>('contributors', id);
  if (!doc) throw contentNotFound('CONTRIBUTORS');
  return doc;
}
