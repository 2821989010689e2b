import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { SessionCache } from '../../http/session-cache';
import { startDatabaseJobLoop } from '../../jobs/database-job-loop';
import { drainStoredJobs, whileBeating } from '../../jobs/stored-job';
import { unpackWithinBudget } from '../files/xlsx-zip-guard';
import { applyRosterFiles, type AppliedRoster } from './oneroster-apply';
import { readRosterPackage, type FoundProblem } from './oneroster-package';
import {
  beatRosterJob,
  claimRosterJob,
  finishRosterJob,
  hasRosterJobToTake,
  lockRosterImports,
  ONEROSTER_IMPORT_QUEUED_CHANNEL,
  readRosterJobZip,
  type RosterJobRow,
} from './oneroster-job.repository';
import { ONEROSTER_ZIP_LIMITS } from './oneroster-upload';

/*
 * The OneRoster import runner (issue 16) every server process runs on the database job loop, as the
 * publish runner does: a queued job is taken at once (NOTIFY), a job whose process died (its
 * heartbeat stopped) is taken again from its stored zip, and the work never holds a request up.
 */

export const ROSTER_RUNNER_INTERVAL_MS = 1000;
export const ROSTER_HEARTBEAT_MS = 5000;
/** A running job whose heartbeat is older than this lost its process. */
export const ROSTER_JOB_STALE_AFTER_MS = 60_000;
/** A job whose runs keep dying is failed after this many. */
export const ROSTER_JOB_MAX_ATTEMPTS = 3;
/** The report lists this many problems; the job counts them all. */
export const ROSTER_PROBLEMS_LISTED = 1000;

export interface RosterRunnerDeps {
  readonly db: Database;
  readonly log: FastifyBaseLogger;
  readonly sessions: SessionCache;
}

/** Thrown inside the transaction so that nothing of a package with problems is written. */
class RosterRefused extends Error {
  constructor(readonly problems: FoundProblem[]) {
    super('the package has problems');
  }
}

const failed = (problems: readonly FoundProblem[]) => ({
  status: 'failed' as const,
  counts: null,
  problems: problems.slice(0, ROSTER_PROBLEMS_LISTED),
  problemCount: problems.length,
});

/** Runs one claimed job: check everything, then write everything in one transaction, or nothing. */
export async function runRosterJob(deps: RosterRunnerDeps, job: RosterJobRow): Promise<void> {
  const finish = (outcome: Parameters<typeof finishRosterJob>[3]) => finishRosterJob(deps.db, job.id, job.attempts, outcome);
  if (job.attempts > ROSTER_JOB_MAX_ATTEMPTS) {
    await finish(failed([{ file: job.fileName, row: null, column: null, reason: 'rosterImportStopped', values: { count: String(job.attempts - 1) } }]));
    return;
  }
  const zip = await readRosterJobZip(deps.db, job.id);
  // The upload was unpacked once already; the same bytes unpack the same way again.
  const { files, problems } = readRosterPackage(unpackWithinBudget(zip ?? Buffer.alloc(0), ONEROSTER_ZIP_LIMITS));
  if (problems.length > 0) {
    await finish(failed(problems));
    return;
  }
  let applied: AppliedRoster;
  try {
    applied = await whileBeating(() => beatRosterJob(deps.db, job.id, job.attempts), ROSTER_HEARTBEAT_MS, deps.log, () =>
      deps.db.transaction(async (tx) => {
        await lockRosterImports(tx);
        const result = await applyRosterFiles(tx, files, { stateId: job.stateId, districtId: job.districtId });
        if (result.problems.length > 0) throw new RosterRefused(result.problems);
        return result;
      }),
    );
  } catch (error) {
    if (!(error instanceof RosterRefused)) throw error;
    await finish(failed(error.problems));
    return;
  }
  for (const userId of applied.touchedUsers) deps.sessions.evictUser(userId);
  await finish({ status: 'done', counts: applied.counts, problems: [], problemCount: 0 });
}

/** Runs jobs until none is left to take. Safe in any number of processes at once; answers how many it ran. */
export async function runQueuedRosterImports(
  deps: RosterRunnerDeps,
  options: { readonly staleAfterMs?: number; readonly stopped?: () => boolean } = {},
): Promise<number> {
  const staleAfterMs = options.staleAfterMs ?? ROSTER_JOB_STALE_AFTER_MS;
  return drainStoredJobs({
    log: deps.log,
    failureMessage: 'oneroster import could not finish',
    hasJobToTake: () => hasRosterJobToTake(deps.db, staleAfterMs),
    claim: () => claimRosterJob(deps.db, staleAfterMs),
    run: (job) => runRosterJob(deps, job),
    idOf: (job) => job.id,
    stopped: options.stopped,
  });
}

/** The import runner every server process runs; resolves to the stop, which waits for a run under way. */
export function startRosterImportRunner(deps: RosterRunnerDeps): Promise<() => Promise<void>> {
  return startDatabaseJobLoop({
    db: deps.db,
    log: deps.log,
    channel: ONEROSTER_IMPORT_QUEUED_CHANNEL,
    intervalMs: ROSTER_RUNNER_INTERVAL_MS,
    failureMessage: 'oneroster import runner failed',
    drain: (stopped) => runQueuedRosterImports(deps, { stopped }),
  });
}
