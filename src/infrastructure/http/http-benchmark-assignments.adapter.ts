import type {
  BenchmarkAssigned,
  BenchmarkAssignments,
  BenchmarkRemoval,
  ClassroomBenchmark,
  ClassroomBenchmarkStudents,
  ClassroomSetChoice,
} from '@application/benchmark/benchmark-assignments.port';
import type { ApiClient } from './api-client';

export function createHttpBenchmarkAssignments(api: ApiClient): BenchmarkAssignments {
  return {
    classroomAssignments: (classroomId) => api.call<ClassroomBenchmark[]>('GET', `/benchmark/classList?classroomId=${classroomId}`),
    assignmentStudents: (id) => api.call<ClassroomBenchmarkStudents>('GET', `/benchmarkStudentList/${id}`),
    setsForClassroom: (classroomId) => api.call<ClassroomSetChoice[]>('POST', '/benchmark/classroom/unitList', { classroomId }),
    assignClassroom: (input) => api.call<BenchmarkAssigned>('POST', '/assign-benchmark/classroom', input),
    assignStudents: (input) => api.call<BenchmarkAssigned>('POST', '/assign-benchmark/student', input),
    removeClassroomAssignment: (id) => api.call<BenchmarkRemoval>('DELETE', `/benchmarkStudent/classroom/${id}`),
    removeStudentAssignment: (id) => api.call<BenchmarkRemoval>('DELETE', `/benchmarkStudent/${id}`),
  };
}
