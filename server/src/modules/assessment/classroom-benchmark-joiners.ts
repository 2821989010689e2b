import type { Sql } from '../../db/database';
import type { AppDeps } from '../../app-deps';
import type { NotificationRow } from '../notifications/notification.repository';
import { recordBenchmark } from './assessment-notifications';
import { insertAssignments } from './benchmark.repository';
import { openWholeClassroomBenchmarks } from './classroom-benchmark.repository';
import { refreshBenchmarkRollups } from '../reports/report-rollup.use-cases';

/**
 * Students who join a classroom receive its whole-classroom benchmarks whose period has not ended, with
 * the classroom's period (issue 13). Runs inside the transaction that adds them, so a student is never
 * in the classroom without them; answers the "benchmark assigned" notifications to publish after commit.
 */
export async function giveClassroomBenchmarksToJoiners(tx: Sql, deps: AppDeps, classroomId: number, studentIds: readonly number[]): Promise<NotificationRow[]> {
  if (studentIds.length === 0) return [];
  const notes: NotificationRow[] = [];
  for (const group of await openWholeClassroomBenchmarks(tx, classroomId)) {
    const doc = await deps.assessments.byBenchmarkSet(group.benchmarkSetId);
    if (!doc) continue;
    const rows = await insertAssignments(tx, {
      benchmarkSetId: group.benchmarkSetId,
      studentIds,
      assignedBy: group.assignedBy,
      classroomId,
      startsAt: group.startsAt,
      endsAt: group.endsAt,
      defaultDays: 1,
      classroomBenchmarkId: group.id,
    });
    if (rows.length) notes.push(...(await recordBenchmark(tx, deps, 'assigned', rows.map((r) => r.studentId), doc)));
    await refreshBenchmarkRollups(tx, doc, rows.map((r) => r.studentId));
  }
  return notes;
}
