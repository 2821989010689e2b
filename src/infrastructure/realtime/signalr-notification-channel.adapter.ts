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
import type { ChannelLogEntry } from '@domain/notifications/notification-channel.machine';
import type { ChannelFailureCode, NotificationChannelEvent } from '@domain/notifications/notification-channel-event';
import { HubMethod, HubTarget, NOTIFICATION_HUB_PATH } from '@domain/notifications/notification-hub.targets';
import { ClassSignalMethod, ClassSignalTarget } from '@domain/realtime/class-signal.targets';
import { fail, ok, type Result } from '@domain/shared/result';
import { SupportChatTarget } from '@domain/support-chat/support-chat.targets';

type HubPushes = typeof import('./hub-pushes');

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
  /** The pushes' validators, loaded with the first push (hub-pushes.ts). */
  private pushes: Promise<HubPushes> | null = null;

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
      this.connection.on(target, (payload: unknown) => this.receive(target, (pushes) => pushes.notificationPush(target, payload)));
    }
    for (const target of Object.values(ClassSignalTarget)) {
      this.connection.on(target, (payload: unknown) => this.receive(target, (pushes) => pushes.classSignalPush(target, payload)));
    }
    const chat = SupportChatTarget.SupportChatMessage;
    this.connection.on(chat, (payload: unknown) => this.receive(chat, (pushes) => pushes.supportChatPush(payload)));
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

  /**
   * Validates a push and hands it on; one that does not validate is dropped (and logged), never shown.
   * Every push waits on the same promise, so they reach the observer in the order they came. When the
   * validators cannot load (offline), the push is dropped and the next one tries again: the bell and
   * the chat reload what they show after every reconnect.
   */
  private receive(target: string, read: (pushes: HubPushes) => NotificationChannelEvent | null): void {
    const loading = (this.pushes ??= import('./hub-pushes'));
    loading.then(
      (pushes) => {
        const event = read(pushes);
        if (event) this.observer?.onEvent(event);
        else this.log({ level: 'warn', code: 'MALFORMED_PUSH', message: `Dropped a malformed ${target} message` });
      },
      (error: unknown) => {
        if (this.pushes === loading) this.pushes = null;
        this.log({ level: 'warn', code: 'VALIDATORS_UNAVAILABLE', message: `Dropped a ${target} message: its validators did not load (${String(error)})` });
      },
    );
  }
}
