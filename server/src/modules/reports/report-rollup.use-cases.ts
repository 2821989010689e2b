import type { AssessmentDocument } from '@domain/assessment/assessment.schemas';
import { reportTypeOfKind, type ReportType } from '@domain/reports/report-types';
import type { Sql } from '../../db/database';
import {
  deleteStudentRollups,
  enqueueSchoolUnit,
  lockStudentRollups,
  rewriteStudentStandards,
  rewriteStudentUnits,
  rollupKeysOfAssignments,
  type StudentRollupKey,
} from './report-rollup.repository';
import { forgetQueuedStudentRollups, queueStudentRollup } from './report-student-queue.repository';

/** Where an assessment's work counts in the reports. */
export interface RollupPlacement {
  readonly unitId: number;
  readonly reportType: ReportType;
}

/**
 * A benchmark counts in the unit its set tests (`linkedUnitId`), else in the unit of its benchmark
 * lesson; every other assessment in its lesson's unit. The repository's PLACED query says the same.
 */
export function placementOf(doc: Pick<AssessmentDocument, 'unitId' | 'kind' | 'benchmarkSet'>): RollupPlacement {
  return { unitId: doc.benchmarkSet?.linkedUnitId ?? doc.unitId, reportType: reportTypeOfKind(doc.kind) };
}

/**
 * Rewrites students' report rows for the given units and report types from their current rounds, and
 * queues the school rows that sum them (the old school's too, when a student moved). Call it inside the
 * transaction of the change (submit, teacher's score, retake, assignment, a drain), after the change.
 * The students' rows are locked in id order first.
 */
export async function refreshStudentRollupsOf(tx: Sql, keys: readonly StudentRollupKey[]): Promise<void> {
  if (keys.length === 0) return;
  await lockStudentRollups(tx, keys.map((k) => k.studentId));
  const schools = await rewriteStudentUnits(tx, keys);
  await rewriteStudentStandards(tx, keys);
  for (const school of schools) await enqueueSchoolUnit(tx, school.schoolId, school.unitId, school.reportType);
}

/** One student's rows for one unit and report type. */
export function refreshStudentRollups(tx: Sql, studentId: number, unitId: number, reportType: number): Promise<void> {
  return refreshStudentRollupsOf(tx, [{ studentId, unitId, reportType }]);
}

/** The same, for the unit and report type the assessment counts in. */
export async function refreshAssessmentRollups(tx: Sql, studentId: number, doc: AssessmentDocument): Promise<void> {
  const { unitId, reportType } = placementOf(doc);
  await refreshStudentRollups(tx, studentId, unitId, reportType);
}

/**
 * A student's first save of an assessment: their rows are queued for the drainer (one statement)
 * rather than rewritten while they wait. A started round changes only the open count, which the
 * class report then shows within the drain interval.
 */
export async function queueAssessmentRollups(sql: Sql, studentId: number, doc: AssessmentDocument): Promise<void> {
  await queueStudentRollup(sql, { studentId, ...placementOf(doc) });
}

/**
 * After benchmark assignments of a set were given or taken away: every student concerned, in id order
 * (a transaction that locks several students' rows locks them in one order, as the drainer does).
 */
export async function refreshBenchmarkRollups(tx: Sql, doc: AssessmentDocument, studentIds: Iterable<number>): Promise<void> {
  const placement = placementOf(doc);
  await refreshStudentRollupsOf(tx, [...new Set(studentIds)].map((studentId) => ({ studentId, ...placement })));
}

/** After benchmark assignments were removed (or changed) by id: the students who had them. */
export async function refreshAssignmentRollups(tx: Sql, assignmentIds: readonly number[]): Promise<void> {
  if (assignmentIds.length === 0) return;
  await refreshStudentRollupsOf(tx, await rollupKeysOfAssignments(tx, assignmentIds));
}

/** An erased student's report rows go with their work; their schools' rows are summed again without them. */
export async function forgetStudentRollups(tx: Sql, studentId: number): Promise<void> {
  await lockStudentRollups(tx, [studentId]);
  await forgetQueuedStudentRollups(tx, studentId);
  for (const row of await deleteStudentRollups(tx, studentId)) if (row.schoolId !== null) await enqueueSchoolUnit(tx, row.schoolId, row.unitId, row.reportType);
}
