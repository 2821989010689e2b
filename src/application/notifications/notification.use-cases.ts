import type { NotificationCenter } from './notification-center.service';

/** What a signed-in user does with their notifications (api-spec §7.14). */
export interface NotificationUseCases {
  /**
   * Opens the user's notification center: their inbox kept current by the real-time channel, with
   * mark read/unread, delete and flash-shown. Loads the SignalR client with it (its own chunk).
   */
  openCenter(): Promise<NotificationCenter>;
}
