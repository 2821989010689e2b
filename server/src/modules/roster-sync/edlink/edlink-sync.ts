import type { Database } from '../../../db/database';
import { applyRosterFiles, type AppliedRoster } from '../oneroster-apply';
import type { FoundProblem } from '../oneroster-package';
import { EDLINK_EVENTS_WINDOW_MS, EdlinkCursorExpired, type EdlinkClient } from './edlink-client';
import { clearPendingEvents, knownStudentEnrollments, saveSyncedGraph, savePendingEvents } from './edlink-graph.repository';
import { markIntegrationSynced, type IntegrationRow } from './edlink-integration.repository';
import type { EdlinkEvent, EdlinkGraph } from './edlink-records';
import { edlinkProblem, linkIdOf, rosterFilesOfGraph } from './edlink-roster';
import { lockRosterWrites } from './edlink-run.repository';

/*
 * One Edlink sync of a district (issue 16): the events since the last sync are fetched and kept as
 * pending, the whole graph is read, and it is applied in one transaction through the OneRoster apply
 * (matching every record on its `edlink:` link, so unchanged data changes nothing). The events feed
 * is where the next sync goes on from; when its cursor expired or the last sync is older than the
 * feed's 30-day window, the graph read alone is the resync. Nothing is written from Edlink until the
 * whole graph has been read and checked, so a failure midway leaves the roster as it was.
 */

/** Thrown inside the transaction so that nothing of a graph with problems is written. */
export class SyncRefused extends Error {
  constructor(readonly problems: FoundProblem[]) {
    super('the graph has problems');
  }
}

/** The events since the cursor; null when they cannot be trusted to continue from (a full resync). */
async function eventsSince(client: EdlinkClient, integration: IntegrationRow): Promise<EdlinkEvent[] | null> {
  const stale = integration.lastSyncAgeMs !== null && integration.lastSyncAgeMs > EDLINK_EVENTS_WINDOW_MS;
  if (!integration.eventsCursor || stale) return null;
  try {
    return await client.events(integration.eventsCursor);
  } catch (error) {
    if (error instanceof EdlinkCursorExpired) return null;
    throw error;
  }
}

function syncedOf(graph: EdlinkGraph) {
  const schoolName = new Map(graph.schools.map((s) => [s.id, s.name]));
  const personName = (p: EdlinkGraph['people'][number]) => p.display_name ?? [p.first_name, p.last_name].filter(Boolean).join(' ');
  return {
    classes: graph.classes.map((c) => ({ edlinkId: c.id, name: c.name, schoolName: (c.school_id && schoolName.get(c.school_id)) || null, linkId: linkIdOf(c.id) })),
    people: graph.people.map((p) => ({ edlinkId: p.id, linkId: linkIdOf(p.id), demographics: p.demographics ?? {} })),
    records: [
      ...graph.districts.map((d) => ({ kind: 'district', edlinkId: d.id, name: d.name })),
      ...graph.schools.map((s) => ({ kind: 'school', edlinkId: s.id, name: s.name })),
      ...graph.classes.map((c) => ({ kind: 'class', edlinkId: c.id, name: c.name })),
      ...graph.people.map((p) => ({ kind: p.roles.join(', ') || 'person', edlinkId: p.id, name: personName(p) })),
      ...graph.enrollments.map((e) => ({ kind: `enrollment (${e.role})`, edlinkId: e.id, name: `${e.person_id} → ${e.class_id}` })),
    ],
  };
}

export async function syncIntegration(
  db: Database,
  client: EdlinkClient,
  integration: IntegrationRow,
  runId: number,
  progress: (step: string) => Promise<void>,
): Promise<AppliedRoster> {
  await progress('events');
  const since = await eventsSince(client, integration);
  // Without a usable cursor, the whole feed is read only to learn where the next sync goes on from.
  const events = since ?? (await client.events(null));
  if (since) await savePendingEvents(db, integration.id, since);
  await progress('reading');
  const graph = await client.graph();
  await progress('applying');
  return db.transaction(async (tx) => {
    await lockRosterWrites(tx);
    const known = await knownStudentEnrollments(tx, graph.classes.map((c) => linkIdOf(c.id)));
    const applied = await applyRosterFiles(tx, rosterFilesOfGraph(graph, known), { stateId: integration.stateId, districtId: integration.districtId });
    if (applied.problems.length > 0) throw new SyncRefused(applied.problems.map(edlinkProblem));
    await saveSyncedGraph(tx, integration.id, runId, syncedOf(graph));
    await clearPendingEvents(tx, integration.id);
    await markIntegrationSynced(tx, integration.id, events.at(-1)?.id ?? null);
    return applied;
  });
}
