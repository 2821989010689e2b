import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClassroomDetailsUseCases } from '@application/classroom/classroom-details.use-cases';
import { useServices } from '../app/services-context';
import { dataOf, savedOf } from '../app/server-state/api-result-query';
import { classroomKeys } from './classroom.queries';

/**
 * /class-room/details: one classroom's details, and a school's classrooms to choose from. Both sit under
 * the classrooms root, so every roster change (which invalidates `classroomKeys.all`) reloads them too.
 */
export const classroomDetailsKeys = {
  all: [...classroomKeys.all, 'details'] as const,
  of: (classroomId: number) => [...classroomDetailsKeys.all, classroomId] as const,
  ofSchool: (schoolId: number) => [...classroomKeys.all, 'bySchool', schoolId] as const,
};

export const classroomDetailsQueries = {
  /** Students change their progress all the time: always load again when the page opens. */
  of: (classrooms: ClassroomDetailsUseCases, classroomId: number) =>
    queryOptions({
      queryKey: classroomDetailsKeys.of(classroomId),
      queryFn: () => dataOf(classrooms.showClassroomDetails(classroomId)),
      staleTime: 0,
      // Switching classrooms keeps the last table on screen while the next one loads.
      placeholderData: keepPreviousData,
    }),
  ofSchool: (classrooms: ClassroomDetailsUseCases, schoolId: number) =>
    queryOptions({
      queryKey: classroomDetailsKeys.ofSchool(schoolId),
      queryFn: () => dataOf(classrooms.listSchoolClassrooms(schoolId)),
    }),
};

/** Locks or opens one unit for a classroom; only that classroom's details change. */
export function useSetUnitLock() {
  const { classrooms } = useServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ classroomId, unitId, locked }: { readonly classroomId: number; readonly unitId: number; readonly locked: boolean }) =>
      savedOf(locked ? classrooms.lockUnit(classroomId, unitId) : classrooms.unlockUnit(classroomId, unitId)),
    onSuccess: (_saved, { classroomId }) => client.invalidateQueries({ queryKey: classroomDetailsKeys.of(classroomId) }),
  });
}
