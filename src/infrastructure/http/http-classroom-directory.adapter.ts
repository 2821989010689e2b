import type { Classroom, ClassroomDirectory, ClassroomSaved, ClassroomsOf, RosterStudent, TeacherGroup } from '@application/classroom/classroom-directory.port';
import type { ClassroomDetails, UnitLock } from '@domain/classroom/classroom-details.responses';
import type { LiveClass } from '@domain/classroom/live-class.responses';
import type { ApiClient } from './api-client';

/** `ClassRoom/{apiPath}/{id}/{schoolId}`: the route that lists one teacher's, school's or district's classrooms. */
function listPath(of: ClassroomsOf): string {
  switch (of.of) {
    case 'teacher':
      return `/ClassRoom/GetByTeacherId/${of.teacherId}/${of.schoolId}`;
    case 'school':
      return `/ClassRoom/GetBySchoolId/${of.schoolId}/${of.schoolId}`;
    case 'district':
      return `/ClassRoom/GetByDistrictId/${of.districtId}/0`;
  }
}

export function createHttpClassroomDirectory(api: ApiClient): ClassroomDirectory {
  return {
    list: (of) => api.call<Classroom[]>('GET', listPath(of)),
    add: (input, roster) => {
      // Multipart: the text fields, then the roster as the `file` part (axios sets the boundary).
      const form = new FormData();
      for (const [field, value] of Object.entries(input)) if (value !== null && value !== undefined) form.append(field, String(value));
      if (roster) form.append('file', roster.content, roster.name);
      return api.call<ClassroomSaved>('POST', '/ClassRoom/addclassroom', form);
    },
    update: (id, input) => api.call<Classroom>('PUT', `/ClassRoom/${id}`, input),
    remove: (id) => api.call<null>('DELETE', `/ClassRoom/${id}`),
    addStudent: (input) => api.call<RosterStudent>('POST', '/ClassRoom/AddStudent', input),
    removeStudent: (studentId, classroomId) => api.call<null>('DELETE', `/ClassRoom/DeleteStudent/${studentId}?classRoomId=${classroomId}`),
    resetStudentPassword: (input) => api.call<null>('PUT', '/ClassRoom/StudentPasswordReset', input),
    details: (classroomId) => api.call<ClassroomDetails>('GET', `/ClassRoom/${classroomId}/details`),
    live: (classroomId) => api.call<LiveClass>('GET', `/ClassRoom/${classroomId}/live`),
    setUnitLock: (classroomId, unitId, locked) => api.call<UnitLock>('PUT', `/ClassRoom/${classroomId}/unit-locks/${unitId}`, { locked }),
    teacherGroups: (placeId) => api.call<TeacherGroup[]>('GET', `/teachers/${placeId}`),
  };
}
