import { z } from 'zod';
import { idSchema } from '../shared/schema-kit';
import { BenchmarkStatus } from './benchmark.schemas';

/**
 * The teacher's benchmark assignment calls (issue 13, api-spec §7.13; docs/decisions.md "Benchmarks
 * and reports (issue 13)"). An assignment the screen lists is one benchmark set given within one
 * classroom (a "classroom benchmark"), to the whole classroom or to chosen students of it.
 */

/** `GET benchmark/classList?classroomId` and `GET BAClassroomAssignedList?classroomId`. */
export const classroomBenchmarksQuerySchema = z.object({ classroomId: idSchema });

/** `POST benchmark/classroom/unitList`: the sets a classroom may be given, by unit. */
export const classroomUnitListBodySchema = z.object({ classroomId: idSchema });

/** Where one student stands on an assignment (product-spec §4: assigned, submitted, retake). */
export const BENCHMARK_STUDENT_STATES = ['assigned', 'started', 'submitted', 'retake'] as const;
export type BenchmarkStudentState = (typeof BENCHMARK_STUDENT_STATES)[number];

/** Submitted wins; a reopened round is a retake until it is submitted again; a first answer starts it. */
export function benchmarkStudentState(a: { status: number; isRetake: boolean }): BenchmarkStudentState {
  if (a.status === BenchmarkStatus.Submitted) return 'submitted';
  if (a.isRetake) return 'retake';
  return a.status === BenchmarkStatus.InProgress ? 'started' : 'assigned';
}
