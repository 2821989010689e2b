import { z } from 'zod';
import { bilingualTextSchema } from '../content/bilingual.schemas';
import { BENCHMARK_STUDENT_STATES } from './benchmark-assignment.schemas';

/** Answers of the teacher's benchmark assignment calls (benchmark-assignment.schemas.ts). */

const id = z.number().int().positive();
const count = z.number().int().min(0);

/** The set as a teacher picks it: its unit number (null: linked to no unit) and its number within that unit. */
const setFields = {
  benchmarkSetId: id,
  benchmarkName: bilingualTextSchema,
  unitNumber: z.number().int().nullable(),
  setNumber: z.number().int().min(1),
};

/** One assignment of a classroom with its students counted by state. */
export const classroomBenchmarkSchema = z.object({
  id,
  classroomId: id,
  ...setFields,
  wholeClassroom: z.boolean(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The period has ended. */
  isClosed: z.boolean(),
  students: count,
  assigned: count,
  started: count,
  submitted: count,
  retake: count,
  /** Someone submitted (in any round): the assignment can no longer be removed. */
  hasSubmissions: z.boolean(),
});
export const classroomBenchmarkListSchema = z.array(classroomBenchmarkSchema);

/** One student of an assignment. */
export const benchmarkStudentRowSchema = z.object({
  benchmarkStudentId: id,
  studentId: id,
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  state: z.enum(BENCHMARK_STUDENT_STATES),
  retakeRound: z.number().int().min(1),
  /** Percent; null until submitted and every question scored. */
  score: z.number().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  submittedAt: z.string().nullable(),
  /** This student submitted in some round: their assignment can no longer be removed. */
  hasSubmitted: z.boolean(),
});

/** `GET benchmarkStudentList/{id}` and `GET BAStudentList/{id}`: the assignment and its students. */
export const classroomBenchmarkStudentsSchema = z.object({
  assignment: classroomBenchmarkSchema,
  assessmentId: id,
  students: z.array(benchmarkStudentRowSchema),
});

/** `POST benchmark/classroom/unitList`: every published set, and this classroom's assignment of it if any. */
export const classroomUnitListSchema = z.array(z.object({ ...setFields, questionSetCount: z.number().int().min(1), classroomBenchmarkId: id.nullable() }));

/** `DELETE benchmarkStudent/{id}` and `benchmarkStudent/classroom/{id}`: how many students lost it. */
export const benchmarkRemovalSchema = z.object({ removed: count });

export type ClassroomBenchmark = z.infer<typeof classroomBenchmarkSchema>;
export type BenchmarkStudentRow = z.infer<typeof benchmarkStudentRowSchema>;
export type ClassroomBenchmarkStudents = z.infer<typeof classroomBenchmarkStudentsSchema>;
export type ClassroomSetChoice = z.infer<typeof classroomUnitListSchema>[number];
export type BenchmarkRemoval = z.infer<typeof benchmarkRemovalSchema>;
