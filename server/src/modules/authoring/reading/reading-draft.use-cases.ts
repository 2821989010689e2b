import type { AuthoredBiography, AuthoredTimeline } from '@domain/authoring/reading-authoring.responses';
import { biographyDocumentSchema, timelineDocumentSchema } from '@domain/content/reading.schemas';
import type { AppDeps } from '../../../app-deps';
import type { Sql } from '../../../db/database';
import { appError } from '../../../http/app-error';
import { biographyDocumentOf, timelineDocumentOf } from '../../content/publish/publish-reading';
import { publishStateOf } from '../authored-state';
import { lockLiveUnit } from '../unit-authoring.repository';
import {
  liveTimelineOfUnit,
  lockBiography,
  lockTimeline,
  raiseItemVersion,
  readItemVersions,
  unitOfLiveItem,
  type LockedBiography,
  type LockedTimeline,
} from './reading-authoring.repository';

/*
 * Each biography and each timeline is one draft with one version (issue 14; api-spec §7.8), as a
 * lesson's content is (lesson-draft.use-cases.ts): a change names the version its editor loaded, runs
 * in one transaction under the item's lock, raises the version by one and answers the whole item; a
 * stale version changes nothing and answers 409 with the item as it is now.
 */

export const biographyNotFound = () => appError('AUTHORING.BIOGRAPHY_NOT_FOUND');
export const timelineNotFound = () => appError('AUTHORING.TIMELINE_NOT_FOUND');

const now = () => new Date().toISOString();

/** The biography's draft as its builder and preview show it; 404 when it or its unit is removed. */
export async function readAuthoredBiography(sql: Sql, biographyId: number): Promise<AuthoredBiography> {
  const item = await readItemVersions(sql, 'biographies', biographyId);
  const content = item && (await biographyDocumentOf(sql, biographyId));
  if (!item || !content) throw biographyNotFound();
  return {
    id: biographyId,
    unitId: item.unitId,
    version: item.version,
    publishState: publishStateOf(item.version, item.publishedVersion),
    document: biographyDocumentSchema.parse({ ...content, version: item.version, publishedAt: now() }),
  };
}

/** The timeline's draft as its builder and preview show it; 404 when it or its unit is removed. */
export async function readAuthoredTimeline(sql: Sql, timelineId: number): Promise<AuthoredTimeline> {
  const item = await readItemVersions(sql, 'timelines', timelineId);
  const content = item && (await timelineDocumentOf(sql, timelineId));
  if (!item || !content) throw timelineNotFound();
  return {
    id: timelineId,
    unitId: item.unitId,
    version: item.version,
    publishState: publishStateOf(item.version, item.publishedVersion),
    document: timelineDocumentSchema.parse({ ...content, version: item.version, publishedAt: now() }),
  };
}

/** `GET biography/{id}/backup`. */
export function biographyDraft(deps: AppDeps, biographyId: number): Promise<AuthoredBiography> {
  return readAuthoredBiography(deps.db, biographyId);
}

/** `GET timeline/{id}/backup`. */
export function timelineDraft(deps: AppDeps, timelineId: number): Promise<AuthoredTimeline> {
  return readAuthoredTimeline(deps.db, timelineId);
}

/**
 * `GET timeline/unit/{unitId}/backup`: the unit's live timeline draft. The timeline preview's path names
 * the unit only, and previewers who are not builders cannot read the unit builder's details.
 */
export async function timelineDraftOfUnit(deps: AppDeps, unitId: number): Promise<AuthoredTimeline> {
  const timelineId = await liveTimelineOfUnit(deps.db, unitId);
  if (timelineId === null) throw appError('AUTHORING.TIMELINE_NOT_FOUND');
  return readAuthoredTimeline(deps.db, timelineId);
}

/** A live item with its live unit, both locked (units before their items); null when either is gone. */
export async function lockItem<T extends LockedBiography | LockedTimeline>(
  tx: Sql,
  table: 'biographies' | 'timelines',
  id: number,
): Promise<T | null> {
  const unitId = await unitOfLiveItem(tx, table, id);
  if (unitId === null || !(await lockLiveUnit(tx, unitId))) return null;
  const item = table === 'biographies' ? await lockBiography(tx, id) : await lockTimeline(tx, id);
  // Removed, or its unit removed, while this change waited for the locks.
  if (!item || (await unitOfLiveItem(tx, table, id)) !== unitId) return null;
  return item as T;
}

/** Runs `apply` as one change of the biography from `version` (see above); answers the biography after it. */
export function changeBiography(
  deps: AppDeps,
  biographyId: number,
  version: number,
  apply: (tx: Sql, biography: LockedBiography) => Promise<void>,
): Promise<AuthoredBiography> {
  return deps.db.transaction(async (tx) => {
    const biography = await lockItem<LockedBiography>(tx, 'biographies', biographyId);
    if (!biography) throw biographyNotFound();
    if (biography.version !== version) throw appError('AUTHORING.STALE_VERSION', { current: await readAuthoredBiography(tx, biographyId) });
    await apply(tx, biography);
    await raiseItemVersion(tx, 'biographies', biographyId);
    return readAuthoredBiography(tx, biographyId);
  });
}

/**
 * Runs `apply` as one change of the timeline from `version`; answers the timeline after it. `apply`
 * runs before the version is raised, so a refusal it throws (with the timeline as it is now) still
 * shows the version the editor must reload to.
 */
export function changeTimeline(
  deps: AppDeps,
  timelineId: number,
  version: number,
  apply: (tx: Sql, timeline: LockedTimeline) => Promise<void>,
): Promise<AuthoredTimeline> {
  return deps.db.transaction(async (tx) => {
    const timeline = await lockItem<LockedTimeline>(tx, 'timelines', timelineId);
    if (!timeline) throw timelineNotFound();
    if (timeline.version !== version) throw appError('AUTHORING.STALE_VERSION', { current: await readAuthoredTimeline(tx, timelineId) });
    await apply(tx, timeline);
    await raiseItemVersion(tx, 'timelines', timelineId);
    return readAuthoredTimeline(tx, timelineId);
  });
}
