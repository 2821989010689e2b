import type { AuthoredOpener } from '@domain/authoring/page-authoring.responses';
import { ownVideoIdOf, type SaveOpenerBody } from '@domain/authoring/page-authoring.schemas';
import { openerDocumentSchema } from '@domain/content/unit.schemas';
import type { AppDeps } from '../../../app-deps';
import type { Sql } from '../../../db/database';
import { appError } from '../../../http/app-error';
import { insertOpener, insertHotspot } from '../../content/draft/unit-draft.repository';
import { openerDocumentOf } from '../../content/publish/publish-pages';
import { mediaKindsOf, saveAudio, saveText } from '../lesson-content/content-values.repository';
import { checkMedia } from '../lesson-content/lesson-draft.use-cases';
import { lockOpener, readUnitPageVersions, writeOpener, type LockedOpener } from './page-authoring.repository';
import { changeUnitPage, createUnitPage, draftOf, unitPageDraft, type UnitPageKind } from './page-draft.use-cases';
import { replaceList } from './page-list';
import { deleteRows, hotspotsOf, updateHotspot } from './page-rows.repository';

/*
 * The opener builder (issue 14; api-spec §7.4; product-spec §3 Opener): background, opener background
 * and thumbnail images, title background colour, colour, video, narration, embedded link, story,
 * highlight and hotspots (where on the background, in percent, and what each says).
 */

/** The opener's draft as its builder and preview show it; 404 when it is unknown or its unit removed. */
async function readAuthoredOpener(sql: Sql, openerId: number): Promise<AuthoredOpener> {
  const page = await readUnitPageVersions(sql, 'unit_openers', openerId);
  const content = page && (await openerDocumentOf(sql, openerId));
  if (!page || !content) throw appError('AUTHORING.OPENER_NOT_FOUND');
  return { id: openerId, unitId: page.unitId, ...draftOf(openerDocumentSchema, page, content) };
}

const OPENER: UnitPageKind<LockedOpener, AuthoredOpener> = {
  table: 'unit_openers',
  notFound: 'AUTHORING.OPENER_NOT_FOUND',
  exists: 'AUTHORING.OPENER_EXISTS',
  lock: lockOpener,
  read: readAuthoredOpener,
};

/** `POST unitopener`: the unit's opener, every field empty. */
export function createOpener(deps: AppDeps, unitId: number): Promise<AuthoredOpener> {
  return createUnitPage(deps, OPENER, unitId, (tx) =>
    insertOpener(tx, {
      unitId,
      backgroundImageId: null,
      openerBackgroundImageId: null,
      thumbnailImageId: null,
      titleBackgroundColor: null,
      color: null,
      videoUrl: null,
      audioId: null,
      embeddedLink: null,
      storyId: null,
      highlightId: null,
    }),
  );
}

/** `GET unitopener/{id}/backup`. */
export const openerDraft = (deps: AppDeps, openerId: number): Promise<AuthoredOpener> => readAuthoredOpener(deps.db, openerId);

/** `GET unitopener/unit/{unitId}/backup`: the opener preview's path names the unit only. */
export const openerDraftOfUnit = (deps: AppDeps, unitId: number): Promise<AuthoredOpener> => unitPageDraft(deps, OPENER, unitId);

/** Images, narration and one of the course's own videos must be assets of their kind (400 MEDIA_MISMATCH otherwise). */
async function checkOpenerMedia(tx: Sql, body: SaveOpenerBody): Promise<void> {
  await checkMedia(tx, { audio: [body.audio] });
  for (const image of [body.backgroundImageId, body.openerBackgroundImageId, body.thumbnailImageId]) {
    if (image !== null) await checkMedia(tx, { image });
  }
  const videoId = body.videoUrl === null ? null : ownVideoIdOf(body.videoUrl);
  if (videoId !== null && (await mediaKindsOf(tx, [videoId])).get(videoId) !== 'video') throw appError('AUTHORING.MEDIA_MISMATCH');
}

/** `PUT unitopener/{id}`: every field and the hotspots, in the order given. */
export function saveOpener(deps: AppDeps, openerId: number, body: SaveOpenerBody): Promise<AuthoredOpener> {
  return changeUnitPage(deps, OPENER, openerId, body.version, async (tx, opener) => {
    await checkOpenerMedia(tx, body);
    await replaceList('hotspots', await hotspotsOf(tx, openerId), body.hotspots, {
      update: async (row, h, order) => {
        await saveText(tx, row.labelId, h.label, 'plain');
        await updateHotspot(tx, row.id, { order, x: h.xPercent, y: h.yPercent, textId: await saveText(tx, row.textId, h.text, 'rich') });
      },
      insert: async (h, order) => {
        const labelId = (await saveText(tx, null, h.label, 'plain'))!;
        await insertHotspot(tx, openerId, order, h.xPercent, h.yPercent, labelId, await saveText(tx, null, h.text, 'rich'));
      },
      remove: (ids) => deleteRows(tx, 'opener_hotspots', ids),
    });
    await writeOpener(tx, openerId, {
      backgroundImageId: body.backgroundImageId,
      openerBackgroundImageId: body.openerBackgroundImageId,
      thumbnailImageId: body.thumbnailImageId,
      titleBackgroundColor: body.titleBackgroundColor,
      color: body.color,
      videoUrl: body.videoUrl,
      audioId: await saveAudio(tx, opener.audioId, body.audio),
      embeddedLink: body.unitOpenerEmbededLink,
      storyId: await saveText(tx, opener.storyId, body.story, 'rich'),
      highlightId: await saveText(tx, opener.highlightId, body.highlight, 'rich'),
    });
  });
}
