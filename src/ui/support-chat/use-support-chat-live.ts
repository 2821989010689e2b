import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationCenter } from '@application/notifications/notification-center.service';
import { SupportChatTarget } from '@domain/support-chat/support-chat.targets';
import { useServices } from '../app/services-context';
import { notificationQueries } from '../notifications/notifications.queries';
import { supportChatKeys } from './support-chat.queries';

const noSubscription = () => () => undefined;
const noChannel = () => 'disconnected';

/**
 * Keeps the chat's reads current while mounted: a pushed chat message makes them stale (those on
 * screen load again at once), and so does every (re)connect of the hub, since pushes sent while it
 * was down were missed. The hub connection is the bell's (one per tab).
 */
export function useSupportChatLive(): void {
  const { notifications } = useServices();
  const { data: center } = useQuery(notificationQueries.center(notifications));
  const client = useQueryClient();

  useEffect(() => {
    if (!center) return;
    return center.onSignal((signal) => {
      if (signal.target === SupportChatTarget.SupportChatMessage) void client.invalidateQueries({ queryKey: supportChatKeys.all });
    });
  }, [center, client]);

  const channel = useSyncExternalStore(center?.subscribe ?? noSubscription, center ? () => channelOf(center) : noChannel);
  const last = useRef(channel);
  useEffect(() => {
    if (channel === 'connected' && last.current !== 'connected') void client.invalidateQueries({ queryKey: supportChatKeys.all });
    last.current = channel;
  }, [channel, client]);
}

const channelOf = (center: NotificationCenter) => center.getSnapshot().channel;
