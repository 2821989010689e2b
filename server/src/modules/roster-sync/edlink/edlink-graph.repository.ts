import { one, type Sql } from '../../../db/database';
import type { EdlinkEvent } from './edlink-records';
import type { KnownEnrollment } from './edlink-roster';

/*
 * What the last Edlink sync brought, kept for the reports (issue 16): its classes, its people with
 * the demographics Edlink gave, the records it saw (LastSyncReport.xlsx), and the events fetched and
 * not applied yet (PendingEvents.xlsx).
 */

/** Student enrollments earlier syncs made in these classes (link ids of class and person). */
export function knownStudentEnrollments(sql: Sql, classLinkIds: readonly string[]): Promise<KnownEnrollment[]> {
  if (classLinkIds.length === 0) return Promise.resolve([]);
  return sql.query<KnownEnrollment>(
    `SELECT lc.sourced_id AS "classSourcedId", lu.sourced_id AS "userSourcedId"
       FROM classroom_students cs
       JOIN oneroster_links lc ON lc.kind = 'classroom' AND lc.local_id = cs.classroom_id
       JOIN oneroster_links lu ON lu.kind = 'user' AND lu.local_id = cs.student_user_id
      WHERE lc.sourced_id = ANY($1::text[]) AND lu.sourced_id LIKE 'edlink:%'`,
    [[...classLinkIds]],
  );
}

export interface SyncedClass {
  readonly edlinkId: string;
  readonly name: string;
  readonly schoolName: string | null;
  readonly linkId: string;
}

export interface SyncedPerson {
  readonly edlinkId: string;
  readonly linkId: string;
  readonly demographics: Record<string, unknown>;
}

export interface SyncedRecord {
  readonly kind: string;
  readonly edlinkId: string;
  readonly name: string;
}

/** Replaces what the last sync brought with this sync's (in the sync's transaction). */
export async function saveSyncedGraph(
  tx: Sql,
  integrationId: number,
  runId: number,
  graph: { classes: readonly SyncedClass[]; people: readonly SyncedPerson[]; records: readonly SyncedRecord[] },
): Promise<void> {
  await tx.query('DELETE FROM edlink_classes WHERE integration_id = $1', [integrationId]);
  await tx.query('DELETE FROM edlink_people WHERE integration_id = $1', [integrationId]);
  await tx.query('DELETE FROM edlink_sync_changes WHERE integration_id = $1', [integrationId]);
  if (graph.classes.length > 0)
    await tx.query(
      `INSERT INTO edlink_classes (integration_id, edlink_id, name, school_name, classroom_id)
       SELECT $1, c.edlink_id, c.name, c.school_name, (SELECT local_id FROM oneroster_links WHERE kind = 'classroom' AND sourced_id = c.link_id)
         FROM jsonb_to_recordset($2::jsonb) AS c(edlink_id text, name text, school_name text, link_id text)`,
      [integrationId, JSON.stringify(graph.classes.map((c) => ({ edlink_id: c.edlinkId, name: c.name, school_name: c.schoolName, link_id: c.linkId })))],
    );
  if (graph.people.length > 0)
    await tx.query(
      `INSERT INTO edlink_people (integration_id, edlink_id, user_id, demographics)
       SELECT $1, p.edlink_id, (SELECT l.local_id FROM oneroster_links l JOIN users u ON u.id = l.local_id WHERE l.kind = 'user' AND l.sourced_id = p.link_id), p.demographics
         FROM jsonb_to_recordset($2::jsonb) AS p(edlink_id text, link_id text, demographics jsonb)`,
      [integrationId, JSON.stringify(graph.people.map((p) => ({ edlink_id: p.edlinkId, link_id: p.linkId, demographics: p.demographics })))],
    );
  if (graph.records.length > 0)
    await tx.query(
      `INSERT INTO edlink_sync_changes (integration_id, run_id, position, kind, edlink_id, name)
       SELECT $1, $2, r.position, r.kind, r.edlink_id, r.name
         FROM jsonb_to_recordset($3::jsonb) AS r(position int, kind text, edlink_id text, name text)`,
      [integrationId, runId, JSON.stringify(graph.records.map((r, i) => ({ position: i + 1, kind: r.kind, edlink_id: r.edlinkId, name: r.name })))],
    );
}

export function syncedClasses(sql: Sql, integrationId: number) {
  return sql.query<{ edlinkId: string; name: string; schoolName: string | null; classroomId: number | null }>(
    `SELECT edlink_id AS "edlinkId", name, school_name AS "schoolName", classroom_id AS "classroomId"
       FROM edlink_classes WHERE integration_id = $1 ORDER BY name, edlink_id`,
    [integrationId],
  );
}

/** The demographics of a synced person (the most recent integration that brought them). */
export function demographicsOfUser(sql: Sql, userId: number) {
  return one<{ edlinkId: string; demographics: Record<string, unknown> }>(
    sql,
    `SELECT edlink_id AS "edlinkId", demographics FROM edlink_people WHERE user_id = $1 ORDER BY integration_id DESC LIMIT 1`,
    [userId],
  );
}

export function syncedRecords(sql: Sql, integrationId: number): Promise<SyncedRecord[]> {
  return sql.query<SyncedRecord>(
    `SELECT kind, edlink_id AS "edlinkId", name FROM edlink_sync_changes WHERE integration_id = $1 ORDER BY position`,
    [integrationId],
  );
}

/** Keeps fetched events until a sync applies them (an event seen twice is kept once). */
export async function savePendingEvents(sql: Sql, integrationId: number, events: readonly EdlinkEvent[]): Promise<void> {
  if (events.length === 0) return;
  await sql.query(
    `INSERT INTO edlink_pending_events (integration_id, event_id, event_type, target, target_id, event_date)
     SELECT $1, e.id, e.type, e.target, e.target_id, e.date FROM jsonb_to_recordset($2::jsonb) AS e(id text, type text, target text, target_id text, date text)
     ON CONFLICT (integration_id, event_id) DO NOTHING`,
    [integrationId, JSON.stringify(events.map((e) => ({ id: e.id, type: e.type, target: e.target, target_id: e.data?.id ?? null, date: e.date })))],
  );
}

export async function clearPendingEvents(tx: Sql, integrationId: number): Promise<void> {
  await tx.query('DELETE FROM edlink_pending_events WHERE integration_id = $1', [integrationId]);
}

export function pendingEvents(sql: Sql, integrationId: number) {
  return sql.query<{ eventId: string; type: string; target: string; targetId: string | null; date: string | null }>(
    `SELECT event_id AS "eventId", event_type AS type, target, target_id AS "targetId", event_date AS date
       FROM edlink_pending_events WHERE integration_id = $1 ORDER BY event_date, event_id`,
    [integrationId],
  );
}

export async function pendingEventCount(sql: Sql, integrationId: number): Promise<number> {
  return (await one<{ n: number }>(sql, 'SELECT count(*)::int AS n FROM edlink_pending_events WHERE integration_id = $1', [integrationId]))?.n ?? 0;
}
