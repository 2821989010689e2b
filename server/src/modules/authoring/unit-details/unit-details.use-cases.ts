import type { AuthoredUnitDraft } from '@domain/authoring/unit-details.responses';
import type { SaveUnitDetailsBody, UnitVideoFields } from '@domain/authoring/unit-details.schemas';
import { ownVideoIdOf } from '@domain/authoring/page-authoring.schemas';
import { unitDocumentSchema } from '@domain/content/unit.schemas';
import type { AppDeps } from '../../../app-deps';
import type { Sql } from '../../../db/database';
import { appError } from '../../../http/app-error';
import { insertVideo } from '../../content/draft/unit-draft.repository';
import { unitDocumentOf } from '../../content/publish/publish-unit';
import { liveUnitIds } from '../../content/publish/unit-source.repository';
import { readUnitDraft } from '../authored-state.repository';
import { mediaKindsOf, saveAudio, saveText } from '../lesson-content/content-values.repository';
import { checkMedia } from '../lesson-content/lesson-draft.use-cases';
import { draftOf } from '../pages/page-draft.use-cases';
import { replaceList } from '../pages/page-list';
import { lockLiveUnit, raiseUnitVersionFrom } from '../unit-authoring.repository';
import { liveVideosOf, markVideosRemoved, setUnitDetails, unitDetailIdsOf, updateVideo } from './unit-details.repository';

/*
 * The unit builder's details and the unit's draft (issue 14; api-spec §7.4 `PUT unit/{id}`,
 * `GET unit/{id}/backup`, `GET units/backups`). The description, its narration, the thumbnail and the
 * videos are part of the unit's draft: a save names the unit's draft version and raises it (409 with
 * the unit's draft as it is now when stale), in one transaction; students see the change with the
 * next unit or course publish. The unit's draft is the document such a publish would write now, built
 * by the same code as the publish (`unitDocumentOf`), so the unit previews show exactly that.
 */

const unitNotFound = () => appError('AUTHORING.UNIT_NOT_FOUND');

/** The unit's draft state and document; 404 when the unit is removed or unknown. */
export async function readUnitDraftDocument(sql: Sql, unitId: number): Promise<AuthoredUnitDraft> {
  const unit = await readUnitDraft(sql, unitId);
  const content = unit && (await unitDocumentOf(sql, unitId, 'drafts'));
  if (!unit || !content) throw unitNotFound();
  return { id: unitId, ...draftOf(unitDocumentSchema, unit, content) };
}

/** `GET unit/{id}/backup`: never touches anything a student has. */
export const unitDraft = (deps: AppDeps, unitId: number): Promise<AuthoredUnitDraft> => readUnitDraftDocument(deps.db, unitId);

/** `GET units/backups`: every live unit's draft in course order (the unit dashboard's preview). */
export async function unitDrafts(deps: AppDeps): Promise<AuthoredUnitDraft[]> {
  const drafts: AuthoredUnitDraft[] = [];
  for (const unitId of await liveUnitIds(deps.db)) drafts.push(await readUnitDraftDocument(deps.db, unitId));
  return drafts;
}

/**
 * Narration, the thumbnail and the videos' posters must be uploaded assets of their kind, and a
 * course video address must name one of the course's videos (400 MEDIA_MISMATCH otherwise).
 */
async function checkDetailMedia(tx: Sql, body: SaveUnitDetailsBody): Promise<void> {
  if (body.descriptionAudio !== undefined) await checkMedia(tx, { audio: [body.descriptionAudio] });
  const images = [body.thumbnailImageId, ...(body.videos ?? []).map((v) => v.thumbnailImageId)];
  for (const image of images) if (image !== undefined && image !== null) await checkMedia(tx, { image });
  const ownVideos = (body.videos ?? []).map((v) => ownVideoIdOf(v.videoUrl)).filter((id): id is number => id !== null);
  const kinds = await mediaKindsOf(tx, ownVideos);
  if (ownVideos.some((id) => kinds.get(id) !== 'video')) throw appError('AUTHORING.MEDIA_MISMATCH');
}

/** Makes the unit's live videos the list sent (page-list.ts: ids of this unit's videos only; order from 1). */
async function saveVideos(tx: Sql, unitId: number, videos: readonly UnitVideoFields[]): Promise<void> {
  const columns = async (video: UnitVideoFields, order: number, descriptionId: number | null) => ({
    order,
    descriptionId: await saveText(tx, descriptionId, video.description, 'rich'),
    videoUrl: video.videoUrl,
    thumbnailImageId: video.thumbnailImageId,
  });
  await replaceList('videos', await liveVideosOf(tx, unitId), videos, {
    update: async (row, video, order) => {
      await saveText(tx, row.titleId, video.title, 'plain');
      await updateVideo(tx, row.id, await columns(video, order, row.descriptionId));
    },
    insert: async (video, order) => {
      const v = await columns(video, order, null);
      await insertVideo(tx, unitId, order, (await saveText(tx, null, video.title, 'plain'))!, v.descriptionId, v.videoUrl, v.thumbnailImageId);
    },
    remove: (ids) => markVideosRemoved(tx, ids),
  });
}

/**
 * `PUT unit/{id}`: the description (rich text, sanitised), its narration, the thumbnail and the videos
 * the body sends (the others stay); answers the unit's draft one version on.
 */
export function saveUnitDetails(deps: AppDeps, unitId: number, body: SaveUnitDetailsBody): Promise<AuthoredUnitDraft> {
  return deps.db.transaction(async (tx) => {
    if (!(await lockLiveUnit(tx, unitId))) throw unitNotFound();
    if (!(await raiseUnitVersionFrom(tx, unitId, body.version))) throw appError('AUTHORING.STALE_VERSION', { current: await readUnitDraftDocument(tx, unitId) });
    await checkDetailMedia(tx, body);
    const ids = (await unitDetailIdsOf(tx, unitId))!;
    await setUnitDetails(tx, unitId, {
      descriptionId: body.description === undefined ? undefined : await saveText(tx, ids.descriptionId, body.description, 'rich'),
      descriptionAudioId: body.descriptionAudio === undefined ? undefined : await saveAudio(tx, ids.descriptionAudioId, body.descriptionAudio),
      thumbnailImageId: body.thumbnailImageId,
    });
    if (body.videos) await saveVideos(tx, unitId, body.videos);
    return readUnitDraftDocument(tx, unitId);
  });
}
