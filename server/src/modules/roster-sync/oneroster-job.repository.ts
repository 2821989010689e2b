import { one, type Sql } from '../../db/database';
import type { RosterCounts, RosterJobStatus } from '@domain/roster-sync/oneroster.schemas';
import type { FoundProblem } from './oneroster-package';

/** NOTIFYed when an import is queued, so a runner in some process takes it at once. */
export const ONEROSTER_IMPORT_QUEUED_CHANNEL = 'oneroster_import_queued';

export interface RosterJobRow {
  readonly id: number;
  readonly requestedBy: number;
  readonly stateId: number;
  readonly districtId: number | null;
  readonly fileName: string;
  readonly status: RosterJobStatus;
  readonly counts: RosterCounts | null;
  readonly problems: FoundProblem[];
  readonly problemCount: number;
  readonly attempts: number;
  readonly requestedAt: string;
  readonly startedAt: string | null;
  readonly finishedAt: string | null;
}

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const COLUMNS = `id, requested_by_user_id AS "requestedBy", state_id AS "stateId", district_id AS "districtId",
  file_name AS "fileName", status, counts, problems, problem_count AS "problemCount", attempts,
  ${iso('requested_at')} AS "requestedAt", ${iso('started_at')} AS "startedAt", ${iso('finished_at')} AS "finishedAt"`;

/** Queued, or running with a heartbeat older than $1 ms (its process died). */
const TAKEABLE = `(status = 'queued' OR (status = 'running' AND heartbeat_at < now() - $1::int * interval '1 millisecond'))`;

export interface NewRosterJob {
  readonly requestedBy: number;
  readonly stateId: number;
  readonly districtId: number | null;
  readonly fileName: string;
  readonly zip: Buffer;
}

export async function insertRosterJob(sql: Sql, job: NewRosterJob): Promise<number> {
  const row = await one<{ id: number }>(
    sql,
    `INSERT INTO oneroster_import_jobs (requested_by_user_id, state_id, district_id, file_name, package)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [job.requestedBy, job.stateId, job.districtId, job.fileName, job.zip],
  );
  return row!.id;
}

export function findRosterJob(sql: Sql, id: number): Promise<RosterJobRow | null> {
  return one<RosterJobRow>(sql, `SELECT ${COLUMNS} FROM oneroster_import_jobs WHERE id = $1`, [id]);
}

/** The latest jobs, newest first, without their problem lists (their count is kept). */
export function listRecentRosterJobs(sql: Sql, limit: number): Promise<RosterJobRow[]> {
  return sql.query<RosterJobRow>(
    `SELECT ${COLUMNS.replace('problems,', `'[]'::jsonb AS problems,`)} FROM oneroster_import_jobs ORDER BY requested_at DESC, id DESC LIMIT $1`,
    [limit],
  );
}

/** The zip of a job still to run (cleared once the job ends). */
export async function readRosterJobZip(sql: Sql, id: number): Promise<Buffer | null> {
  const row = await one<{ package: Uint8Array | null }>(sql, 'SELECT package FROM oneroster_import_jobs WHERE id = $1', [id]);
  return row?.package ? Buffer.from(row.package) : null;
}

export async function hasRosterJobToTake(sql: Sql, staleAfterMs: number): Promise<boolean> {
  const rows = await sql.query<{ found: boolean }>(`SELECT EXISTS (SELECT 1 FROM oneroster_import_jobs WHERE ${TAKEABLE}) AS found`, [staleAfterMs]);
  return rows[0]?.found ?? false;
}

/** Takes the oldest job nobody runs (queued, or running for a dead process); the run counts as an attempt. */
export function claimRosterJob(sql: Sql, staleAfterMs: number): Promise<RosterJobRow | null> {
  return one<RosterJobRow>(
    sql,
    `UPDATE oneroster_import_jobs SET status = 'running', attempts = attempts + 1, started_at = now(), heartbeat_at = now()
      WHERE id = (SELECT id FROM oneroster_import_jobs WHERE ${TAKEABLE} ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING ${COLUMNS}`,
    [staleAfterMs],
  );
}

/** Says the run is alive; only the attempt that holds the job writes. */
export async function beatRosterJob(sql: Sql, id: number, attempt: number): Promise<void> {
  await sql.query(`UPDATE oneroster_import_jobs SET heartbeat_at = now() WHERE id = $1 AND attempts = $2 AND status = 'running'`, [id, attempt]);
}

export interface RosterJobOutcome {
  readonly status: 'done' | 'failed';
  readonly counts: RosterCounts | null;
  readonly problems: readonly FoundProblem[];
  readonly problemCount: number;
}

/** Ends the run with its outcome; the zip is dropped (the counts and report are what stays). */
export async function finishRosterJob(sql: Sql, id: number, attempt: number, outcome: RosterJobOutcome): Promise<void> {
  await sql.query(
    `UPDATE oneroster_import_jobs SET status = $3, counts = $4::jsonb, problems = $5::jsonb, problem_count = $6,
            package = NULL, finished_at = now(), heartbeat_at = now()
      WHERE id = $1 AND attempts = $2 AND status = 'running'`,
    [id, attempt, outcome.status, outcome.counts ? JSON.stringify(outcome.counts) : null, JSON.stringify(outcome.problems), outcome.problemCount],
  );
}

/** Whether the state exists; a district's state (null when there is no such district). */
export async function stateExists(sql: Sql, stateId: number): Promise<boolean> {
  return (await one(sql, 'SELECT 1 FROM states WHERE id = $1', [stateId])) !== null;
}

export async function districtStateOf(sql: Sql, districtId: number): Promise<number | null> {
  return (await one<{ stateId: number }>(sql, 'SELECT state_id AS "stateId" FROM districts WHERE id = $1', [districtId]))?.stateId ?? null;
}

/** Only one import writes at a time, in any process: two imports of the same records would race. */
export async function lockRosterImports(tx: Sql): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('oneroster_import_jobs'))`);
}

/** A job that ran elsewhere (the demo seed's): recorded finished, with no zip. */
export async function insertFinishedRosterJob(sql: Sql, job: Omit<NewRosterJob, 'zip'>, outcome: RosterJobOutcome): Promise<number> {
  const row = await one<{ id: number }>(
    sql,
    `INSERT INTO oneroster_import_jobs (requested_by_user_id, state_id, district_id, file_name, status, counts, problems, problem_count,
                                        attempts, started_at, heartbeat_at, finished_at)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8, 1, now(), now(), now()) RETURNING id`,
    [job.requestedBy, job.stateId, job.districtId, job.fileName, outcome.status, outcome.counts ? JSON.stringify(outcome.counts) : null, JSON.stringify(outcome.problems), outcome.problemCount],
  );
  return row!.id;
}
