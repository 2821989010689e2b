import { one, type Sql } from '../../../db/database';
import type { RosterCounts, RosterJobStatus } from '@domain/roster-sync/oneroster.schemas';
import type { FoundProblem } from '../oneroster-package';

/*
 * Edlink sync runs (issue 16): a stored job on the database job loop, claimed with SKIP LOCKED,
 * kept alive by a heartbeat and taken again when its process died (as the OneRoster import's jobs).
 */

export const EDLINK_SYNC_QUEUED_CHANNEL = 'edlink_sync_queued';

export interface SyncRunRow {
  readonly id: number;
  readonly integrationId: number;
  readonly status: RosterJobStatus;
  readonly counts: RosterCounts | null;
  readonly problems: FoundProblem[];
  readonly attempts: number;
  readonly requestedAt: string;
  readonly finishedAt: string | null;
}

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const COLUMNS = `id, integration_id AS "integrationId", status, counts, problems, attempts,
  ${iso('requested_at')} AS "requestedAt", ${iso('finished_at')} AS "finishedAt"`;
const TAKEABLE = `(status = 'queued' OR (status = 'running' AND heartbeat_at < now() - $1::int * interval '1 millisecond'))`;

export async function insertSyncRun(sql: Sql, integrationId: number): Promise<number> {
  return (await one<{ id: number }>(sql, 'INSERT INTO edlink_sync_runs (integration_id) VALUES ($1) RETURNING id', [integrationId]))!.id;
}

/** Whether the integration has a run queued or running. */
export async function hasOpenRun(sql: Sql, integrationId: number): Promise<boolean> {
  return (await one(sql, `SELECT 1 FROM edlink_sync_runs WHERE integration_id = $1 AND status IN ('queued', 'running')`, [integrationId])) !== null;
}

export function lastSyncRun(sql: Sql, integrationId: number): Promise<SyncRunRow | null> {
  return one<SyncRunRow>(sql, `SELECT ${COLUMNS} FROM edlink_sync_runs WHERE integration_id = $1 ORDER BY id DESC LIMIT 1`, [integrationId]);
}

export async function hasSyncRunToTake(sql: Sql, staleAfterMs: number): Promise<boolean> {
  return (await sql.query<{ found: boolean }>(`SELECT EXISTS (SELECT 1 FROM edlink_sync_runs WHERE ${TAKEABLE}) AS found`, [staleAfterMs]))[0]?.found ?? false;
}

export function claimSyncRun(sql: Sql, staleAfterMs: number): Promise<SyncRunRow | null> {
  return one<SyncRunRow>(
    sql,
    `UPDATE edlink_sync_runs SET status = 'running', attempts = attempts + 1, started_at = now(), heartbeat_at = now()
      WHERE id = (SELECT id FROM edlink_sync_runs WHERE ${TAKEABLE} ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING ${COLUMNS}`,
    [staleAfterMs],
  );
}

export async function beatSyncRun(sql: Sql, id: number, attempt: number): Promise<void> {
  await sql.query(`UPDATE edlink_sync_runs SET heartbeat_at = now() WHERE id = $1 AND attempts = $2 AND status = 'running'`, [id, attempt]);
}

export interface SyncOutcome {
  readonly status: 'done' | 'failed';
  readonly counts: RosterCounts | null;
  readonly problems: readonly FoundProblem[];
}

/** Ends the run; only the attempt that holds it writes (a retaken run's old process writes nothing). */
export async function finishSyncRun(sql: Sql, id: number, attempt: number, outcome: SyncOutcome): Promise<boolean> {
  const rows = await sql.query(
    `UPDATE edlink_sync_runs SET status = $3, counts = $4::jsonb, problems = $5::jsonb, finished_at = now(), heartbeat_at = now()
      WHERE id = $1 AND attempts = $2 AND status = 'running' RETURNING id`,
    [id, attempt, outcome.status, outcome.counts ? JSON.stringify(outcome.counts) : null, JSON.stringify(outcome.problems)],
  );
  return rows.length > 0;
}

/** A sync that ran elsewhere (the demo seed's): recorded finished. */
export async function insertFinishedSyncRun(sql: Sql, integrationId: number, counts: RosterCounts): Promise<number> {
  const row = await one<{ id: number }>(
    sql,
    `INSERT INTO edlink_sync_runs (integration_id, status, counts, attempts, started_at, heartbeat_at, finished_at)
     VALUES ($1, 'done', $2::jsonb, 1, now(), now(), now()) RETURNING id`,
    [integrationId, JSON.stringify(counts)],
  );
  return row!.id;
}

/** Only one roster write at a time, in any process: the same advisory lock as the OneRoster import. */
export async function lockRosterWrites(tx: Sql): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('oneroster_import_jobs'))`);
}
