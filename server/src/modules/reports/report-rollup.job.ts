import type { FastifyBaseLogger } from 'fastify';
import type { Database, Sql } from '../../db/database';
import { startDatabaseJobLoop } from '../../jobs/database-job-loop';
import { ROLLUP_QUEUED_CHANNEL, takeQueuedSchoolUnits } from './report-rollup.repository';
import { refreshStudentRollupsOf } from './report-rollup.use-cases';
import { recomputeSchoolUnits } from './report-school-rollup.repository';
import { takeQueuedStudentRollups } from './report-student-queue.repository';

/** How often every process looks at the queue even without a NOTIFY (one missed while LISTEN reconnected). */
export const ROLLUP_DRAIN_INTERVAL_MS = 1000;
/** School rows recomputed per transaction: short transactions, so saves and reads never wait long on them. */
export const ROLLUP_DRAIN_BATCH = 200;
/** Student rows rewritten per transaction (a class's first saves arrive together: one commit for many). */
export const STUDENT_ROLLUP_DRAIN_BATCH = 50;

/**
 * Runs `batch` (which takes at most `limit` queued rows and handles them) in transactions of its own
 * until one comes back short; answers how many rows were handled.
 */
async function inBatches(db: Database, limit: number, batch: (tx: Sql) => Promise<number>): Promise<number> {
  let drained = 0;
  for (;;) {
    const taken = await db.transaction(batch);
    drained += taken;
    if (taken < limit) return drained;
  }
}

/**
 * Drains the rollup queues, the students' first (first saves; their rewrites queue school rows, which
 * the school drain then sums): batch after batch, each in its own transaction, until a batch comes back
 * short. Safe in any number of processes at once (each takes rows nobody holds). Answers how many school
 * rows it recomputed. Tests call it directly instead of waiting for the job.
 */
export async function drainRollupQueue(deps: { readonly db: Database }): Promise<number> {
  await inBatches(deps.db, STUDENT_ROLLUP_DRAIN_BATCH, async (tx) => {
    const keys = await takeQueuedStudentRollups(tx, STUDENT_ROLLUP_DRAIN_BATCH);
    // Set-based: a few statements for the whole batch, the students locked in id order.
    await refreshStudentRollupsOf(tx, keys);
    return keys.length;
  });
  return inBatches(deps.db, ROLLUP_DRAIN_BATCH, async (tx) => {
    const rows = await takeQueuedSchoolUnits(tx, ROLLUP_DRAIN_BATCH);
    await recomputeSchoolUnits(tx, rows);
    return rows.length;
  });
}

/**
 * The drainer every server process runs: woken by the NOTIFY a queued change sends on commit, and by
 * an interval; work queued before this process started (or before a restart) is drained at once.
 * Never overlaps itself (a wake-up during a drain runs one more drain after it). A failed drain leaves
 * the queue as it was; the next wake-up tries again. Resolves to the stop, which waits for a drain
 * under way.
 */
export function startRollupDrainer(deps: { readonly db: Database; readonly log: FastifyBaseLogger }): Promise<() => Promise<void>> {
  return startDatabaseJobLoop({
    db: deps.db,
    log: deps.log,
    channel: ROLLUP_QUEUED_CHANNEL,
    intervalMs: ROLLUP_DRAIN_INTERVAL_MS,
    failureMessage: 'report rollup drain failed',
    drain: () => drainRollupQueue(deps),
  });
}
