import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClassroomFields, StudentFields } from '@domain/classroom/classroom.schemas';
import type { Classroom, ClassroomSaved, ClassroomTeacher, ClassroomUseCases, RosterFile } from '@application/classroom/classroom.use-cases';
import { useServices } from '../app/services-context';
import { dataOf, savedOf } from '../app/server-state/api-result-query';
import { userKeys } from '../management/management.queries';

/** Classroom lists, one per teacher; each classroom carries its roster, so its students live under the same key. */
export const classroomKeys = {
  all: ['classrooms'] as const,
  ofTeacher: (teacher: ClassroomTeacher) => [...classroomKeys.all, 'teacher', teacher.id, teacher.schoolId] as const,
};

export const classroomQueries = {
  /** The teacher's own classrooms with their students. */
  mine: (classrooms: ClassroomUseCases, teacher: ClassroomTeacher) =>
    queryOptions({
      queryKey: classroomKeys.ofTeacher(teacher),
      queryFn: () => dataOf(classrooms.listMyClassrooms(teacher)),
    }),
};

/**
 * A classroom change: the classroom lists are stale (rosters included). `accounts`: it also created
 * student accounts, which show in the managers' users lists.
 */
function useClassroomMutation<V, T>(change: (classrooms: ClassroomUseCases, variables: V) => Promise<T>, { accounts = false } = {}) {
  const { classrooms } = useServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => change(classrooms, variables),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: classroomKeys.all }),
        accounts ? client.invalidateQueries({ queryKey: userKeys.all }) : undefined,
      ]),
  });
}

/** Adds a classroom (no id; its roster registers students) or edits one (with its id). */
export const useSaveClassroom = () =>
  useClassroomMutation(
    (classrooms, change: { readonly id: null; readonly input: ClassroomFields; readonly roster: RosterFile | null } | { readonly id: number; readonly input: ClassroomFields }) =>
      change.id === null
        ? savedOf<Classroom | ClassroomSaved>(classrooms.createClassroom(change.input, change.roster))
        : savedOf<Classroom | ClassroomSaved>(classrooms.updateClassroom(change.id, change.input)),
    { accounts: true },
  );

export const useRemoveClassroom = () => useClassroomMutation((classrooms, classroom: { readonly id: number }) => savedOf(classrooms.removeClassroom(classroom.id)));

export const useAddStudent = () =>
  useClassroomMutation(
    (classrooms, change: { readonly classroomId: number; readonly student: StudentFields }) => savedOf(classrooms.addStudent(change.classroomId, change.student)),
    { accounts: true },
  );

/** The student leaves the roster; their account (and the users lists) stay as they are. */
export const useRemoveStudent = () =>
  useClassroomMutation((classrooms, change: { readonly classroomId: number; readonly studentId: number }) =>
    savedOf(classrooms.removeStudent(change.classroomId, change.studentId)),
  );

/** A new password changes nothing any list shows. */
export function useResetStudentPassword() {
  const { classrooms } = useServices();
  return useMutation({
    mutationFn: (change: { readonly classroomId: number; readonly studentId: number; readonly password: string }) =>
      savedOf(classrooms.resetStudentPassword(change.classroomId, change.studentId, change.password)),
  });
}
