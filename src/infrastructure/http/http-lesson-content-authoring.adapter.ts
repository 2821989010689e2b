import type { AuthoringChange } from '@application/authoring/course-authoring.port';
import type { ComponentDraft, LessonContentAuthoring, LessonDraft, MediaLibrary, StoryDraft, UploadedMedia, UploadSettings } from '@application/authoring/lesson-content-authoring.port';
import type { ApiClient } from './api-client';

/** The lesson and story builders' calls (api-spec §7.7, §7.8 Unit story, `GET lesson/{id}/backup`; issue 14). */
export function createHttpLessonContentAuthoring(api: ApiClient): LessonContentAuthoring {
  const draft = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown) => api.call<ComponentDraft>(method, path, body);
  // A new component names its owner: the lesson or the story (exactly one).
  const component = (owner: { lessonId: number } | { unitStoryId: number }, version: number, type: string, order?: number) =>
    order === undefined ? { ...owner, version, type } : { ...owner, version, type, order };
  return {
    lessonDraft: (lessonId) => api.call<LessonDraft>('GET', `/lesson/${lessonId}/backup`),
    addComponent: (lessonId, version, type, order) => api.call<LessonDraft>('POST', '/component', component({ lessonId }, version, type, order)),
    storyDraft: (storyId) => api.call<StoryDraft>('GET', `/unitstory/${storyId}/backup`),
    createStory: (unitId) => api.call<StoryDraft>('POST', '/unitstory', { unitId }),
    renameStory: (storyId, version, name) => api.call<StoryDraft>('PATCH', `/unitstory/${storyId}/change-name`, { version, name }),
    removeStory: (storyId) => api.call<AuthoringChange>('DELETE', `/unitstory/${storyId}`),
    addStoryComponent: (storyId, version, type, order) => api.call<StoryDraft>('POST', '/component', component({ unitStoryId: storyId }, version, type, order)),
    saveComponent: (componentId, version, fields) => draft('PUT', `/component/${componentId}`, { ...fields, version }),
    moveComponent: (componentId, version, order) => draft('PATCH', `/component/${componentId}`, { version, order }),
    removeComponent: (componentId, version) => draft('DELETE', `/component/${componentId}?version=${version}`),
    addParagraph: (componentId, version) => draft('POST', '/paragraph', { componentId, version }),
    saveParagraph: (paragraphId, version, fields) => draft('PUT', `/paragraph/${paragraphId}`, { ...fields, version }),
    moveParagraph: (paragraphId, version, order) => draft('PATCH', `/paragraph/${paragraphId}`, { version, order }),
    removeParagraph: (paragraphId, version) => draft('DELETE', `/paragraph/${paragraphId}?version=${version}`),
    addRoutePoint: (paragraphId, version) => draft('POST', `/component/paragraph/${paragraphId}/route`, { version }),
    saveRoutePoint: (routePointId, version, content, audio) => draft('PUT', `/component/paragraph/route/${routePointId}`, { version, content, audio }),
    moveRoutePoint: (routePointId, version, number) => draft('PATCH', `/component/paragraph/route/${routePointId}/order`, { version, number }),
    removeRoutePoint: (routePointId, version) => draft('DELETE', `/component/paragraph/route/${routePointId}?version=${version}`),
    addImage: (body) => draft('POST', '/imagedetails', body),
    saveImage: (imageDetailsId, body) => draft('PUT', `/imagedetails/${imageDetailsId}`, body),
    removeImage: (imageDetailsId, version) => draft('DELETE', `/imagedetails/${imageDetailsId}?version=${version}`),
    saveLessonOverview: (lessonId, body) => api.call<LessonDraft>('PUT', `/lesson/${lessonId}/overview`, body),
    saveEssentialQuestion: (target, version, question, audio) =>
      'paragraphId' in target
        ? draft('POST', '/essentialquestion', { paragraphId: target.paragraphId, version, question, audio })
        : draft('PUT', `/essentialquestion/${target.essentialQuestionId}`, { version, question, audio }),
  };
}

/** Images and audio (api-spec §7.10): the file goes as the multipart `file` part, with upload progress. */
export function createHttpMediaLibrary(api: ApiClient): MediaLibrary {
  return {
    upload: (file, fileName, onProgress) => {
      const form = new FormData();
      form.append('file', file, fileName);
      return api.call<UploadedMedia>('POST', '/images', form, { onUploadProgress: onProgress });
    },
    name: (mediaId) => api.call<UploadedMedia>('GET', `/images/${mediaId}/name`),
    saveInfo: (mediaId, info) => api.call<UploadedMedia>('PATCH', `/images/${mediaId}/info`, info),
    uploadLimits: () => api.call<UploadSettings>('GET', '/configurationsettings/getbytype/uploads'),
  };
}
