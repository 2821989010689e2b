import type { LessonDraft } from '@domain/authoring/lesson-content.responses';
import type { AudioChoice } from '@domain/authoring/lesson-content.schemas';
import { lessonDocumentSchema } from '@domain/content/lesson.schemas';
import type { ErrorCode } from '@domain/shared/error-codes';
import type { AppDeps } from '../../../app-deps';
import type { Sql } from '../../../db/database';
import { appError } from '../../../http/app-error';
import { lessonDocumentOf } from '../../content/publish/publish-lesson';
import { readLessonDrafts } from '../authored-state.repository';
import { authoredLessonsOf } from '../authored-state';
import { raiseLessonVersionFrom } from '../lesson-authoring.repository';
import { mediaKindsOf } from './content-values.repository';
import { lessonOfPart, lockLiveLesson, type LessonPart } from './lesson-content.repository';

/*
 * A lesson's content is one draft (issue 14; docs/decisions.md "Lesson content is one draft"): every
 * change names the lesson's draft version the editor loaded, runs in one transaction under the lesson's
 * lock, raises the version by one and answers the whole draft; a stale version changes nothing and
 * answers 409 with the draft as it is now.
 */

const NOT_FOUND: Record<LessonPart | 'lesson', ErrorCode> = {
  lesson: 'AUTHORING.LESSON_NOT_FOUND',
  component: 'AUTHORING.COMPONENT_NOT_FOUND',
  paragraph: 'AUTHORING.PARAGRAPH_NOT_FOUND',
  routePoint: 'AUTHORING.ROUTE_POINT_NOT_FOUND',
  imageDetails: 'AUTHORING.IMAGE_DETAILS_NOT_FOUND',
  essentialQuestion: 'AUTHORING.ESSENTIAL_QUESTION_NOT_FOUND',
};

/** The thing a change names: a lesson, or one of its parts. */
export interface DraftTarget {
  readonly kind: LessonPart | 'lesson';
  readonly id: number;
}

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

const lessonOf = (tx: Sql, target: DraftTarget) => (target.kind === 'lesson' ? Promise.resolve(target.id) : lessonOfPart(tx, target.kind, target.id));

/** Runs `apply` as one change of the target's lesson draft from `version` (see above); answers the draft after it. */
export async function changeDraft(deps: AppDeps, target: DraftTarget, version: number, apply: (tx: Sql, lessonId: number) => Promise<void>): Promise<LessonDraft> {
  return deps.db.transaction(async (tx) => {
    const lessonId = await lessonOf(tx, target);
    if (lessonId === null || !(await lockLiveLesson(tx, lessonId))) throw notFound(target.kind);
    // Removed (or its lesson's part list changed) while this change waited for the lock.
    if ((await lessonOf(tx, target)) !== lessonId) throw notFound(target.kind);
    if ((await raiseLessonVersionFrom(tx, lessonId, version)) === null) {
      throw appError('AUTHORING.STALE_VERSION', { current: await readLessonDraft(tx, lessonId) });
    }
    await apply(tx, lessonId);
    return readLessonDraft(tx, lessonId);
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
