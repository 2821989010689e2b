import type { ComponentDraft } from '@domain/authoring/story-authoring.responses';
import type { CreateImageDetailsBody, MoveRoutePointBody, UpdateImageDetailsBody, UpdateRoutePointBody } from '@domain/authoring/lesson-content.schemas';
import type { AppDeps } from '../../../app-deps';
import { appError } from '../../../http/app-error';
import { insertImageDetails, insertRoutePoint } from '../../content/draft/component-draft.repository';
import { saveAudio, saveText, updatePart } from './content-values.repository';
import { deletePart, orderedIds, readImageDetailsRow, readParagraphRow, readRoutePointRow, writeOrder, type OrderedList } from './lesson-content.repository';
import { changeDraft, checkMedia, movedTo, notFound } from './lesson-draft.use-cases';

/*
 * Route points (interactive maps and global connections, numbered from 1) and image details (on a
 * paragraph or on a route point, ordered from 1) in the lesson and story builders (issue 14; api-spec §7.7).
 */

const ROUTE_POINTS: OrderedList = { table: 'route_points', owner: 'paragraph_id' };
const MAP_TYPES: readonly string[] = ['interactive-map', 'global-connections'];
const imagesOf = (onParagraph: boolean): OrderedList => ({ table: 'image_details', owner: onParagraph ? 'paragraph_id' : 'route_point_id' });

/** `POST component/paragraph/{id}/route`: a route point numbered after the paragraph's last. */
export function addRoutePoint(deps: AppDeps, paragraphId: number, version: number): Promise<ComponentDraft> {
  return changeDraft(deps, { kind: 'paragraph', id: paragraphId }, version, async (tx) => {
    const paragraph = await readParagraphRow(tx, paragraphId);
    if (!paragraph) throw notFound('paragraph');
    if (!MAP_TYPES.includes(paragraph.componentType)) throw appError('AUTHORING.NO_ROUTE_POINTS');
    const ids = await orderedIds(tx, ROUTE_POINTS, paragraphId);
    await insertRoutePoint(tx, paragraphId, ids.length + 1, null, null);
  });
}

/** `PUT component/paragraph/route/{id}`: the point's text and narration. */
export function saveRoutePoint(deps: AppDeps, routePointId: number, body: UpdateRoutePointBody): Promise<ComponentDraft> {
  return changeDraft(deps, { kind: 'routePoint', id: routePointId }, body.version, async (tx) => {
    const row = await readRoutePointRow(tx, routePointId);
    if (!row) throw notFound('routePoint');
    if (body.audio) await checkMedia(tx, { audio: [body.audio] });
    await updatePart(tx, 'route_points', routePointId, {
      content_id: await saveText(tx, row.contentId, body.content, 'rich'),
      audio_id: await saveAudio(tx, row.audioId, body.audio),
    });
  });
}

/** `PATCH component/paragraph/route/{id}/order`: moves the point to `number`; the points renumber from 1. */
export function moveRoutePoint(deps: AppDeps, routePointId: number, body: MoveRoutePointBody): Promise<ComponentDraft> {
  return changeDraft(deps, { kind: 'routePoint', id: routePointId }, body.version, async (tx) => {
    const row = await readRoutePointRow(tx, routePointId);
    if (!row) throw notFound('routePoint');
    await writeOrder(tx, ROUTE_POINTS, movedTo(await orderedIds(tx, ROUTE_POINTS, row.paragraphId), routePointId, body.number, 'number'));
  });
}

/** `DELETE component/paragraph/route/{id}`: removes the point with its images; the later ones move up. */
export function removeRoutePoint(deps: AppDeps, routePointId: number, version: number): Promise<ComponentDraft> {
  return changeDraft(deps, { kind: 'routePoint', id: routePointId }, version, async (tx) => {
    const row = await readRoutePointRow(tx, routePointId);
    if (!row) throw notFound('routePoint');
    await deletePart(tx, ROUTE_POINTS.table, routePointId);
    await writeOrder(tx, ROUTE_POINTS, await orderedIds(tx, ROUTE_POINTS, row.paragraphId));
  });
}

/** `POST imagedetails`: an image after the last one of a paragraph or of a route point. */
export function addImage(deps: AppDeps, body: CreateImageDetailsBody): Promise<ComponentDraft> {
  // The body names exactly one owner (its schema's refinement).
  const target = body.paragraphId !== undefined ? ({ kind: 'paragraph', id: body.paragraphId } as const) : ({ kind: 'routePoint', id: body.routePointId! } as const);
  return changeDraft(deps, target, body.version, async (tx) => {
    const owner = target.kind === 'paragraph' ? await readParagraphRow(tx, target.id) : await readRoutePointRow(tx, target.id);
    if (!owner) throw notFound(target.kind);
    await checkMedia(tx, { image: body.imageId, audio: [body.audio, body.captionAudio] });
    const list = imagesOf(target.kind === 'paragraph');
    const ids = await orderedIds(tx, list, target.id);
    await insertImageDetails(tx, {
      owner: target.kind === 'paragraph' ? { paragraphId: target.id } : { routePointId: target.id },
      order: ids.length + 1,
      imageAssetId: body.imageId,
      width: body.width,
      titleId: await saveText(tx, null, body.title, 'plain'),
      captionId: await saveText(tx, null, body.caption, 'plain'),
      disclaimerId: await saveText(tx, null, body.disclaimer, 'plain'),
      audioId: await saveAudio(tx, null, body.audio),
      captionAudioId: await saveAudio(tx, null, body.captionAudio),
      captionMargin: body.captionMargin,
      marginBottom: body.marginBottom,
      position: body.position,
    });
  });
}

/** `PUT imagedetails/{id}`: the fields given change, the others stay. */
export function saveImage(deps: AppDeps, imageDetailsId: number, body: UpdateImageDetailsBody): Promise<ComponentDraft> {
  return changeDraft(deps, { kind: 'imageDetails', id: imageDetailsId }, body.version, async (tx) => {
    const row = await readImageDetailsRow(tx, imageDetailsId);
    if (!row) throw notFound('imageDetails');
    await checkMedia(tx, { image: body.imageId, audio: [body.audio ?? null, body.captionAudio ?? null] });
    await updatePart(tx, 'image_details', imageDetailsId, {
      image_asset_id: body.imageId,
      width: body.width,
      title_id: body.title === undefined ? undefined : await saveText(tx, row.titleId, body.title, 'plain'),
      caption_id: body.caption === undefined ? undefined : await saveText(tx, row.captionId, body.caption, 'plain'),
      disclaimer_id: body.disclaimer === undefined ? undefined : await saveText(tx, row.disclaimerId, body.disclaimer, 'plain'),
      audio_id: body.audio === undefined ? undefined : await saveAudio(tx, row.audioId, body.audio),
      caption_audio_id: body.captionAudio === undefined ? undefined : await saveAudio(tx, row.captionAudioId, body.captionAudio),
      caption_margin: body.captionMargin,
      margin_bottom: body.marginBottom,
      position: body.position,
    });
  });
}

/** `DELETE imagedetails/{id}`: removes the image; its owner's images renumber from 1. */
export function removeImage(deps: AppDeps, imageDetailsId: number, version: number): Promise<ComponentDraft> {
  return changeDraft(deps, { kind: 'imageDetails', id: imageDetailsId }, version, async (tx) => {
    const row = await readImageDetailsRow(tx, imageDetailsId);
    if (!row) throw notFound('imageDetails');
    const list = imagesOf(row.paragraphId !== null);
    await deletePart(tx, list.table, imageDetailsId);
    // A row names exactly one owner (the table's check).
    await writeOrder(tx, list, await orderedIds(tx, list, (row.paragraphId ?? row.routePointId)!));
  });
}
