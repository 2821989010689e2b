import type { ApiResult } from '../ports/api-result';
import type { ClassroomDirectory, TeacherGroup } from './classroom-directory.port';

export type { TeacherGroup } from './classroom-directory.port';

/**
 * What a campus manager does in the management dashboard's classrooms section (product-spec §6
 * "CampusManager: users, classrooms, reporting"): see their school's teachers, each with their
 * classrooms. The school's classrooms themselves are `listSchoolClassrooms` (details use cases).
 */
export interface CampusClassroomsUseCases {
  /** The teachers of the manager's school, grouped by school name (`teachers/{schoolId}`). */
  listSchoolTeachers(schoolId: number): Promise<ApiResult<TeacherGroup[]>>;
}

export function createCampusClassroomsUseCases(directory: ClassroomDirectory): CampusClassroomsUseCases {
  return {
    listSchoolTeachers: (schoolId) => directory.teacherGroups(schoolId),
  };
}
