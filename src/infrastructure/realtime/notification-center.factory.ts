import type { MachineActorFactory } from '@application/machines/machine-actor-factory';
import type { ChannelLogEntry } from '@domain/notifications/notification-channel.machine';
import { NotificationCenter } from '@application/notifications/notification-center.service';
import type { SessionStore } from '@application/ports/session-store.port';
import type { ApiClient } from '../http/api-client';
import { createHttpNotificationInbox } from '../http/http-notification-inbox.adapter';
import { SignalRNotificationChannel } from './signalr-notification-channel.adapter';

/** Real-time failures are only logged (api-spec §8.1), never shown to the user. */
function logChannel(entry: ChannelLogEntry): void {
  if (entry.level === 'error') console.error(`[notifications] ${entry.code}: ${entry.message}`);
  else if (entry.level === 'warn') console.warn(`[notifications] ${entry.code}: ${entry.message}`);
}

/**
 * A notification center for the signed-in user over the SignalR hub. Loaded on demand after the
 * first screen (the SignalR client is 15 KB gzipped), by the composition root's `notifications()`.
 */
export function createNotificationCenter(deps: { api: ApiClient; session: SessionStore; machines: MachineActorFactory }): NotificationCenter {
  const channel = new SignalRNotificationChannel({ accessToken: () => deps.session.readToken(), log: logChannel });
  return new NotificationCenter(createHttpNotificationInbox(deps.api), channel, deps.machines, logChannel);
}
