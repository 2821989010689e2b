import { one, type Database } from '../../../server/src/db/database';
import { drainRollupQueue } from '../../../server/src/modules/reports/report-rollup.job';
import { waitFor } from '../../support/wait-for';

/**
 * Drains the report rollup queues and waits until both are empty. Draining alone is not enough on
 * PostgreSQL: the app's own drainer may hold a batch (a drain skips rows another holds), and its
 * queued rows stay visible until its transaction commits; so empty queues mean every rewrite is in.
 */
export async function settleRollups(deps: { readonly db: Database }): Promise<void> {
  await drainRollupQueue(deps);
  await waitFor(
    async () =>
      (await one<{ n: number }>(deps.db, 'SELECT (SELECT count(*) FROM report_rollup_queue) + (SELECT count(*) FROM report_student_rollup_queue) AS n'))!.n == 0,
    { what: 'empty rollup queues' },
  );
}
