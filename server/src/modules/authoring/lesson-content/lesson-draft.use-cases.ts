import type { LessonDraft } from '@domain/authoring/lesson-content.responses';
import type { AudioChoice } from '@domain/authoring/lesson-content.schemas';
import type { ComponentDraft, StoryDraft } from '@domain/authoring/story-authoring.responses';
import { lessonDocumentSchema } from '@domain/content/lesson.schemas';
import type { ErrorCode } from '@domain/shared/error-codes';
import type { AppDeps } from '../../../app-deps';
import type { Sql } from '../../../db/database';
import { appError } from '../../../http/app-error';
import { lessonDocumentOf } from '../../content/publish/publish-lesson';
import { readLessonDrafts } from '../authored-state.repository';
import { authoredLessonsOf } from '../authored-state';
import { raiseLessonVersionFrom } from '../lesson-authoring.repository';
import { raiseItemVersionFrom } from '../reading/reading-authoring.repository';
import { readStoryDraft } from '../story/story-draft.use-cases';
import { mediaKindsOf } from './content-values.repository';
import { lockLiveOwner, ownerOfPart, type DraftOwner, type DraftPart } from './lesson-content.repository';

/*
 * A lesson's content is one draft (issue 14; docs/decisions.md "Lesson content is one draft"), and so
 * is a unit story's: every change names the owner's draft version the editor loaded, runs in one
 * transaction under the owner's lock, raises the version by one and answers the whole draft; a stale
 * version changes nothing and answers 409 with the draft as it is now. A part's change goes to
 * whichever owner holds it, so the same calls build a lesson and a story.
 */

export type { DraftOwner };

const NOT_FOUND: Record<DraftPart | DraftOwner['kind'], ErrorCode> = {
  lesson: 'AUTHORING.LESSON_NOT_FOUND',
  story: 'AUTHORING.STORY_NOT_FOUND',
  component: 'AUTHORING.COMPONENT_NOT_FOUND',
  paragraph: 'AUTHORING.PARAGRAPH_NOT_FOUND',
  routePoint: 'AUTHORING.ROUTE_POINT_NOT_FOUND',
  imageDetails: 'AUTHORING.IMAGE_DETAILS_NOT_FOUND',
  essentialQuestion: 'AUTHORING.ESSENTIAL_QUESTION_NOT_FOUND',
};

/** The thing a change names: a lesson or a story, or one of their parts. */
export interface DraftTarget<K extends DraftPart | DraftOwner['kind'] = DraftPart | DraftOwner['kind']> {
  readonly kind: K;
  readonly id: number;
}

/** The draft a change of `K` answers: a lesson's or a story's by name, the owner's for a part. */
type DraftOf<K> = K extends 'lesson' ? LessonDraft : K extends 'story' ? StoryDraft : ComponentDraft;

export const notFound = (kind: DraftTarget['kind']) => appError(NOT_FOUND[kind]);

/** The lesson's draft as its builder and its preview show it; 404 when it or its unit is removed. */
export async function readLessonDraft(sql: Sql, lessonId: number): Promise<LessonDraft> {
  const content = await lessonDocumentOf(sql, lessonId);
  const lesson = content && authoredLessonsOf(await readLessonDrafts(sql, content.unitId)).find((l) => l.id === lessonId);
  if (!content || !lesson) throw notFound('lesson');
  return { lesson, document: lessonDocumentSchema.parse({ ...content, version: lesson.version, publishedAt: new Date().toISOString() }) };
}

/** `GET lesson/{id}/backup`: reading never touches anyone's lesson status or last page. */
export function lessonDraft(deps: AppDeps, lessonId: number): Promise<LessonDraft> {
  return readLessonDraft(deps.db, lessonId);
}

/** How each owner's draft is read and its version raised. */
const OWNERS = {
  lesson: {
    read: readLessonDraft,
    raiseFrom: async (tx: Sql, id: number, version: number) => (await raiseLessonVersionFrom(tx, id, version)) !== null,
  },
  story: {
    read: readStoryDraft,
    raiseFrom: (tx: Sql, id: number, version: number) => raiseItemVersionFrom(tx, 'unit_stories', id, version),
  },
} as const;

const readDraft = (tx: Sql, owner: DraftOwner): Promise<ComponentDraft> => OWNERS[owner.kind].read(tx, owner.id);

const ownerOf = (tx: Sql, target: DraftTarget): Promise<DraftOwner | null> =>
  target.kind === 'lesson' || target.kind === 'story' ? Promise.resolve({ kind: target.kind, id: target.id }) : ownerOfPart(tx, target.kind, target.id);

const sameOwner = (a: DraftOwner | null, b: DraftOwner) => a !== null && a.kind === b.kind && a.id === b.id;

/** Runs `apply` as one change of the target's draft (its lesson's or story's) from `version` (see above); answers the draft after it. */
export async function changeDraft<K extends DraftTarget['kind']>(
  deps: AppDeps,
  target: DraftTarget<K>,
  version: number,
  apply: (tx: Sql, owner: DraftOwner) => Promise<void>,
): Promise<DraftOf<K>> {
  return deps.db.transaction(async (tx) => {
    const owner = await ownerOf(tx, target);
    if (owner === null || !(await lockLiveOwner(tx, owner))) throw notFound(target.kind);
    // Removed (or its owner's part list changed) while this change waited for the lock.
    if (!sameOwner(await ownerOf(tx, target), owner)) throw notFound(target.kind);
    if (!(await OWNERS[owner.kind].raiseFrom(tx, owner.id, version))) {
      throw appError('AUTHORING.STALE_VERSION', { current: await readDraft(tx, owner) });
    }
    await apply(tx, owner);
    // A lesson or story target answers its own kind of draft; a part answers its owner's (DraftOf).
    return (await readDraft(tx, owner)) as DraftOf<K>;
  });
}

/** 400 ORDER_OUT_OF_RANGE naming the body's field (`order`, or a route point's `number`). */
export const orderOutOfRange = (field: 'order' | 'number' = 'order') =>
  appError('AUTHORING.ORDER_OUT_OF_RANGE', { fields: [{ field, message: 'orderOutOfRange' }] });

/** Narration and images must name uploaded assets of their kind (400 MEDIA_MISMATCH otherwise). */
export async function checkMedia(tx: Sql, wanted: { readonly audio?: readonly AudioChoice[]; readonly image?: number }): Promise<void> {
  const audioIds = (wanted.audio ?? []).flatMap((choice) => (choice ? [choice.en, choice.es] : [])).filter((id): id is number => id !== null);
  const ids = wanted.image === undefined ? audioIds : [...audioIds, wanted.image];
  const kinds = await mediaKindsOf(tx, ids);
  if (audioIds.some((id) => kinds.get(id) !== 'audio') || (wanted.image !== undefined && kinds.get(wanted.image) !== 'image')) {
    throw appError('AUTHORING.MEDIA_MISMATCH');
  }
}

/** `ids` with `id` moved to position `order` (1-based), or 400 when that is past the end. */
export function movedTo(ids: readonly number[], id: number, order: number, field: 'order' | 'number' = 'order'): number[] {
  if (order > ids.length) throw orderOutOfRange(field);
  const next = ids.filter((i) => i !== id);
  next.splice(order - 1, 0, id);
  return next;
}
