import type { z } from 'zod';
import type { benchmarkAssignmentResultSchema } from '@domain/assessment/assessment.responses';
import type {
  BenchmarkRemoval,
  ClassroomBenchmark,
  ClassroomBenchmarkStudents,
  ClassroomSetChoice,
} from '@domain/assessment/benchmark-assignment.responses';
import type { ApiResult } from '../ports/api-result';

export type { BenchmarkRemoval, ClassroomBenchmark, ClassroomBenchmarkStudents, ClassroomSetChoice };
export type BenchmarkAssigned = z.infer<typeof benchmarkAssignmentResultSchema>;

/** A time period as the server takes it (ISO instants); either end may be left to the server's default. */
export interface BenchmarkPeriod {
  readonly startsAt?: string;
  readonly endsAt?: string;
}

/** The teacher's benchmark assignment calls (api-spec §7.13; issue 13). */
export interface BenchmarkAssignments {
  /** `GET benchmark/classList?classroomId`. */
  classroomAssignments(classroomId: number): Promise<ApiResult<ClassroomBenchmark[]>>;
  /** `GET benchmarkStudentList/{id}`. */
  assignmentStudents(classroomBenchmarkId: number): Promise<ApiResult<ClassroomBenchmarkStudents>>;
  /** `POST benchmark/classroom/unitList`. */
  setsForClassroom(classroomId: number): Promise<ApiResult<ClassroomSetChoice[]>>;
  /** `POST assign-benchmark/classroom`. */
  assignClassroom(input: { benchmarkSetId: number; classroomId: number } & BenchmarkPeriod): Promise<ApiResult<BenchmarkAssigned>>;
  /** `POST assign-benchmark/student` with the students' classroom. */
  assignStudents(input: { benchmarkSetId: number; classroomId: number; studentIds: readonly number[] } & BenchmarkPeriod): Promise<ApiResult<BenchmarkAssigned>>;
  /** `DELETE benchmarkStudent/classroom/{id}`. */
  removeClassroomAssignment(classroomBenchmarkId: number): Promise<ApiResult<BenchmarkRemoval>>;
  /** `DELETE benchmarkStudent/{id}`. */
  removeStudentAssignment(benchmarkStudentId: number): Promise<ApiResult<BenchmarkRemoval>>;
}

export const BenchmarkAssignments = Symbol('BenchmarkAssignments');
