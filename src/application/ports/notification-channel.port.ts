import type { ChannelFailureCode, NotificationChannelEvent } from '@domain/notifications/notification-channel-event';
import type { Result } from '@domain/shared/result';

/** Receives what an open channel reports. */
export interface NotificationChannelObserver {
  /** A pushed event, already validated and HTML-escaped. */
  onEvent(event: NotificationChannelEvent): void;
  /** The open connection ended without `disconnect()` (server restart, network loss, server Close). */
  onLost(reason: string): void;
}

/**
 * The real-time notification channel (api-spec §7.14). One instance per signed-in session; the
 * notification-channel machine decides when to connect, retry and stop.
 */
export interface NotificationChannel {
  /** Opens the connection (negotiate, transport, handshake). Never rejects: failures are values. */
  connect(): Promise<Result<void, ChannelFailureCode>>;
  /** Closes the connection if open or opening. Never rejects. */
  disconnect(): Promise<void>;
  /**
   * Observes the current connection until the returned function is called. If the connection is
   * already gone when watching starts, `onLost` is called right away (asynchronously).
   */
  watch(observer: NotificationChannelObserver): () => void;
  /** Asks the hub for the caller's number of unread notifications (a hub method call). */
  unreadCount(): Promise<Result<number, ChannelFailureCode>>;
  /**
   * Starts or renews watching a classroom's live events (hub method WatchClassroom); the result is
   * false when the caller may not watch it. Stops with `watching: false`.
   */
  watchClassroom(classroomId: number, watching: boolean): Promise<Result<boolean, ChannelFailureCode>>;
}

export const NotificationChannel = Symbol('NotificationChannel');
