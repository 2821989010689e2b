import type { ComponentDraft } from '@domain/authoring/story-authoring.responses';
import { GLOBAL_CONNECTIONS_ROUTE_POINTS, hasParagraphs, type CreateComponentBody, type MoveBody, type UpdateComponentBody } from '@domain/authoring/lesson-content.schemas';
import type { ComponentType } from '@domain/content/component.schemas';
import { COMPONENT_DEFAULTS } from '@domain/shared/constants';
import type { AppDeps } from '../../../app-deps';
import type { Sql } from '../../../db/database';
import { insertComponent, insertParagraph, insertRoutePoint } from '../../content/draft/component-draft.repository';
import { saveAudio, saveText, updatePart } from './content-values.repository';
import { deletePart, orderedIds, readComponentRow, writeOrder, type OrderedList } from './lesson-content.repository';
import { changeDraft, checkMedia, movedTo, notFound, orderOutOfRange, type DraftOwner } from './lesson-draft.use-cases';

/*
 * A lesson's or a unit story's components in their builder (issue 14; api-spec §7.7): add one of a
 * catalogue type with its defaults (product-spec §3, §9), save its fields, move it, remove it.
 * Positions are always rewritten 1..n (product-spec §4 "Ordering").
 */

/** The owner's list of components. */
const componentsOf = (owner: DraftOwner): OrderedList => ({ table: 'content_components', owner: owner.kind === 'lesson' ? 'lesson_id' : 'unit_story_id' });

/** The fields a new component of `type` starts with (group-header's type 1 is insertComponent's). */
function defaultsOf(type: ComponentType) {
  return {
    size: type === 'section-title' ? COMPONENT_DEFAULTS.size : null,
    height: type === 'embedded-content' ? COMPONENT_DEFAULTS.height : null,
  };
}

/**
 * A paragraph at `order` of a paragraph-type component, with the table's defaults (opacity 100, size
 * 12, flex-start, left-side, auto); a global-connections one starts with its route points 1..5.
 */
export async function addParagraphTo(tx: Sql, componentId: number, componentType: string, order: number): Promise<void> {
  const paragraphId = await insertParagraph(tx, { componentId, order });
  if (componentType !== 'global-connections') return;
  for (let number = 1; number <= GLOBAL_CONNECTIONS_ROUTE_POINTS; number++) await insertRoutePoint(tx, paragraphId, number, null, null);
}

/** `POST component`: a component of the lesson or story at `order` (the later ones move down) or at the end. */
export function addComponent(deps: AppDeps, body: CreateComponentBody): Promise<ComponentDraft> {
  // The body names exactly one owner (its schema's refinement).
  const target = body.lessonId !== undefined ? ({ kind: 'lesson', id: body.lessonId } as const) : ({ kind: 'story', id: body.unitStoryId! } as const);
  return changeDraft(deps, target, body.version, async (tx, owner) => {
    const list = componentsOf(owner);
    const ids = await orderedIds(tx, list, owner.id);
    const order = body.order ?? ids.length + 1;
    if (order > ids.length + 1) throw orderOutOfRange();
    const placed = owner.kind === 'lesson' ? { lessonId: owner.id } : { unitStoryId: owner.id };
    const id = await insertComponent(tx, { owner: placed, type: body.type, order, ...defaultsOf(body.type) });
    await writeOrder(tx, list, [...ids.slice(0, order - 1), id, ...ids.slice(order - 1)]);
    if (hasParagraphs(body.type)) await addParagraphTo(tx, id, body.type, 1);
  });
}

/** `PUT component/{id}`: the fields given change, the others stay. */
export function saveComponent(deps: AppDeps, componentId: number, body: UpdateComponentBody): Promise<ComponentDraft> {
  return changeDraft(deps, { kind: 'component', id: componentId }, body.version, async (tx) => {
    const row = await readComponentRow(tx, componentId);
    if (!row) throw notFound('component');
    if (body.audio) await checkMedia(tx, { audio: [body.audio] });
    await updatePart(tx, 'content_components', componentId, {
      title_id: body.title === undefined ? undefined : await saveText(tx, row.titleId, body.title, 'plain'),
      content_id: body.content === undefined ? undefined : await saveText(tx, row.contentId, body.content, 'rich'),
      audio_id: body.audio === undefined ? undefined : await saveAudio(tx, row.audioId, body.audio),
      video_url: body.videoUrl,
      embed_url: body.embedUrl,
      background: body.background,
      color: body.color,
      size: body.size,
      alignment: body.alignment,
      height: body.height,
      group_header_type: body.groupHeaderType,
    });
  });
}

/** `PATCH component/{id}`: moves the component to `order`; its owner's components renumber from 1. */
export function moveComponent(deps: AppDeps, componentId: number, body: MoveBody): Promise<ComponentDraft> {
  return changeDraft(deps, { kind: 'component', id: componentId }, body.version, async (tx, owner) => {
    const list = componentsOf(owner);
    await writeOrder(tx, list, movedTo(await orderedIds(tx, list, owner.id), componentId, body.order));
  });
}

/** `DELETE component/{id}`: removes it with its paragraphs; the later ones move up. */
export function removeComponent(deps: AppDeps, componentId: number, version: number): Promise<ComponentDraft> {
  return changeDraft(deps, { kind: 'component', id: componentId }, version, async (tx, owner) => {
    const list = componentsOf(owner);
    await deletePart(tx, list.table, componentId);
    await writeOrder(tx, list, await orderedIds(tx, list, owner.id));
  });
}
