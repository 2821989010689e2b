import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { NotificationCenter } from '@application/notifications/notification-center.service';
import { ClassSignalTarget, type ClassSignal } from '@domain/realtime/class-signal.contract';
import { learningKeys } from '../learning/learning.queries';

/**
 * A unit lock changed for one of the student's classrooms: every student read may show it (the units
 * dashboard marks the unit, a unit's screens and an open lesson answer "locked", api-spec §8.5), so
 * the student's reads on screen load again at once and the rest when next shown. Locks change rarely;
 * naming each affected key would save little and miss the next screen added.
 */
export function invalidateForSignal(queryClient: QueryClient, signal: ClassSignal): Promise<void> {
  if (signal.target !== ClassSignalTarget.UnitLocksChanged) return Promise.resolve();
  return queryClient.invalidateQueries({ queryKey: learningKeys.all });
}

/** While mounted (the bell, for every signed-in user), class signals make what they change stale. */
export function useClassSignalInvalidation(center: NotificationCenter): void {
  const queryClient = useQueryClient();
  useEffect(() => center.onSignal((signal) => void invalidateForSignal(queryClient, signal)), [center, queryClient]);
}
