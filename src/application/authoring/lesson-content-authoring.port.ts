import type {
  ComponentFields,
  CreateImageDetailsBody,
  ParagraphFields,
  UpdateImageDetailsBody,
  AudioChoice,
  BilingualRich,
} from '@domain/authoring/lesson-content.schemas';
import type { LessonDraft, MediaInfoBody, UploadedMedia } from '@domain/authoring/lesson-content.responses';
import type { ComponentType } from '@domain/content/component.schemas';
import type { ApiResult } from '../ports/api-result';

export type { LessonDraft, UploadedMedia };

/**
 * The lesson builder's calls (issue 14; api-spec §7.7, §7.10 images, `GET lesson/{id}/backup`).
 * Every change carries the lesson's draft version the creator loaded and answers with the whole draft
 * at its new version; a stale one fails with `AUTHORING.STALE_VERSION` (409) and the draft as it is
 * now in the failure's `current`.
 */
export interface LessonContentAuthoring {
  /** `GET lesson/{id}/backup`: the lesson's draft (also what its preview shows). */
  lessonDraft(lessonId: number): Promise<ApiResult<LessonDraft>>;
  /** `POST component`: a component of a catalogue type at `order` (default: the end). */
  addComponent(lessonId: number, version: number, type: ComponentType, order?: number): Promise<ApiResult<LessonDraft>>;
  /** `PUT component/{id}`: the fields given change, the others stay. */
  saveComponent(componentId: number, version: number, fields: Partial<ComponentFields>): Promise<ApiResult<LessonDraft>>;
  /** `PATCH component/{id}` with order. */
  moveComponent(componentId: number, version: number, order: number): Promise<ApiResult<LessonDraft>>;
  /** `DELETE component/{id}`. */
  removeComponent(componentId: number, version: number): Promise<ApiResult<LessonDraft>>;
  /** `POST paragraph`. */
  addParagraph(componentId: number, version: number): Promise<ApiResult<LessonDraft>>;
  /** `PUT paragraph/{id}`. */
  saveParagraph(paragraphId: number, version: number, fields: Partial<ParagraphFields>): Promise<ApiResult<LessonDraft>>;
  /** `PATCH paragraph/{id}` with order. */
  moveParagraph(paragraphId: number, version: number, order: number): Promise<ApiResult<LessonDraft>>;
  /** `DELETE paragraph/{id}`. */
  removeParagraph(paragraphId: number, version: number): Promise<ApiResult<LessonDraft>>;
  /** `POST component/paragraph/{id}/route`. */
  addRoutePoint(paragraphId: number, version: number): Promise<ApiResult<LessonDraft>>;
  /** `PUT component/paragraph/route/{id}`. */
  saveRoutePoint(routePointId: number, version: number, content: BilingualRich | null, audio: AudioChoice): Promise<ApiResult<LessonDraft>>;
  /** `PATCH component/paragraph/route/{id}/order` with number. */
  moveRoutePoint(routePointId: number, version: number, number: number): Promise<ApiResult<LessonDraft>>;
  /** `DELETE component/paragraph/route/{id}`. */
  removeRoutePoint(routePointId: number, version: number): Promise<ApiResult<LessonDraft>>;
  /** `POST imagedetails`. */
  addImage(body: CreateImageDetailsBody): Promise<ApiResult<LessonDraft>>;
  /** `PUT imagedetails/{id}`. */
  saveImage(imageDetailsId: number, body: UpdateImageDetailsBody): Promise<ApiResult<LessonDraft>>;
  /** `DELETE imagedetails/{id}`. */
  removeImage(imageDetailsId: number, version: number): Promise<ApiResult<LessonDraft>>;
  /** `POST essentialquestion` on a paragraph, or `PUT essentialquestion/{id}` when it has one. */
  saveEssentialQuestion(
    target: { readonly paragraphId: number } | { readonly essentialQuestionId: number },
    version: number,
    question: BilingualRich,
    audio: AudioChoice,
  ): Promise<ApiResult<LessonDraft>>;
}

export const LessonContentAuthoring = Symbol('LessonContentAuthoring');

/**
 * Images and audio for content (`POST images` multipart, `GET images/{id}/name`, `PATCH images/{id}/info`).
 * `onProgress` receives the share sent so far, 0 to 1.
 */
export interface MediaLibrary {
  upload(file: Blob, fileName: string, onProgress?: (sent: number) => void): Promise<ApiResult<UploadedMedia>>;
  name(mediaId: number): Promise<ApiResult<UploadedMedia>>;
  saveInfo(mediaId: number, info: MediaInfoBody): Promise<ApiResult<UploadedMedia>>;
}

export const MediaLibrary = Symbol('MediaLibrary');
