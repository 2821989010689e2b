import type { CourseReader } from '@application/ports/course-reader.port';
import type { ApiClient } from './api-client';

export function createHttpCourseReader(api: ApiClient): CourseReader {
  return {
    units: () => api.call('GET', '/units'),
    unit: (unitId) => api.call('GET', `/unit/${unitId}`),
    lessons: (unitId) => api.call('GET', `/${unitId}/lessons`),
    literacyLessons: () => api.call('GET', '/Literacy-Lesson'),
    programPreview: () => api.call('GET', '/program/preview'),
    opener: (openerId) => api.call('GET', `/unitopener/${openerId}`),
    overview: (unitId) => api.call('GET', `/unit/${unitId}/overview`),
    checkBlurb: (unitId, blurbId, checked) => api.call('PATCH', `/unit/${unitId}/overview`, { blurbId, checked }),
    lesson: (lessonId) => api.call('GET', `/lesson/${lessonId}`),
    saveLastPage: (lessonId, page, studentId) => api.call('PUT', `/lesson/${lessonId}/${page}/${studentId}`),
    completeLesson: (lessonId, unitId) => api.call('PATCH', `/lesson/${lessonId}/lesson-completed`, { completed: true, unitId }),
    lessonScore: (lessonId) => api.call('GET', `/lesson-score/${lessonId}`),
    biographies: (unitId) => api.call('GET', `/${unitId}/biography`),
    biography: (biographyId) => api.call('GET', `/biography/${biographyId}`),
    stories: (unitId) => api.call('GET', `/${unitId}/unitstory`),
    story: (storyId) => api.call('GET', `/unitstory/${storyId}`),
    timeline: (unitId) => api.call('GET', `/timeline/${unitId}`),
    timelineEvent: (eventId) => api.call('GET', `/timeline/blurb/${eventId}`),
    vocabulary: (unitId, language) => api.call('GET', `/${unitId}/vocabulary${language === undefined ? '' : `?language=${language}`}`),
    videos: (unitId) => api.call('GET', `/${unitId}/video`),
    teacherPage: (teacherPageId) => api.call('GET', `/skills/${teacherPageId}`),
    contributors: () => api.call('GET', '/contributors'),
  };
}
