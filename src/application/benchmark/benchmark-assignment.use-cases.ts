import type { ApiResult } from '../ports/api-result';
import type {
  BenchmarkAssigned,
  BenchmarkAssignments,
  BenchmarkPeriod,
  BenchmarkRemoval,
  ClassroomBenchmark,
  ClassroomBenchmarkStudents,
  ClassroomSetChoice,
} from './benchmark-assignments.port';

export type { BenchmarkAssigned, BenchmarkRemoval, ClassroomBenchmark, ClassroomBenchmarkStudents, ClassroomSetChoice };

/** Whom a benchmark set is given to: every student of the classroom (and those who join later), or some of them. */
export type BenchmarkRecipients = { readonly whole: true } | { readonly whole: false; readonly studentIds: readonly number[] };

export interface AssignBenchmarkInput {
  readonly classroomId: number;
  readonly benchmarkSetId: number;
  readonly to: BenchmarkRecipients;
  /** When it opens and closes (ISO instants); left out, it opens now and closes at the classroom's end. */
  readonly period: BenchmarkPeriod;
}

/**
 * What a teacher does with benchmarks (product-spec §3 "Benchmark assignment", §4): see a classroom's
 * assignments and each student's state, give a set to the classroom or chosen students for a time
 * period, and take an assignment back before anyone submitted. Retakes are the grading use cases'.
 */
export interface BenchmarkAssignmentUseCases {
  assignmentsOfClassroom(classroomId: number): Promise<ApiResult<ClassroomBenchmark[]>>;
  studentsOfAssignment(classroomBenchmarkId: number): Promise<ApiResult<ClassroomBenchmarkStudents>>;
  setsToAssign(classroomId: number): Promise<ApiResult<ClassroomSetChoice[]>>;
  assignBenchmark(input: AssignBenchmarkInput): Promise<ApiResult<BenchmarkAssigned>>;
  removeAssignment(classroomBenchmarkId: number): Promise<ApiResult<BenchmarkRemoval>>;
  removeStudentFromAssignment(benchmarkStudentId: number): Promise<ApiResult<BenchmarkRemoval>>;
}

export function createBenchmarkAssignmentUseCases(port: BenchmarkAssignments): BenchmarkAssignmentUseCases {
  return {
    assignmentsOfClassroom: (classroomId) => port.classroomAssignments(classroomId),
    studentsOfAssignment: (id) => port.assignmentStudents(id),
    setsToAssign: (classroomId) => port.setsForClassroom(classroomId),
    assignBenchmark: ({ classroomId, benchmarkSetId, to, period }) =>
      to.whole
        ? port.assignClassroom({ benchmarkSetId, classroomId, ...period })
        : port.assignStudents({ benchmarkSetId, classroomId, studentIds: to.studentIds, ...period }),
    removeAssignment: (id) => port.removeClassroomAssignment(id),
    removeStudentFromAssignment: (id) => port.removeStudentAssignment(id),
  };
}
