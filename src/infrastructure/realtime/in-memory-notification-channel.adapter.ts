import type { NotificationChannel, NotificationChannelObserver } from '@application/ports/notification-channel.port';
import type { ChannelFailureCode, NotificationChannelEvent } from '@domain/notifications/notification-channel-event';
import { ok, type Result } from '@domain/shared/result';

/**
 * The real-time channel's in-memory twin (tests only, never bound by the composition root): it
 * connects at once and delivers what the test pushes to whoever watches.
 */
export class InMemoryNotificationChannel implements NotificationChannel {
  private observer: NotificationChannelObserver | null = null;
  connected = false;

  async connect(): Promise<Result<void, ChannelFailureCode>> {
    this.connected = true;
    return ok(undefined);
  }

  async disconnect(): Promise<void> {
    this.connected = false;
  }

  watch(observer: NotificationChannelObserver): () => void {
    this.observer = observer;
    return () => {
      if (this.observer === observer) this.observer = null;
    };
  }

  async unreadCount(): Promise<Result<number, ChannelFailureCode>> {
    return ok(0);
  }

  /** Classrooms being watched, and the answer the hub gives (true unless the test says otherwise). */
  readonly watched = new Set<number>();
  watchAllowed = true;

  async watchClassroom(classroomId: number, watching: boolean): Promise<Result<boolean, ChannelFailureCode>> {
    if (watching && this.watchAllowed) this.watched.add(classroomId);
    if (!watching) this.watched.delete(classroomId);
    return ok(watching ? this.watchAllowed : true);
  }

  /** Delivers an event as the hub would (already validated and escaped). */
  push(event: NotificationChannelEvent): void {
    this.observer?.onEvent(event);
  }

  /** Ends the open connection as a server restart would. */
  lose(reason = 'lost'): void {
    this.observer?.onLost(reason);
  }
}
