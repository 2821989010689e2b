import type { AuthoringChange } from '@domain/authoring/authoring.responses';
import type { BilingualName } from '@domain/authoring/authoring.schemas';
import type { AudioChoice, BilingualRich, ComponentFields, ParagraphFields } from '@domain/authoring/lesson-content.schemas';
import type { ComponentType } from '@domain/content/component.schemas';
import type { MediaInfoBody } from '@domain/authoring/lesson-content.responses';
import type { LessonOverviewChange } from '@domain/authoring/lesson-overview.schemas';
import { DEFAULT_IMAGE_WIDTH_PX } from '@domain/shared/constants';
import type { ApiResult } from '../ports/api-result';
import type { ComponentDraft, LessonContentAuthoring, LessonDraft, MediaLibrary, StoryDraft, UploadedMedia, UploadSettings } from './lesson-content-authoring.port';

export type { ComponentDraft, LessonDraft, StoryDraft, UploadedMedia, UploadSettings };

/** Where an image goes: on a paragraph, or on one of its route points. */
export type ImagePlace = { readonly paragraphId: number } | { readonly routePointId: number };

/** An image's details as the properties panel edits them (width 700 and margins 0 unless changed). */
export interface ImageDetailsChange {
  readonly imageId?: number;
  readonly width?: number;
  readonly title?: { en: string; es: string } | null;
  readonly caption?: { en: string; es: string } | null;
  readonly disclaimer?: { en: string; es: string } | null;
  readonly audio?: AudioChoice;
  readonly captionAudio?: AudioChoice;
  readonly captionMargin?: number;
  readonly marginBottom?: number;
  readonly position?: 'absolute' | 'inherit';
}

/**
 * What a content creator does in the lesson and story builders (issue 14). A lesson's or a unit
 * story's components are one draft: every change names the draft version the builder shows
 * (`version`) and answers with the owner's whole draft at its new version; a change from an older
 * version fails with `AUTHORING.STALE_VERSION` and the draft as it is now in `current`.
 */
export interface LessonContentUseCases {
  /** The lesson's draft: its components as students would read them once published. */
  openLessonDraft(lessonId: number): Promise<ApiResult<LessonDraft>>;
  /** Adds a component from the catalogue to a lesson (at the end unless `order` is given). */
  addComponent(lessonId: number, version: number, type: ComponentType, order?: number): Promise<ApiResult<LessonDraft>>;
  /** The story's draft: its name and components as students would read them once published. */
  openStoryDraft(storyId: number): Promise<ApiResult<StoryDraft>>;
  /** Adds a story at the end of the unit, named "New story". */
  createStory(unitId: number): Promise<ApiResult<StoryDraft>>;
  renameStory(storyId: number, version: number, name: BilingualName): Promise<ApiResult<StoryDraft>>;
  /** Removes a story; `publishNeeded` when students still read it (a unit publish takes it away). */
  removeStory(storyId: number): Promise<ApiResult<AuthoringChange>>;
  /** Adds a component from the catalogue to a story (at the end unless `order` is given). */
  addStoryComponent(storyId: number, version: number, type: ComponentType, order?: number): Promise<ApiResult<StoryDraft>>;
  saveComponent(componentId: number, version: number, fields: Partial<ComponentFields>): Promise<ApiResult<ComponentDraft>>;
  /** Moves a component to `toOrder` (1-based); the others renumber from 1. */
  moveComponent(componentId: number, version: number, toOrder: number): Promise<ApiResult<ComponentDraft>>;
  removeComponent(componentId: number, version: number): Promise<ApiResult<ComponentDraft>>;
  addParagraph(componentId: number, version: number): Promise<ApiResult<ComponentDraft>>;
  saveParagraph(paragraphId: number, version: number, fields: Partial<ParagraphFields>): Promise<ApiResult<ComponentDraft>>;
  moveParagraph(paragraphId: number, version: number, toOrder: number): Promise<ApiResult<ComponentDraft>>;
  removeParagraph(paragraphId: number, version: number): Promise<ApiResult<ComponentDraft>>;
  addRoutePoint(paragraphId: number, version: number): Promise<ApiResult<ComponentDraft>>;
  saveRoutePoint(routePointId: number, version: number, content: BilingualRich | null, audio: AudioChoice): Promise<ApiResult<ComponentDraft>>;
  /** Moves a route point to number `toNumber`; the others renumber from 1. */
  moveRoutePoint(routePointId: number, version: number, toNumber: number): Promise<ApiResult<ComponentDraft>>;
  removeRoutePoint(routePointId: number, version: number): Promise<ApiResult<ComponentDraft>>;
  /** Places an uploaded image on a paragraph or a route point. */
  placeImage(place: ImagePlace, version: number, imageId: number, details?: ImageDetailsChange): Promise<ApiResult<ComponentDraft>>;
  saveImageDetails(imageDetailsId: number, version: number, change: ImageDetailsChange): Promise<ApiResult<ComponentDraft>>;
  removeImage(imageDetailsId: number, version: number): Promise<ApiResult<ComponentDraft>>;
  /** Writes a paragraph's essential question (made on first save). */
  saveEssentialQuestion(
    target: { readonly paragraphId: number } | { readonly essentialQuestionId: number },
    version: number,
    question: BilingualRich,
    audio: AudioChoice,
  ): Promise<ApiResult<ComponentDraft>>;
  /** Changes the lesson's own overview: its essential question (null removes it) and the unit's teacher page it practises (null: none). */
  saveLessonOverview(lessonId: number, version: number, change: LessonOverviewChange): Promise<ApiResult<LessonDraft>>;
  /** Uploads an image or audio file; `onProgress` gets the share sent, 0 to 1. */
  uploadMedia(file: Blob, fileName: string, onProgress?: (sent: number) => void): Promise<ApiResult<UploadedMedia>>;
  /** An uploaded file's name and text alternative. */
  mediaInfo(mediaId: number): Promise<ApiResult<UploadedMedia>>;
  saveMediaInfo(mediaId: number, info: MediaInfoBody): Promise<ApiResult<UploadedMedia>>;
  /** What an upload may be: each kind's content types and largest size (checked before a file is sent). */
  uploadLimits(): Promise<ApiResult<UploadSettings>>;
}

export function createLessonContentUseCases(content: LessonContentAuthoring, media: MediaLibrary): LessonContentUseCases {
  return {
    openLessonDraft: (lessonId) => content.lessonDraft(lessonId),
    addComponent: (lessonId, version, type, order) => content.addComponent(lessonId, version, type, order),
    openStoryDraft: (storyId) => content.storyDraft(storyId),
    createStory: (unitId) => content.createStory(unitId),
    renameStory: (storyId, version, name) => content.renameStory(storyId, version, name),
    removeStory: (storyId) => content.removeStory(storyId),
    addStoryComponent: (storyId, version, type, order) => content.addStoryComponent(storyId, version, type, order),
    saveComponent: (componentId, version, fields) => content.saveComponent(componentId, version, fields),
    moveComponent: (componentId, version, toOrder) => content.moveComponent(componentId, version, toOrder),
    removeComponent: (componentId, version) => content.removeComponent(componentId, version),
    addParagraph: (componentId, version) => content.addParagraph(componentId, version),
    saveParagraph: (paragraphId, version, fields) => content.saveParagraph(paragraphId, version, fields),
    moveParagraph: (paragraphId, version, toOrder) => content.moveParagraph(paragraphId, version, toOrder),
    removeParagraph: (paragraphId, version) => content.removeParagraph(paragraphId, version),
    addRoutePoint: (paragraphId, version) => content.addRoutePoint(paragraphId, version),
    saveRoutePoint: (routePointId, version, text, audio) => content.saveRoutePoint(routePointId, version, text, audio),
    moveRoutePoint: (routePointId, version, toNumber) => content.moveRoutePoint(routePointId, version, toNumber),
    removeRoutePoint: (routePointId, version) => content.removeRoutePoint(routePointId, version),
    placeImage: (place, version, imageId, details = {}) => content.addImage({ ...withDefaults(details), ...place, imageId, version }),
    saveImageDetails: (imageDetailsId, version, change) => content.saveImage(imageDetailsId, { ...change, version }),
    removeImage: (imageDetailsId, version) => content.removeImage(imageDetailsId, version),
    saveEssentialQuestion: (target, version, question, audio) => content.saveEssentialQuestion(target, version, question, audio),
    saveLessonOverview: (lessonId, version, change) => content.saveLessonOverview(lessonId, { ...change, version }),
    uploadMedia: (file, fileName, onProgress) => media.upload(file, fileName, onProgress),
    mediaInfo: (mediaId) => media.name(mediaId),
    saveMediaInfo: (mediaId, info) => media.saveInfo(mediaId, info),
    uploadLimits: () => media.uploadLimits(),
  };
}

/** Image details as `POST imagedetails` takes them: product-spec §3's defaults for what the creator left out. */
function withDefaults(details: ImageDetailsChange) {
  return {
    width: details.width ?? DEFAULT_IMAGE_WIDTH_PX,
    title: details.title ?? null,
    caption: details.caption ?? null,
    disclaimer: details.disclaimer ?? null,
    audio: details.audio ?? null,
    captionAudio: details.captionAudio ?? null,
    captionMargin: details.captionMargin ?? 0,
    marginBottom: details.marginBottom ?? 0,
    position: details.position ?? 'inherit',
  };
}
