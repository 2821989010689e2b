import type {
  AuthoredLesson,
  AuthoredUnit,
  AuthoredUnitDetails,
  AuthoringChange,
  CourseAuthoring,
  PublishJob,
  PublishScope,
  UnitType,
} from '@application/authoring/course-authoring.port';
import type { UnitDetailsAuthoring } from '@application/authoring/unit-details-authoring.port';
import type { ApiClient } from './api-client';
import { createHttpUnitDetailsAuthoring } from './http-unit-details-authoring.adapter';

/** Where each scope's publish is asked for: the opener, teacher page and story keep the seed's route words (§7.4, §7.8). */
function publishPath(scope: PublishScope, targetId: number | null): string {
  if (scope === 'course') return '/course/publish';
  if (scope === 'contributors') return '/contributors/publish';
  const route = scope === 'opener' ? 'unitopener' : scope === 'teacher-page' ? 'skills' : scope === 'story' ? 'unitstory' : scope;
  return `/${route}/${targetId}/publish`;
}

/** The back office's course calls (api-spec §7.4, §7.5 lesson calls; issue 14), the unit details' and unit previews' among them. */
export function createHttpCourseAuthoring(api: ApiClient): CourseAuthoring & UnitDetailsAuthoring {
  return {
    ...createHttpUnitDetailsAuthoring(api),
    units: () => api.call<AuthoredUnit[]>('GET', '/units/unitData'),
    unitTypes: () => api.call<UnitType[]>('GET', '/unit/types'),
    unitDetails: (unitId) => api.call<AuthoredUnitDetails>('GET', `/${unitId}/unit-details`),
    createUnit: (unitTypeId) => api.call<AuthoredUnit>('POST', '/unit', { unitTypeId }),
    renameUnit: (unitId, change) => api.call<AuthoredUnit>('PATCH', `/unit/${unitId}/change-name`, change),
    setUnitAcronym: (unitId, version, specialUnitAcronym) => api.call<AuthoredUnit>('PATCH', `/unit/${unitId}`, { version, specialUnitAcronym }),
    moveUnit: (unitId, move) => api.call<AuthoringChange>('PATCH', `/unit/${unitId}`, move),
    removeUnit: (unitId) => api.call<AuthoringChange>('DELETE', `/unit/${unitId}`),
    createLesson: (unitId, lessonTypeId) =>
      api.call<AuthoredLesson>('POST', '/lesson', lessonTypeId === undefined ? { unitId } : { unitId, lessonTypeId }),
    renameLesson: (lessonId, change) => api.call<AuthoredLesson>('PATCH', `/lesson/${lessonId}/change-name`, change),
    moveLesson: (lessonId, move) => api.call<AuthoringChange>('PATCH', `/lesson/${lessonId}`, move),
    removeLesson: (lessonId) => api.call<AuthoringChange>('DELETE', `/lesson/${lessonId}`),
    publish: (scope, targetId) => api.call<PublishJob>('PATCH', publishPath(scope, targetId)),
    publishJob: (jobId) => api.call<PublishJob>('GET', `/publish-jobs/${jobId}`),
  };
}
