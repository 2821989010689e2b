import type { FastifyBaseLogger } from 'fastify';
import { ClassSignalTarget } from '@domain/realtime/class-signal.contract';
import type { EdlinkSyncProgress, EdlinkSyncStatus } from '@domain/roster-sync/edlink.schemas';
import type { Database } from '../../../db/database';
import type { SessionCache } from '../../../http/session-cache';
import { startDatabaseJobLoop } from '../../../jobs/database-job-loop';
import { drainStoredJobs, whileBeating } from '../../../jobs/stored-job';
import type { ClassSignals } from '../../../realtime/class-signals';
import type { FoundProblem } from '../oneroster-package';
import { createEdlinkClient, edlinkBaseUrl, EdlinkFailure, type EdlinkClientOptions } from './edlink-client';
import { findIntegration, setIntegrationStatus, superAdminIds, tokenOfIntegration } from './edlink-integration.repository';
import { beatSyncRun, claimSyncRun, EDLINK_SYNC_QUEUED_CHANNEL, finishSyncRun, hasSyncRunToTake, type SyncOutcome, type SyncRunRow } from './edlink-run.repository';
import { syncIntegration, SyncRefused } from './edlink-sync';

/*
 * The Edlink sync runner (issue 16) every server process runs on the database job loop: a queued
 * run is taken at once (NOTIFY), a run whose process died (its heartbeat stopped) is taken again —
 * reading Edlink again from the start, which is safe because the apply matches every record — and
 * each step is pushed to the super admins over the hub.
 */

export const EDLINK_RUNNER_INTERVAL_MS = 1000;
export const EDLINK_HEARTBEAT_MS = 5000;
export const EDLINK_RUN_STALE_AFTER_MS = 60_000;
export const EDLINK_RUN_MAX_ATTEMPTS = 3;

export interface EdlinkRunnerDeps {
  readonly db: Database;
  readonly log: FastifyBaseLogger;
  readonly sessions: SessionCache;
  readonly classSignals: ClassSignals;
  /** How the client reaches Edlink (tests: a local server and a delay that does not sleep). */
  readonly edlink?: Partial<Pick<EdlinkClientOptions, 'baseUrl' | 'delay' | 'fetch' | 'pageSize'>>;
}

const failure = (reason: FoundProblem['reason'], values?: Record<string, string>): FoundProblem => ({ file: 'edlink', row: null, column: null, reason, ...(values ? { values } : {}) });

async function announce(deps: EdlinkRunnerDeps, districtId: number, status: EdlinkSyncStatus, step: string): Promise<void> {
  const payload: EdlinkSyncProgress = { districtId, status, step };
  deps.classSignals.send(await superAdminIds(deps.db), ClassSignalTarget.EdlinkSyncProgress, payload, { remote: true });
}

/** Runs one claimed run to its end: done with counts, or failed with the reason. */
export async function runEdlinkSync(deps: EdlinkRunnerDeps, run: SyncRunRow): Promise<void> {
  const integration = await findIntegration(deps.db, run.integrationId);
  if (!integration) return;
  const finish = async (outcome: SyncOutcome) => {
    if (!(await finishSyncRun(deps.db, run.id, run.attempts, outcome))) return;
    await setIntegrationStatus(deps.db, integration.id, 'done');
    await announce(deps, integration.districtId, 'done', outcome.status);
  };
  if (run.attempts > EDLINK_RUN_MAX_ATTEMPTS) return finish({ status: 'failed', counts: null, problems: [failure('edlinkSyncStopped', { count: String(run.attempts - 1) })] });
  const token = await tokenOfIntegration(deps.db, integration.id);
  if (!token) return finish({ status: 'failed', counts: null, problems: [failure('edlinkNotConnected')] });
  await setIntegrationStatus(deps.db, integration.id, 'in_progress');
  const client = createEdlinkClient({ baseUrl: edlinkBaseUrl(), ...deps.edlink, token });
  try {
    const applied = await whileBeating(() => beatSyncRun(deps.db, run.id, run.attempts), EDLINK_HEARTBEAT_MS, deps.log, () =>
      syncIntegration(deps.db, client, integration, run.id, (step) => announce(deps, integration.districtId, 'in_progress', step)),
    );
    for (const userId of applied.touchedUsers) deps.sessions.evictUser(userId);
    await finish({ status: 'done', counts: applied.counts, problems: [] });
  } catch (error) {
    if (error instanceof EdlinkFailure) await finish({ status: 'failed', counts: null, problems: [failure(error.reason, { detail: error.detail })] });
    else if (error instanceof SyncRefused) await finish({ status: 'failed', counts: null, problems: error.problems });
    else throw error;
  }
}

export async function runQueuedEdlinkSyncs(deps: EdlinkRunnerDeps, options: { readonly staleAfterMs?: number; readonly stopped?: () => boolean } = {}): Promise<number> {
  const staleAfterMs = options.staleAfterMs ?? EDLINK_RUN_STALE_AFTER_MS;
  return drainStoredJobs({
    log: deps.log,
    failureMessage: 'edlink sync could not finish',
    hasJobToTake: () => hasSyncRunToTake(deps.db, staleAfterMs),
    claim: () => claimSyncRun(deps.db, staleAfterMs),
    run: (run) => runEdlinkSync(deps, run),
    idOf: (run) => run.id,
    stopped: options.stopped,
  });
}

export function startEdlinkSyncRunner(deps: EdlinkRunnerDeps): Promise<() => Promise<void>> {
  return startDatabaseJobLoop({
    db: deps.db,
    log: deps.log,
    channel: EDLINK_SYNC_QUEUED_CHANNEL,
    intervalMs: EDLINK_RUNNER_INTERVAL_MS,
    failureMessage: 'edlink sync runner failed',
    drain: (stopped) => runQueuedEdlinkSyncs(deps, { stopped }),
  });
}
