import {
  HttpError,
  HttpTransportType,
  HubConnectionBuilder,
  HubConnectionState,
  LogLevel,
  type HubConnection,
  type ILogger,
} from '@microsoft/signalr';
import type { NotificationChannel, NotificationChannelObserver } from '@application/ports/notification-channel.port';
import { escapeNotification } from '@domain/notifications/escape-notification';
import type { ChannelLogEntry } from '@domain/notifications/notification-channel.machine';
import type { ChannelFailureCode, NotificationChannelEvent } from '@domain/notifications/notification-channel-event';
import {
  HubMethod,
  HubTarget,
  NOTIFICATION_HUB_PATH,
  notificationDeletedEventSchema,
  notificationReadEventSchema,
} from '@domain/notifications/notification-hub.contract';
import { parseNotification } from '@domain/notifications/notification.schemas';
import { ClassSignalMethod, ClassSignalTarget, parseClassSignal } from '@domain/realtime/class-signal.contract';
import { fail, ok, type Result } from '@domain/shared/result';
import { parseSupportChatPush, SupportChatTarget } from '@domain/support-chat/support-chat.contract';

export interface SignalRNotificationChannelOptions {
  /** Hub URL, absolute or relative to the page; defaults to NOTIFICATION_HUB_PATH. */
  readonly url?: string;
  /** The current bearer token, read at every negotiate and connect (so a renewed token is used). */
  readonly accessToken: () => string | null;
  /** Restricts the transports (tests); by default WebSockets, then Server-Sent Events, then long polling. */
  readonly transport?: HttpTransportType;
  /** Where SignalR's warnings and dropped malformed pushes are logged. */
  readonly log?: (entry: ChannelLogEntry) => void;
}

/**
 * One handler per pushed message type: validates the payload with the shared schemas and escapes
 * its text. A payload that does not validate is dropped (and logged), never shown.
 */
const PUSH_HANDLERS: Record<HubTarget, (payload: unknown) => NotificationChannelEvent | null> = {
  [HubTarget.NotificationReceived]: (payload) => {
    const notification = parseNotification(payload);
    return notification ? { kind: 'received', notification: escapeNotification(notification) } : null;
  },
  [HubTarget.NotificationRead]: (payload) => {
    const parsed = notificationReadEventSchema.safeParse(payload);
    return parsed.success ? { kind: 'read', ids: parsed.data.ids, isRead: parsed.data.isRead } : null;
  },
  [HubTarget.NotificationDeleted]: (payload) => {
    const parsed = notificationDeletedEventSchema.safeParse(payload);
    return parsed.success ? { kind: 'deleted', ids: parsed.data.ids } : null;
  },
};

/** Maps what `HubConnection.start()` throws to the domain's failure codes. */
export function classifyStartError(error: unknown): ChannelFailureCode {
  const message = error instanceof Error ? error.message : String(error);
  if ((error instanceof HttpError && error.statusCode === 401) || message.includes("Status code '401'")) return 'UNAUTHORIZED';
  const kind = (error as { errorType?: string; name?: string } | null)?.errorType ?? '';
  if (kind === 'FailedToNegotiateWithServerError') return 'NEGOTIATION_FAILED';
  if (message.includes('Unable to connect to the server with any of the available transports')) return 'TRANSPORT_UNAVAILABLE';
  if (message.includes('None of the transports supported by the client are supported by the server')) return 'TRANSPORT_UNAVAILABLE';
  if (message.includes('handshake')) return 'HANDSHAKE_FAILED';
  return 'CONNECTION_FAILED';
}

/** Sends SignalR's own log lines at Warning and above to the injected sink. */
function bridgeLogger(log: ((entry: ChannelLogEntry) => void) | undefined): ILogger {
  return {
    log(level: LogLevel, message: string) {
      if (!log || level < LogLevel.Warning || level === LogLevel.None) return;
      log({ level: level >= LogLevel.Error ? 'error' : 'warn', code: 'SIGNALR', message });
    },
  };
}

/**
 * The notification channel over the official SignalR client. Reconnecting is the machine's job
 * (RECONNECT_DELAYS_MS), so the HubConnection is built without automatic reconnect and restarted
 * by `connect()`.
 */
export class SignalRNotificationChannel implements NotificationChannel {
  private readonly connection: HubConnection;
  private readonly log: (entry: ChannelLogEntry) => void;
  private observer: NotificationChannelObserver | null = null;
  /** Set while `disconnect()` runs, so its close is not reported as a lost connection. */
  private stopping = false;

  constructor(options: SignalRNotificationChannelOptions) {
    this.log = options.log ?? (() => undefined);
    this.connection = new HubConnectionBuilder()
      .withUrl(options.url ?? NOTIFICATION_HUB_PATH, {
        accessTokenFactory: () => options.accessToken() ?? '',
        ...(options.transport === undefined ? {} : { transport: options.transport }),
      })
      .configureLogging(bridgeLogger(options.log))
      .build();
    for (const target of Object.values(HubTarget)) {
      this.connection.on(target, (payload: unknown) => this.dispatch(target, payload));
    }
    for (const target of Object.values(ClassSignalTarget)) {
      this.connection.on(target, (payload: unknown) => this.dispatchSignal(target, payload));
    }
    this.connection.on(SupportChatTarget.SupportChatMessage, (payload: unknown) => this.dispatchChat(payload));
    this.connection.onclose((error) => {
      if (this.stopping) return;
      this.observer?.onLost(error?.message ?? 'The connection was closed');
    });
  }

  async connect(): Promise<Result<void, ChannelFailureCode>> {
    if (this.connection.state !== HubConnectionState.Disconnected) {
      return fail('CONNECTION_FAILED', `Cannot connect while ${this.connection.state}`);
    }
    try {
      await this.connection.start();
      return ok(undefined);
    } catch (error) {
      return fail(classifyStartError(error), error instanceof Error ? error.message : String(error));
    }
  }

  async disconnect(): Promise<void> {
    this.stopping = true;
    try {
      await this.connection.stop();
    } catch (error) {
      this.log({ level: 'warn', code: 'DISCONNECT_FAILED', message: String(error) });
    } finally {
      this.stopping = false;
    }
  }

  watch(observer: NotificationChannelObserver): () => void {
    this.observer = observer;
    if (this.connection.state !== HubConnectionState.Connected) {
      queueMicrotask(() => {
        if (this.observer === observer) observer.onLost(`The connection is ${this.connection.state}`);
      });
    }
    return () => {
      if (this.observer === observer) this.observer = null;
    };
  }

  async unreadCount(): Promise<Result<number, ChannelFailureCode>> {
    try {
      const count: unknown = await this.connection.invoke(HubMethod.GetUnreadCount);
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) {
        return fail('CONNECTION_FAILED', 'The hub answered an invalid unread count');
      }
      return ok(count);
    } catch (error) {
      return fail('CONNECTION_FAILED', error instanceof Error ? error.message : String(error));
    }
  }

  async watchClassroom(classroomId: number, watching: boolean): Promise<Result<boolean, ChannelFailureCode>> {
    try {
      const method = watching ? ClassSignalMethod.WatchClassroom : ClassSignalMethod.StopWatchingClassroom;
      return ok((await this.connection.invoke(method, classroomId)) === true);
    } catch (error) {
      return fail('CONNECTION_FAILED', error instanceof Error ? error.message : String(error));
    }
  }

  /** Class signals carry no HTML to show (ids, names shown as text, counts): validated, not escaped. */
  private dispatchSignal(target: ClassSignalTarget, payload: unknown): void {
    const signal = parseClassSignal(target, payload);
    if (!signal) {
      this.log({ level: 'warn', code: 'MALFORMED_PUSH', message: `Dropped a malformed ${target} message` });
      return;
    }
    this.observer?.onEvent({ kind: 'signal', signal });
  }

  /** A chat message is shown as text (never as HTML), so it is validated, not escaped. */
  private dispatchChat(payload: unknown): void {
    const push = parseSupportChatPush(payload);
    if (!push) {
      this.log({ level: 'warn', code: 'MALFORMED_PUSH', message: `Dropped a malformed ${SupportChatTarget.SupportChatMessage} message` });
      return;
    }
    this.observer?.onEvent({ kind: 'signal', signal: { target: SupportChatTarget.SupportChatMessage, payload: push } });
  }

  private dispatch(target: HubTarget, payload: unknown): void {
    const event = PUSH_HANDLERS[target](payload);
    if (!event) {
      this.log({ level: 'warn', code: 'MALFORMED_PUSH', message: `Dropped a malformed ${target} message` });
      return;
    }
    this.observer?.onEvent(event);
  }
}
