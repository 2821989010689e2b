import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ClassSignalTarget } from '@domain/realtime/class-signal.contract';
import { useServices } from '../../app/services-context';
import { notificationQueries } from '../../notifications/notifications.queries';
import { edlinkKeys } from './edlink.queries';

/**
 * Follows a district's Edlink sync live: each step the server pushes (EdlinkSyncProgress, to super
 * admins) makes the section's reads stale, so those on screen load again at once. The reads still
 * poll while a sync runs (edlink.queries.ts), for a push missed while the hub was down. The hub
 * connection is the bell's (one per tab).
 */
export function useEdlinkSyncLive(): void {
  const { notifications } = useServices();
  const { data: center } = useQuery(notificationQueries.center(notifications));
  const client = useQueryClient();
  useEffect(() => {
    if (!center) return;
    return center.onSignal((signal) => {
      if (signal.target === ClassSignalTarget.EdlinkSyncProgress) void client.invalidateQueries({ queryKey: edlinkKeys.all });
    });
  }, [center, client]);
}
