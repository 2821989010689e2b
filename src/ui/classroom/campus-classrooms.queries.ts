import { queryOptions } from '@tanstack/react-query';
import type { CampusClassroomsUseCases } from '@application/classroom/campus-classrooms.use-cases';
import { dataOf } from '../app/server-state/api-result-query';
import { classroomKeys } from './classroom.queries';

/**
 * The campus manager's teachers, under the classrooms root: a classroom added for a teacher (which
 * invalidates `classroomKeys.all`) reloads the section's teacher list with its classrooms.
 */
export const campusClassroomKeys = {
  teachersOf: (schoolId: number) => [...classroomKeys.all, 'teachers', schoolId] as const,
};

export const campusClassroomQueries = {
  teachers: (classrooms: CampusClassroomsUseCases, schoolId: number) =>
    queryOptions({
      queryKey: campusClassroomKeys.teachersOf(schoolId),
      queryFn: () => dataOf(classrooms.listSchoolTeachers(schoolId)),
    }),
};
