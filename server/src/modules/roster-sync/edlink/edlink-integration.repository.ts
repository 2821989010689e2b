import { one, type Sql } from '../../../db/database';
import type { EdlinkSyncStatus } from '@domain/roster-sync/edlink.schemas';

/*
 * Edlink integrations (issue 16): one per district. The access token is read by the sync alone
 * (`tokenOfIntegration`); every other read leaves it out and says only whether there is one.
 */

export interface IntegrationRow {
  readonly id: number;
  readonly districtId: number;
  readonly districtName: string;
  readonly stateId: number;
  readonly integrationId: string;
  readonly integrationName: string;
  readonly connected: boolean;
  readonly status: EdlinkSyncStatus;
  readonly lastSyncAt: string | null;
  readonly lastSyncAgeMs: number | null;
  readonly eventsCursor: string | null;
}

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const SELECT = `SELECT i.id, i.district_id AS "districtId", d.name AS "districtName", d.state_id AS "stateId",
    i.integration_id AS "integrationId", i.integration_name AS "integrationName",
    coalesce(i.access_token, '') <> '' AS connected, i.status, ${iso('i.last_sync_at')} AS "lastSyncAt",
    (extract(epoch FROM now() - i.last_sync_at) * 1000)::float8 AS "lastSyncAgeMs", i.events_cursor AS "eventsCursor"
  FROM edlink_integrations i JOIN districts d ON d.id = i.district_id`;

export function listIntegrations(sql: Sql, stateId?: number): Promise<IntegrationRow[]> {
  return stateId === undefined
    ? sql.query<IntegrationRow>(`${SELECT} ORDER BY d.name, i.id`)
    : sql.query<IntegrationRow>(`${SELECT} WHERE d.state_id = $1 ORDER BY d.name, i.id`, [stateId]);
}

export function findIntegrationOfDistrict(sql: Sql, districtId: number): Promise<IntegrationRow | null> {
  return one<IntegrationRow>(sql, `${SELECT} WHERE i.district_id = $1`, [districtId]);
}

export function findIntegration(sql: Sql, id: number): Promise<IntegrationRow | null> {
  return one<IntegrationRow>(sql, `${SELECT} WHERE i.id = $1`, [id]);
}

/** Whether another district already uses this Edlink integration, or this district has one. */
export async function integrationTaken(sql: Sql, districtId: number, integrationId: string): Promise<boolean> {
  return (await one(sql, 'SELECT 1 FROM edlink_integrations WHERE district_id = $1 OR integration_id = $2', [districtId, integrationId])) !== null;
}

export async function insertIntegration(sql: Sql, row: { districtId: number; integrationId: string; integrationName: string; accessToken: string | null }): Promise<number> {
  const inserted = await one<{ id: number }>(
    sql,
    `INSERT INTO edlink_integrations (district_id, integration_id, integration_name, access_token) VALUES ($1, $2, $3, $4) RETURNING id`,
    [row.districtId, row.integrationId, row.integrationName, row.accessToken],
  );
  return inserted!.id;
}

export async function deleteIntegration(sql: Sql, districtId: number): Promise<boolean> {
  return (await sql.query('DELETE FROM edlink_integrations WHERE district_id = $1 RETURNING id', [districtId])).length > 0;
}

/** The bearer token, for the sync only. */
export async function tokenOfIntegration(sql: Sql, id: number): Promise<string> {
  return (await one<{ token: string | null }>(sql, 'SELECT access_token AS token FROM edlink_integrations WHERE id = $1', [id]))?.token ?? '';
}

export async function setIntegrationStatus(sql: Sql, id: number, status: EdlinkSyncStatus): Promise<void> {
  await sql.query('UPDATE edlink_integrations SET status = $2 WHERE id = $1', [id, status]);
}

/** A finished sync: done, when, and where the events feed goes on from. */
export async function markIntegrationSynced(sql: Sql, id: number, eventsCursor: string | null): Promise<void> {
  await sql.query(`UPDATE edlink_integrations SET status = 'done', last_sync_at = now(), events_cursor = coalesce($2, events_cursor) WHERE id = $1`, [id, eventsCursor]);
}

/** The districts of a state, for the state's last-sync report (every district, integrated or not). */
export function districtsOfState(sql: Sql, stateId: number): Promise<{ id: number; name: string }[]> {
  return sql.query('SELECT id, name FROM districts WHERE state_id = $1 ORDER BY name, id', [stateId]);
}

export async function stateExists(sql: Sql, stateId: number): Promise<boolean> {
  return (await one(sql, 'SELECT 1 FROM states WHERE id = $1', [stateId])) !== null;
}

export async function districtExists(sql: Sql, districtId: number): Promise<boolean> {
  return (await one(sql, 'SELECT 1 FROM districts WHERE id = $1', [districtId])) !== null;
}

/** Who hears a sync's progress on the hub: the super admins. */
export async function superAdminIds(sql: Sql): Promise<number[]> {
  return (await sql.query<{ id: number }>('SELECT id FROM users WHERE role_id = 1 AND deleted_at IS NULL')).map((r) => r.id);
}
