import { one } from '../db/database';
import { noRosterCounts } from '@domain/roster-sync/oneroster.schemas';
import { saveSyncedGraph, savePendingEvents } from '../modules/roster-sync/edlink/edlink-graph.repository';
import { insertIntegration, markIntegrationSynced } from '../modules/roster-sync/edlink/edlink-integration.repository';
import { insertFinishedSyncRun } from '../modules/roster-sync/edlink/edlink-run.repository';
import { DEMO_PLACES } from './demo-world.seed';
import type { SeedStep } from './seed-runner';

/*
 * The demo district's Edlink integration (issue 16) with one finished sync, so the super admin sees
 * a real district sync section: the district and school as Edlink shared them (recorded, nothing
 * written to the roster: the demo school is the demo OneRoster import's, and one place answers to one
 * source, so the demo world's counts stay), two events fetched and not applied yet, and no access
 * token — "Sync now" answers that the integration is not connected.
 */

export const demoEdlinkSyncSeed: SeedStep = {
  name: 'demo-edlink-sync',
  async run(tx) {
    const district = await one<{ id: number }>(tx, 'SELECT id FROM districts WHERE name = $1', [DEMO_PLACES.district]);
    if (!district) return;
    const integrationId = await insertIntegration(tx, { districtId: district.id, integrationId: 'demo-riverbend-edlink', integrationName: 'Riverbend SIS via Edlink', accessToken: null });
    const counts = noRosterCounts();
    counts.schools.unchanged = 1;
    const runId = await insertFinishedSyncRun(tx, integrationId, counts);
    await saveSyncedGraph(tx, integrationId, runId, {
      classes: [],
      people: [],
      records: [
        { kind: 'district', edlinkId: 'demo-district-riverbend', name: DEMO_PLACES.district },
        { kind: 'school', edlinkId: 'demo-school-riverbend-ms', name: DEMO_PLACES.school },
      ],
    });
    await markIntegrationSynced(tx, integrationId, 'demo-event-0');
    await savePendingEvents(tx, integrationId, [
      { id: 'demo-event-1', date: '2026-11-20T15:00:00.000Z', type: 'updated', target: 'school', data: { id: 'demo-school-riverbend-ms' } },
      { id: 'demo-event-2', date: '2026-11-21T09:30:00.000Z', type: 'created', target: 'class', data: { id: 'demo-class-us-history' } },
    ]);
  },
};
