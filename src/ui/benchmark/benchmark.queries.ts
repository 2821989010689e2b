import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignBenchmarkInput, BenchmarkAssignmentUseCases } from '@application/benchmark/benchmark-assignment.use-cases';
import { useServices } from '../app/services-context';
import { dataOf, savedOf } from '../app/server-state/api-result-query';
import { gradingKeys } from '../grading/grading.queries';

/** A classroom's benchmark assignments, their students, and the sets it may be given: all under the classroom. */
export const benchmarkKeys = {
  all: ['benchmarkAssignments'] as const,
  ofClassroom: (classroomId: number) => [...benchmarkKeys.all, 'classroom', classroomId] as const,
  assignments: (classroomId: number) => [...benchmarkKeys.ofClassroom(classroomId), 'list'] as const,
  sets: (classroomId: number) => [...benchmarkKeys.ofClassroom(classroomId), 'sets'] as const,
  students: (classroomId: number, classroomBenchmarkId: number) => [...benchmarkKeys.ofClassroom(classroomId), 'students', classroomBenchmarkId] as const,
};

export const benchmarkQueries = {
  assignments: (benchmarks: BenchmarkAssignmentUseCases, classroomId: number) =>
    queryOptions({ queryKey: benchmarkKeys.assignments(classroomId), queryFn: () => dataOf(benchmarks.assignmentsOfClassroom(classroomId)), staleTime: 0 }),
  sets: (benchmarks: BenchmarkAssignmentUseCases, classroomId: number) =>
    queryOptions({ queryKey: benchmarkKeys.sets(classroomId), queryFn: () => dataOf(benchmarks.setsToAssign(classroomId)) }),
  students: (benchmarks: BenchmarkAssignmentUseCases, classroomId: number, classroomBenchmarkId: number) =>
    queryOptions({
      queryKey: benchmarkKeys.students(classroomId, classroomBenchmarkId),
      queryFn: () => dataOf(benchmarks.studentsOfAssignment(classroomBenchmarkId)),
      staleTime: 0,
    }),
};

/** Any change to a classroom's assignments changes its list, counts, students and which sets it has. */
function useBenchmarkMutation<V, T>(change: (benchmarks: BenchmarkAssignmentUseCases, variables: V) => Promise<T>, classroomOf: (variables: V) => number) {
  const { benchmarks } = useServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => change(benchmarks, variables),
    onSuccess: (_saved, variables) => client.invalidateQueries({ queryKey: benchmarkKeys.ofClassroom(classroomOf(variables)) }),
  });
}

export const useAssignBenchmark = () =>
  useBenchmarkMutation(
    (benchmarks, input: AssignBenchmarkInput) => savedOf(benchmarks.assignBenchmark(input)),
    (input) => input.classroomId,
  );

export const useRemoveAssignment = () =>
  useBenchmarkMutation(
    (benchmarks, v: { readonly classroomId: number; readonly classroomBenchmarkId: number }) => savedOf(benchmarks.removeAssignment(v.classroomBenchmarkId)),
    (v) => v.classroomId,
  );

export const useRemoveStudentFromAssignment = () =>
  useBenchmarkMutation(
    (benchmarks, v: { readonly classroomId: number; readonly benchmarkStudentId: number }) => savedOf(benchmarks.removeStudentFromAssignment(v.benchmarkStudentId)),
    (v) => v.classroomId,
  );

/** A retake (the grading use case) reopens one student's benchmark: their state and the counts change. */
export function useAllowBenchmarkRetake() {
  const { grading } = useServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { readonly classroomId: number; readonly studentId: number; readonly assessmentId: number }) => savedOf(grading.allowRetake(v.studentId, v.assessmentId)),
    onSuccess: (_saved, v) =>
      Promise.all([client.invalidateQueries({ queryKey: benchmarkKeys.ofClassroom(v.classroomId) }), client.invalidateQueries({ queryKey: gradingKeys.student(v.studentId) })]),
  });
}
