import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { NotificationCenter } from '@application/notifications/notification-center.service';
import type { ClassSignal } from '@domain/realtime/class-signal.contract';
import { ClassSignalTarget } from '@domain/realtime/class-signal.targets';
import { assessmentKeys } from '../assessment/assessment.queries';
import { authoringKeys } from '../authoring/authoring.queries';
import { learningKeys } from '../learning/learning.queries';
import { edlinkKeys } from '../roster-sync/edlink/edlink.queries';

/**
 * A unit lock changed for one of the student's classrooms: every student read may show it (the units
 * dashboard marks the unit, a unit's screens and an open lesson answer "locked", api-spec §8.5), so
 * the student's reads on screen load again at once and the rest when next shown. Locks change rarely;
 * naming each affected key would save little and miss the next screen added.
 *
 * A publish succeeded (ContentUpdated, sent to everyone connected): the student's reads are only
 * marked stale — the page on screen keeps its copy until §4's notice takes the student home
 * (ContentUpdatedNotice), and every read loads the new copy when next shown; the back office's reads
 * show publish states, so those on screen load again at once, as after notifications 6–8 (which
 * reach only the creator who asked).
 *
 * An Edlink sync moved on (EdlinkSyncProgress, to super admins): the District sync section's reads on
 * screen load again at once (they also poll while a sync runs, for a push missed while the hub was down).
 */
export function invalidateForSignal(queryClient: QueryClient, signal: ClassSignal): Promise<void> {
  if (signal.target === ClassSignalTarget.UnitLocksChanged) return queryClient.invalidateQueries({ queryKey: learningKeys.all });
  if (signal.target === ClassSignalTarget.EdlinkSyncProgress) return queryClient.invalidateQueries({ queryKey: edlinkKeys.all });
  if (signal.target !== ClassSignalTarget.ContentUpdated) return Promise.resolve();
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: learningKeys.all, refetchType: 'none' }),
    queryClient.invalidateQueries({ queryKey: assessmentKeys.all, refetchType: 'none' }),
    queryClient.invalidateQueries({ queryKey: authoringKeys.all }),
  ]).then(() => undefined);
}

/** While mounted (the bell, for every signed-in user), class signals make what they change stale. */
export function useClassSignalInvalidation(center: NotificationCenter): void {
  const queryClient = useQueryClient();
  useEffect(() => center.onSignal((signal) => void invalidateForSignal(queryClient, signal)), [center, queryClient]);
}
