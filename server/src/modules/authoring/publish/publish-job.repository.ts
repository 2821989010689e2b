import { one, type Sql } from '../../../db/database';
import type { PublishJobState, PublishScope } from '@domain/authoring/authoring.responses';
import type { NotificationRow } from '../../notifications/notification.repository';

/** NOTIFYed when a publish job is queued, so a runner in some process takes it at once. */
export const PUBLISH_JOB_QUEUED_CHANNEL = 'publish_job_queued';

/** A publish job row as the runner and the API read it. */
export interface PublishJobRow {
  readonly id: number;
  readonly scope: PublishScope;
  readonly targetId: number | null;
  readonly requestedBy: number;
  readonly state: PublishJobState;
  readonly step: number;
  readonly steps: number;
  readonly stepLabelEn: string | null;
  readonly stepLabelEs: string | null;
  readonly failure: string | null;
  readonly attempts: number;
  readonly requestedAt: string;
  readonly finishedAt: string | null;
}

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const COLUMNS = `id, scope, target_id AS "targetId", requested_by_user_id AS "requestedBy", state, step, steps,
  step_label_en AS "stepLabelEn", step_label_es AS "stepLabelEs", failure, attempts,
  ${iso('requested_at')} AS "requestedAt", ${iso('finished_at')} AS "finishedAt"`;

/** Queued, or running with a heartbeat older than $1 ms (its process died). */
const TAKEABLE = `(state = 'queued' OR (state = 'running' AND heartbeat_at < now() - $1::int * interval '1 millisecond'))`;

/** Queues a job unless one is open for the same target (the unique partial index); null when one is. */
export async function insertPublishJob(sql: Sql, scope: PublishScope, targetId: number | null, userId: number): Promise<PublishJobRow | null> {
  return one<PublishJobRow>(
    sql,
    `INSERT INTO publish_jobs (scope, target_id, requested_by_user_id) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING RETURNING ${COLUMNS}`,
    [scope, targetId, userId],
  );
}

/** The queued or running job of a target, if any. */
export function findOpenPublishJob(sql: Sql, scope: PublishScope, targetId: number | null): Promise<PublishJobRow | null> {
  return one<PublishJobRow>(
    sql,
    `SELECT ${COLUMNS} FROM publish_jobs
      WHERE scope = $1 AND coalesce(target_id, 0) = coalesce($2::int, 0) AND state IN ('queued', 'running')`,
    [scope, targetId],
  );
}

export function findPublishJob(sql: Sql, id: number): Promise<PublishJobRow | null> {
  return one<PublishJobRow>(sql, `SELECT ${COLUMNS} FROM publish_jobs WHERE id = $1`, [id]);
}

/**
 * Takes the oldest job nobody runs: a queued one, or a running one whose runner stopped beating
 * (its process died; its transaction was rolled back with it). Rows another process is taking are
 * skipped. The run counts as an attempt.
 */
export function claimPublishJob(sql: Sql, staleAfterMs: number): Promise<PublishJobRow | null> {
  return one<PublishJobRow>(
    sql,
    `UPDATE publish_jobs SET state = 'running', attempts = attempts + 1, step = 0, steps = 0, step_label_en = NULL,
            step_label_es = NULL, failure = NULL, started_at = now(), heartbeat_at = now()
      WHERE id = (SELECT id FROM publish_jobs WHERE ${TAKEABLE} ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING ${COLUMNS}`,
    [staleAfterMs],
  );
}

/** Whether some job waits to be taken (the cheap look before the claim). */
export async function hasPublishJobToTake(sql: Sql, staleAfterMs: number): Promise<boolean> {
  const rows = await sql.query<{ found: boolean }>(`SELECT EXISTS (SELECT 1 FROM publish_jobs WHERE ${TAKEABLE}) AS found`, [staleAfterMs]);
  return rows[0]?.found ?? false;
}

/** Where the run is (and that it is alive); only the attempt that holds the job writes. */
export async function savePublishProgress(
  sql: Sql,
  id: number,
  attempt: number,
  progress: { step: number; steps: number; labelEn: string | null; labelEs: string | null },
): Promise<void> {
  await sql.query(
    `UPDATE publish_jobs SET step = $3, steps = $4, step_label_en = $5, step_label_es = $6, heartbeat_at = now()
      WHERE id = $1 AND attempts = $2 AND state = 'running'`,
    [id, attempt, progress.step, progress.steps, progress.labelEn, progress.labelEs],
  );
}

/** Ends the run: succeeded or failed (with why). */
export async function finishPublishJob(sql: Sql, id: number, attempt: number, state: 'succeeded' | 'failed', failure: string | null): Promise<void> {
  await sql.query(
    `UPDATE publish_jobs SET state = $3, failure = $4, finished_at = now(), heartbeat_at = now()
      WHERE id = $1 AND attempts = $2 AND state = 'running'`,
    [id, attempt, state, failure],
  );
}

/**
 * Only one publish writes at a time, in any process: publishes of overlapping items (a course and one
 * of its units) queue here instead of interleaving their snapshot versions or deadlocking.
 */
export async function lockPublishing(tx: Sql): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('publish_jobs'))`);
}

/** A live unit's English and Spanish name; null for an unknown or removed unit. */
export function findLiveUnitName(sql: Sql, unitId: number) {
  return one<{ name: { en: string; es: string } }>(sql, 'SELECT content_text(name_id) AS name FROM units WHERE id = $1 AND deleted_at IS NULL', [unitId]);
}

export type PageScope = 'opener' | 'teacher-page' | 'contributors';

/** A unit opener or teacher page of a live unit, or the contributors page, with the name a notification shows; null otherwise. */
export function findLivePageName(sql: Sql, scope: PageScope, id: number) {
  const query = {
    opener: `SELECT o.unit_id AS "unitId", content_text(u.name_id) AS name FROM unit_openers o JOIN units u ON u.id = o.unit_id
              WHERE o.id = $1 AND u.deleted_at IS NULL`,
    'teacher-page': `SELECT t.unit_id AS "unitId", content_text(t.title_id) AS name FROM teacher_pages t JOIN units u ON u.id = t.unit_id
              WHERE t.id = $1 AND u.deleted_at IS NULL`,
    contributors: `SELECT NULL::int AS "unitId", content_text(title_id) AS name FROM contributors_pages WHERE id = $1`,
  }[scope];
  return one<{ unitId: number | null; name: { en: string; es: string } }>(sql, query, [id]);
}

/** A live lesson of a live unit, with its title; null otherwise. */
export function findLiveLessonTitle(sql: Sql, lessonId: number) {
  return one<{ title: { en: string; es: string } }>(
    sql,
    `SELECT content_text(l.title_id) AS title FROM lessons l JOIN units u ON u.id = l.unit_id
      WHERE l.id = $1 AND l.deleted_at IS NULL AND u.deleted_at IS NULL`,
    [lessonId],
  );
}

/** Names of the units and titles of the lessons a job publishes (its step labels). */
export async function readStepNames(sql: Sql, unitIds: readonly number[], lessonIds: readonly number[]) {
  const rows = await sql.query<{ kind: 'unit' | 'lesson'; id: number; name: { en?: string; es?: string } | null }>(
    `SELECT 'unit' AS kind, id, content_text(name_id) AS name FROM units WHERE id = ANY($1::int[])
     UNION ALL
     SELECT 'lesson' AS kind, id, content_text(title_id) AS name FROM lessons WHERE id = ANY($2::int[])`,
    [unitIds, lessonIds],
  );
  return rows;
}

const NOTIFICATION_COLUMNS = `id, recipient_user_id AS "recipientUserId", type::int AS type, args AS "notificationArgs",
  is_read AS "isRead", is_delete AS "isDelete", ${iso('created_at')} AS "createdAt"`;

/** The requester's "in progress" notification of a job (one per job, kept across a retaken run). */
export function findProgressNotification(sql: Sql, userId: number, publishId: string): Promise<NotificationRow | null> {
  return one<NotificationRow>(
    sql,
    `SELECT ${NOTIFICATION_COLUMNS} FROM notifications
      WHERE recipient_user_id = $1 AND type = 6 AND args ->> 'publishId' = $2 ORDER BY id LIMIT 1`,
    [userId, publishId],
  );
}

/** Keeps the stored "in progress" notification at the step last pushed (what the bell loads after a reload). */
export async function saveNotificationArgs(sql: Sql, userId: number, id: number, args: Record<string, unknown>): Promise<void> {
  await sql.query('UPDATE notifications SET args = $3::jsonb WHERE recipient_user_id = $1 AND id = $2', [userId, id, JSON.stringify(args)]);
}
