import { z } from 'zod';
import { MAX_DATABASE_ID, idSchema } from '../shared/schema-kit';
import type { benchmarkAssignmentViewSchema } from './assessment.responses';
import { ANSWER_CALLS, ANSWER_CALL_NAMES, type AnswerCall, type SaveAnswerBody } from './answer.schemas';

/** Benchmark assignment status (product-spec §3/§4): starts at 0, then in progress, then submitted. */
export const BenchmarkStatus = { Assigned: 0, InProgress: 1, Submitted: 2 } as const;
export type BenchmarkStatus = (typeof BenchmarkStatus)[keyof typeof BenchmarkStatus];

/** Most students one assign call may name (a few classes' worth). */
export const ASSIGN_STUDENTS_MAX = 500;
/** A retake of a benchmark whose period is over stays open at least this long. */
export const BENCHMARK_RETAKE_MIN_DAYS = 7;
/** Without a given end, an assignment stays open this long (when no classroom end date applies). */
export const BENCHMARK_DEFAULT_DAYS = 30;

const isoDate = z.iso.datetime({ offset: true, error: 'dateInvalid' });

/** A time period whose end follows its start (both optional: defaults in docs/assessment-api.md). */
const period = {
  startsAt: isoDate.optional(),
  endsAt: isoDate.optional(),
};
const periodInOrder = (p: { startsAt?: string; endsAt?: string }) => !p.startsAt || !p.endsAt || Date.parse(p.endsAt) > Date.parse(p.startsAt);

/** `POST assign-benchmark/student`. */
export const assignStudentsBodySchema = z
  .object({
    benchmarkSetId: idSchema,
    studentIds: z.array(idSchema).min(1, 'required').max(ASSIGN_STUDENTS_MAX),
    /** Optional (issue 13): the students' classroom; the assignment is then listed with that classroom's. */
    classroomId: idSchema.optional(),
    ...period,
  })
  .refine(periodInOrder, { message: 'timePeriodInvalid', path: ['endsAt'] });

/** `POST assign-benchmark/classroom`. */
export const assignClassroomBodySchema = z
  .object({ benchmarkSetId: idSchema, classroomId: idSchema, ...period })
  .refine(periodInOrder, { message: 'timePeriodInvalid', path: ['endsAt'] });

/** One answer carried by a benchmark submit: a save body of one of the answer calls, named by `call`. */
export type CarriedAnswer = SaveAnswerBody & { readonly call: AnswerCall };
const carriedAnswerSchema = z.discriminatedUnion(
  'call',
  ANSWER_CALL_NAMES.map((name) => ANSWER_CALLS[name].body.extend({ call: z.literal(name) })) as unknown as [
    z.ZodObject<{ call: z.ZodLiteral<AnswerCall> }>,
    ...z.ZodObject<{ call: z.ZodLiteral<AnswerCall> }>[],
  ],
) as unknown as z.ZodType<CarriedAnswer>;

/**
 * `POST benchmark-answer/submit`: submits the student's benchmark. Answers not yet saved may ride
 * along (each applied exactly like its own save call, in the same transaction as the submit).
 */
export const benchmarkSubmitBodySchema = z.object({
  benchmarkStudentId: idSchema,
  retakeRound: z.number({ error: 'required' }).int('required').min(1, 'required').max(MAX_DATABASE_ID, 'required'),
  answers: z.array(carriedAnswerSchema).max(200).default([]),
});

/** `GET benchmark/list?userId`: a student's own list, or a teacher's view of one student. */
export const benchmarkListQuerySchema = z.object({ userId: idSchema.optional() });

/** One assignment as the student's benchmark list and screen show it (schema in assessment.responses.ts). */
export type BenchmarkAssignmentView = z.infer<typeof benchmarkAssignmentViewSchema>;

/** Whether answers are accepted at `nowMs` for an assignment in this state. */
export function benchmarkOpen(a: { status: number; startsAt: string; endsAt: string }, nowMs: number): boolean {
  return a.status !== BenchmarkStatus.Submitted && Date.parse(a.startsAt) <= nowMs && nowMs < Date.parse(a.endsAt);
}
