import type {
  ComponentFields,
  CreateImageDetailsBody,
  ParagraphFields,
  UpdateImageDetailsBody,
  AudioChoice,
  BilingualRich,
} from '@domain/authoring/lesson-content.schemas';
import type { AuthoringChange } from '@domain/authoring/authoring.responses';
import type { BilingualName } from '@domain/authoring/authoring.schemas';
import type { LessonDraft, MediaInfoBody, UploadedMedia } from '@domain/authoring/lesson-content.responses';
import type { SaveLessonOverviewBody } from '@domain/authoring/lesson-overview.schemas';
import type { UploadSettings } from '@domain/configuration/configuration.schemas';
import type { ComponentDraft, StoryDraft } from '@domain/authoring/story-authoring.responses';
import type { ComponentType } from '@domain/content/component.schemas';
import type { ApiResult } from '../ports/api-result';

export type { ComponentDraft, LessonDraft, StoryDraft, UploadedMedia, UploadSettings };

/**
 * The lesson and story builders' calls (issue 14; api-spec §7.7, §7.8 Unit story, §7.10 images,
 * `GET lesson/{id}/backup`). A lesson's or a story's components are one draft: every change carries
 * the owner's draft version the creator loaded and answers with the owner's whole draft at its new
 * version; a stale one fails with `AUTHORING.STALE_VERSION` (409) and the draft as it is now in the
 * failure's `current`.
 */
export interface LessonContentAuthoring {
  /** `GET lesson/{id}/backup`: the lesson's draft (also what its preview shows). */
  lessonDraft(lessonId: number): Promise<ApiResult<LessonDraft>>;
  /** `POST component` with lessonId: a component of a catalogue type at `order` (default: the end). */
  addComponent(lessonId: number, version: number, type: ComponentType, order?: number): Promise<ApiResult<LessonDraft>>;
  /** `GET unitstory/{id}/backup`: the story's draft (also what its preview shows). */
  storyDraft(storyId: number): Promise<ApiResult<StoryDraft>>;
  /** `POST unitstory`: a new story at the end of the unit ("New story"). */
  createStory(unitId: number): Promise<ApiResult<StoryDraft>>;
  /** `PATCH unitstory/{id}/change-name`. */
  renameStory(storyId: number, version: number, name: BilingualName): Promise<ApiResult<StoryDraft>>;
  /** `DELETE unitstory/{id}`: `publishNeeded` when students still read it. */
  removeStory(storyId: number): Promise<ApiResult<AuthoringChange>>;
  /** `POST component` with unitStoryId. */
  addStoryComponent(storyId: number, version: number, type: ComponentType, order?: number): Promise<ApiResult<StoryDraft>>;
  /** `PUT component/{id}`: the fields given change, the others stay. */
  saveComponent(componentId: number, version: number, fields: Partial<ComponentFields>): Promise<ApiResult<ComponentDraft>>;
  /** `PATCH component/{id}` with order. */
  moveComponent(componentId: number, version: number, order: number): Promise<ApiResult<ComponentDraft>>;
  /** `DELETE component/{id}`. */
  removeComponent(componentId: number, version: number): Promise<ApiResult<ComponentDraft>>;
  /** `POST paragraph`. */
  addParagraph(componentId: number, version: number): Promise<ApiResult<ComponentDraft>>;
  /** `PUT paragraph/{id}`. */
  saveParagraph(paragraphId: number, version: number, fields: Partial<ParagraphFields>): Promise<ApiResult<ComponentDraft>>;
  /** `PATCH paragraph/{id}` with order. */
  moveParagraph(paragraphId: number, version: number, order: number): Promise<ApiResult<ComponentDraft>>;
  /** `DELETE paragraph/{id}`. */
  removeParagraph(paragraphId: number, version: number): Promise<ApiResult<ComponentDraft>>;
  /** `POST component/paragraph/{id}/route`. */
  addRoutePoint(paragraphId: number, version: number): Promise<ApiResult<ComponentDraft>>;
  /** `PUT component/paragraph/route/{id}`. */
  saveRoutePoint(routePointId: number, version: number, content: BilingualRich | null, audio: AudioChoice): Promise<ApiResult<ComponentDraft>>;
  /** `PATCH component/paragraph/route/{id}/order` with number. */
  moveRoutePoint(routePointId: number, version: number, number: number): Promise<ApiResult<ComponentDraft>>;
  /** `DELETE component/paragraph/route/{id}`. */
  removeRoutePoint(routePointId: number, version: number): Promise<ApiResult<ComponentDraft>>;
  /** `POST imagedetails`. */
  addImage(body: CreateImageDetailsBody): Promise<ApiResult<ComponentDraft>>;
  /** `PUT imagedetails/{id}`. */
  saveImage(imageDetailsId: number, body: UpdateImageDetailsBody): Promise<ApiResult<ComponentDraft>>;
  /** `DELETE imagedetails/{id}`. */
  removeImage(imageDetailsId: number, version: number): Promise<ApiResult<ComponentDraft>>;
  /** `PUT lesson/{id}/overview`: the lesson's own essential question and skills link (fields left out stay). */
  saveLessonOverview(lessonId: number, body: SaveLessonOverviewBody): Promise<ApiResult<LessonDraft>>;
  /** `POST essentialquestion` on a paragraph, or `PUT essentialquestion/{id}` when it has one. */
  saveEssentialQuestion(
    target: { readonly paragraphId: number } | { readonly essentialQuestionId: number },
    version: number,
    question: BilingualRich,
    audio: AudioChoice,
  ): Promise<ApiResult<ComponentDraft>>;
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
  /** `GET configurationsettings/getbytype/uploads`: each kind's accepted content types and largest size. */
  uploadLimits(): Promise<ApiResult<UploadSettings>>;
}

export const MediaLibrary = Symbol('MediaLibrary');
