import { queryOptions } from '@tanstack/react-query';
import type { AuthoredUnitDraft, UnitDetailsAuthoring } from '@application/authoring/unit-details-authoring.port';
import { useServices } from '../../app/services-context';
import { dataOf } from '../../app/server-state/api-result-query';
import { authoringKeys } from '../authoring.queries';
import { useDraftChange, type DraftChangeOf } from '../draft-change';
import { useSerialSaver, type SerialSaver } from '../serial-saver';

/**
 * The unit drafts, the timeline-event drafts and the component samples, under the back office's key
 * (a publish notification makes them stale). A unit's draft sits under its unit builder's key, so
 * whatever makes the unit's details stale (a rename, a new lesson: both raise the unit's version)
 * makes its draft stale too, and the details section saves on the version the server has.
 */
export const unitDetailsKeys = {
  unitDraft: (unitId: number) => [...authoringKeys.unit(unitId), 'draft'] as const,
  unitDrafts: () => [...authoringKeys.all, 'unitDrafts'] as const,
  timelineOfEvent: (eventId: number) => [...authoringKeys.all, 'timelineOfEvent', eventId] as const,
  samples: () => [...authoringKeys.all, 'componentSamples'] as const,
};

/** Other creators edit too: each is asked again every time its builder, preview or page opens. */
export const unitDetailsQueries = {
  unitDraft: (port: UnitDetailsAuthoring, unitId: number) =>
    queryOptions({ queryKey: unitDetailsKeys.unitDraft(unitId), queryFn: () => dataOf(port.unitDraft(unitId)), staleTime: 0 }),
  unitDrafts: (port: UnitDetailsAuthoring) => queryOptions({ queryKey: unitDetailsKeys.unitDrafts(), queryFn: () => dataOf(port.unitDrafts()), staleTime: 0 }),
  timelineOfEvent: (port: UnitDetailsAuthoring, eventId: number) =>
    queryOptions({ queryKey: unitDetailsKeys.timelineOfEvent(eventId), queryFn: () => dataOf(port.timelineDraftOfEvent(eventId)), staleTime: 0 }),
  samples: (port: UnitDetailsAuthoring) => queryOptions({ queryKey: unitDetailsKeys.samples(), queryFn: () => dataOf(port.componentSamples()), staleTime: 0 }),
};

export type UnitDraftChange = DraftChangeOf<UnitDetailsAuthoring, AuthoredUnitDraft>;
export type UnitDraftSaver = SerialSaver<UnitDraftChange, AuthoredUnitDraft>;

const isUnitDraft = (current: unknown) => typeof current === 'object' && current !== null && 'document' in current;

/**
 * The details section's one line of changes (serial-saver.ts, draft-change.ts). A save raises the
 * unit's version: the unit builder's details and the course dashboard's row are read again.
 */
export function useUnitDraftSaver(unitId: number): UnitDraftSaver {
  const { unitDetails } = useServices();
  const change = useDraftChange<UnitDetailsAuthoring, AuthoredUnitDraft>(unitDetails, unitDetailsKeys.unitDraft(unitId), [authoringKeys.unit(unitId), authoringKeys.units()], isUnitDraft);
  return useSerialSaver(change.mutateAsync);
}
