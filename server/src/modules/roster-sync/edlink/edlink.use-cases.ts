import type { EdlinkIntegration, EdlinkIntegrationBody, EdlinkSyncRun } from '@domain/roster-sync/edlink.schemas';
import type { Language } from '@domain/shared/constants';
import { renderMessage } from '@domain/shared/messages';
import type { AppDeps } from '../../../app-deps';
import { appError } from '../../../http/app-error';
import { demographicsOfUser, pendingEventCount, syncedClasses } from './edlink-graph.repository';
import * as integrations from './edlink-integration.repository';
import { EDLINK_SYNC_QUEUED_CHANNEL, hasOpenRun, insertSyncRun, lastSyncRun, type SyncRunRow } from './edlink-run.repository';

/*
 * The Edlink roster sync calls (issue 16; docs/edlink-sync.md), super admin only: connect a
 * district to its Edlink integration, start a sync (a stored job; the request never waits for Edlink),
 * and read what the last sync did. The token is written here and never answered.
 */

const integrationOf = (row: integrations.IntegrationRow): EdlinkIntegration => ({
  districtId: row.districtId,
  districtName: row.districtName,
  stateId: row.stateId,
  integrationId: row.integrationId,
  integrationName: row.integrationName,
  connected: row.connected,
  status: row.status,
  lastSyncAt: row.lastSyncAt,
});

const runOf = (run: SyncRunRow, language: Language): EdlinkSyncRun => ({
  runId: run.id,
  status: run.status,
  counts: run.counts,
  problems: run.problems.map((p) => ({ file: p.file, row: p.row, column: p.column, reason: renderMessage(p.reason, language, p.values) })),
  requestedAt: run.requestedAt,
  finishedAt: run.finishedAt,
});

async function integrationOfDistrict(deps: AppDeps, districtId: number) {
  const row = await integrations.findIntegrationOfDistrict(deps.db, districtId);
  if (!row) throw appError('EDLINK.INTEGRATION_NOT_FOUND');
  return row;
}

export async function listEdlinkIntegrations(deps: AppDeps): Promise<EdlinkIntegration[]> {
  return (await integrations.listIntegrations(deps.db)).map(integrationOf);
}

export async function addEdlinkIntegration(deps: AppDeps, body: EdlinkIntegrationBody): Promise<EdlinkIntegration> {
  if (!(await integrations.districtExists(deps.db, body.districtId))) throw appError('EDLINK.DISTRICT_NOT_FOUND');
  if (await integrations.integrationTaken(deps.db, body.districtId, body.integrationId)) throw appError('EDLINK.ALREADY_CONNECTED');
  const id = await integrations.insertIntegration(deps.db, { ...body, accessToken: body.accessToken || null });
  return integrationOf((await integrations.findIntegration(deps.db, id))!);
}

/** Disconnects a district; what the syncs wrote (places, users, classrooms) stays, as after a OneRoster import. */
export async function removeEdlinkIntegration(deps: AppDeps, districtId: number): Promise<null> {
  if (!(await integrations.deleteIntegration(deps.db, districtId))) throw appError('EDLINK.INTEGRATION_NOT_FOUND');
  return null;
}

export async function startEdlinkSync(deps: AppDeps, districtId: number) {
  const row = await integrationOfDistrict(deps, districtId);
  if (!row.connected) throw appError('EDLINK.NOT_CONNECTED');
  if (await hasOpenRun(deps.db, row.id)) throw appError('EDLINK.SYNC_IN_PROGRESS');
  const runId = await insertSyncRun(deps.db, row.id);
  await integrations.setIntegrationStatus(deps.db, row.id, 'in_progress');
  await deps.db.notify(EDLINK_SYNC_QUEUED_CHANNEL, String(runId));
  return { runId, status: 'in_progress' as const };
}

/** `GET StateReport/lastSync?stateId`: every district of the state, with its integration and last run. */
export async function stateLastSync(deps: AppDeps, stateId: number, language: Language) {
  if (!(await integrations.stateExists(deps.db, stateId))) throw appError('EDLINK.STATE_NOT_FOUND');
  const byDistrict = new Map((await integrations.listIntegrations(deps.db, stateId)).map((i) => [i.districtId, i]));
  const districts = await integrations.districtsOfState(deps.db, stateId);
  return Promise.all(
    districts.map(async (d) => {
      const row = byDistrict.get(d.id);
      const run = row ? await lastSyncRun(deps.db, row.id) : null;
      return { districtId: d.id, districtName: d.name, integration: row ? integrationOf(row) : null, lastRun: run ? runOf(run, language) : null };
    }),
  );
}

/** `GET Report/last-sync/{districtId}`. */
export async function districtLastSync(deps: AppDeps, districtId: number, language: Language) {
  const row = await integrationOfDistrict(deps, districtId);
  const run = await lastSyncRun(deps.db, row.id);
  return { integration: integrationOf(row), lastRun: run ? runOf(run, language) : null, pendingEvents: await pendingEventCount(deps.db, row.id) };
}

/** `GET Edlink/classes?districtId`. */
export async function edlinkClasses(deps: AppDeps, districtId: number) {
  return syncedClasses(deps.db, (await integrationOfDistrict(deps, districtId)).id);
}

/** `GET EdLink/demographics/{userId}`. */
export async function edlinkDemographics(deps: AppDeps, userId: number) {
  const found = await demographicsOfUser(deps.db, userId);
  if (!found) throw appError('EDLINK.PERSON_NOT_FOUND');
  return { userId, edlinkId: found.edlinkId, demographics: found.demographics };
}

export { integrationOfDistrict };
