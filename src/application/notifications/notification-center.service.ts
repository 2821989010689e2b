import type { Actor } from 'xstate';
import { escapeNotification } from '@domain/notifications/escape-notification';
import type { NotificationChannelEvent } from '@domain/notifications/notification-channel-event';
import type { ClassSignal } from '@domain/realtime/class-signal.contract';
import type { ChannelLogEntry } from '@domain/notifications/notification-channel.machine';
import type { Notification } from '@domain/notifications/notification.schemas';
import type { MachineActorFactory } from '../machines/machine-actor-factory';
import type { NotificationChannel } from '../ports/notification-channel.port';
import type { NotificationInbox } from '../ports/notification-inbox.port';
import { provideNotificationChannel } from './notification-channel.actors';

export interface NotificationCenterSnapshot {
  /** Newest first, text escaped. */
  readonly items: readonly Notification[];
  readonly unread: number;
  /** The channel machine's state value (disconnected, connecting, connected, reconnecting, disconnecting). */
  readonly channel: string;
}

type IncomingListener = (notification: Notification) => void;
type SignalListener = (signal: ClassSignal) => void;

/**
 * The bell's model: the user's notifications from the inbox, kept current by the real-time channel
 * (its machine decides connecting, retrying and stopping). Every notification is validated and
 * escaped before a view sees it. Incoming ones are also announced, for the snackbar.
 */
export class NotificationCenter {
  private snapshot: NotificationCenterSnapshot = { items: [], unread: 0, channel: 'disconnected' };
  private readonly listeners = new Set<() => void>();
  private readonly incoming = new Set<IncomingListener>();
  private readonly signals = new Set<SignalListener>();
  private readonly actor: Actor<ReturnType<typeof provideNotificationChannel>>;

  constructor(
    private readonly inbox: NotificationInbox,
    private readonly channel: NotificationChannel,
    machines: MachineActorFactory,
    log: (entry: ChannelLogEntry) => void,
  ) {
    this.actor = machines.create(provideNotificationChannel(channel, log));
    this.actor.subscribe((state) => this.set({ channel: String(state.value) }));
    this.actor.on('notification', ({ event }) => this.apply(event));
    // After every (re)connect, reload what may have arrived while the channel was down.
    this.actor.on('connected', () => void this.reload());
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): NotificationCenterSnapshot => this.snapshot;

  /** Called for each notification pushed while the user is signed in (the snackbar). */
  onIncoming(listener: IncomingListener): () => void {
    this.incoming.add(listener);
    return () => this.incoming.delete(listener);
  }

  /** Called for each class signal (live class activity, unit lock changes) pushed while connected. */
  onSignal(listener: SignalListener): () => void {
    this.signals.add(listener);
    return () => this.signals.delete(listener);
  }

  /** Asks the hub for a classroom's live events (renew within the lease), or to stop them. */
  async watchClassroom(classroomId: number, watching = true): Promise<boolean> {
    const result = await this.channel.watchClassroom(classroomId, watching);
    return result.ok && result.value;
  }

  start(): void {
    this.actor.start();
    this.actor.send({ type: 'START' });
    void this.reload();
  }

  stop(): void {
    this.actor.send({ type: 'STOP' });
  }

  async reload(): Promise<void> {
    // The schemas load with the list, not with the bell (issue 17): built in the task that evaluates
    // the bell's code, they made it one long task at the start of every signed-in screen.
    const [result, { parseNotification }] = await Promise.all([this.inbox.list(), import('@domain/notifications/notification.schemas')]);
    if (!result.ok) return;
    const items = result.data.map((raw) => parseNotification(raw)).filter((n): n is Notification => n !== null);
    this.setItems(items.map(escapeNotification));
  }

  async markRead(id: number, isRead = true): Promise<void> {
    this.setItems(this.snapshot.items.map((n) => (n.id === id ? { ...n, isRead } : n)));
    const result = await this.inbox.markRead(id, isRead);
    if (!result.ok) void this.reload();
  }

  /** Every unread notification becomes read at once ("Mark all as read"); a refusal puts back what the server holds. */
  async markAllRead(): Promise<void> {
    this.setItems(this.snapshot.items.map((n) => (n.isRead ? n : { ...n, isRead: true })));
    const result = await this.inbox.markAllRead();
    if (!result.ok) void this.reload();
  }

  async remove(id: number): Promise<void> {
    this.setItems(this.snapshot.items.filter((n) => n.id !== id));
    const result = await this.inbox.remove(id);
    if (!result.ok) void this.reload();
  }

  /** A flash notification is marked read once it has been shown. */
  async flashShown(id: number): Promise<void> {
    this.setItems(this.snapshot.items.map((n) => (n.id === id ? { ...n, isRead: true } : n)));
    await this.inbox.markFlashShown(id);
  }

  private apply(event: NotificationChannelEvent): void {
    if (event.kind === 'signal') {
      for (const listener of this.signals) listener(event.signal);
    } else if (event.kind === 'received') {
      const rest = this.snapshot.items.filter((n) => n.id !== event.notification.id);
      this.setItems([event.notification, ...rest]);
      for (const listener of this.incoming) listener(event.notification);
    } else if (event.kind === 'read') {
      const ids = new Set(event.ids);
      this.setItems(this.snapshot.items.map((n) => (ids.has(n.id) ? { ...n, isRead: event.isRead } : n)));
    } else {
      const ids = new Set(event.ids);
      this.setItems(this.snapshot.items.filter((n) => !ids.has(n.id)));
    }
  }

  private setItems(items: readonly Notification[]): void {
    this.set({ items, unread: items.filter((n) => !n.isRead).length });
  }

  private set(change: Partial<NotificationCenterSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }
}
