import type { DatabaseLog, ListenOptions, NotificationHandler } from './database';
import { LISTEN_RECONNECT_DELAYS_MS, logsFailedAttempt, reconnectDelayMs } from './listen-reconnect';

/** What the listener needs of a `pg.Client` (a fake in unit tests). */
export interface ListenerClient {
  query(text: string): Promise<unknown>;
  end(): Promise<void>;
  on(event: 'notification', listener: (message: { channel: string; payload?: string }) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'end', listener: () => void): unknown;
}

export interface PostgresListenerOptions {
  /** Opens a new connection (its 'error' events already handled); rejects when the server cannot be reached. */
  readonly connect: () => Promise<ListenerClient>;
  readonly reconnectDelaysMs?: readonly number[];
  readonly log: DatabaseLog;
}

interface Subscription {
  readonly handler: NotificationHandler;
  readonly onReset?: () => void;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
const ignore = () => undefined;

/**
 * The one connection of a process that LISTENs on PostgreSQL, kept alive: when it is lost it comes
 * back on the reconnect schedule (listen-reconnect.ts), LISTENs again on every channel, and then
 * tells every subscriber (`onReset`) that notifications may have been missed meanwhile.
 */
export class PostgresListener {
  private readonly subscriptions = new Map<string, Set<Subscription>>();
  private readonly delays: readonly number[];
  private client: ListenerClient | null = null;
  private connecting: Promise<ListenerClient> | null = null;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private reconnecting = false;
  private closed = false;
  /** One query at a time on the connection: several modules (un)subscribe concurrently at start and close. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: PostgresListenerOptions) {
    this.delays = options.reconnectDelaysMs ?? LISTEN_RECONNECT_DELAYS_MS;
  }

  async listen(channel: string, handler: NotificationHandler, options: ListenOptions = {}): Promise<() => Promise<void>> {
    if (this.closed) throw new Error('the database is closed');
    const subscription: Subscription = { handler, onReset: options.onReset };
    let set = this.subscriptions.get(channel);
    const isNewChannel = !set;
    if (!set) {
      set = new Set();
      this.subscriptions.set(channel, set);
    }
    const subscribers = set;
    subscribers.add(subscription);
    try {
      const client = this.client;
      if (client) {
        if (isNewChannel) await this.run(client, `LISTEN ${quoteIdent(channel)}`);
      } else if (!this.reconnecting) {
        // Opening LISTENs on every subscribed channel; while reconnecting, the reconnect will.
        this.connecting ??= this.open().finally(() => {
          this.connecting = null;
        });
        await this.connecting;
      }
    } catch (error) {
      this.remove(channel, subscribers, subscription);
      throw error;
    }
    return async () => {
      if (!this.remove(channel, subscribers, subscription)) return;
      const client = this.client;
      if (client) await this.run(client, `UNLISTEN ${quoteIdent(channel)}`).catch(ignore);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    const client = this.client;
    this.client = null;
    await client?.end().catch(ignore);
  }

  /** True when the channel has no subscriber left. */
  private remove(channel: string, subscribers: Set<Subscription>, subscription: Subscription): boolean {
    subscribers.delete(subscription);
    if (subscribers.size > 0 || this.subscriptions.get(channel) !== subscribers) return false;
    this.subscriptions.delete(channel);
    return true;
  }

  private run(client: ListenerClient, text: string): Promise<unknown> {
    const result = this.queue.then(() => client.query(text));
    this.queue = result.catch(ignore);
    return result;
  }

  /** Connects and LISTENs on every subscribed channel; the connection is in use only once all succeeded. */
  private async open(): Promise<ListenerClient> {
    const client = await this.options.connect();
    // Handlers first: a notification may arrive in the same packet as the LISTEN's answer.
    client.on('notification', (message) => this.deliver(message.channel, message.payload ?? ''));
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    const channels = [...this.subscriptions.keys()];
    try {
      for (const channel of channels) await client.query(`LISTEN ${quoteIdent(channel)}`);
      if (this.closed) throw new Error('the database is closed');
    } catch (error) {
      client.end().catch(ignore);
      throw error;
    }
    this.client = client;
    this.queue = Promise.resolve();
    // Channels first subscribed while this connection was being opened.
    const added = [...this.subscriptions.keys()].filter((channel) => !channels.includes(channel));
    await Promise.all(added.map((channel) => this.run(client, `LISTEN ${quoteIdent(channel)}`).catch(ignore)));
    return client;
  }

  private deliver(channel: string, payload: string): void {
    for (const { handler } of this.subscriptions.get(channel) ?? []) {
      try {
        handler(payload);
      } catch (error) {
        this.options.log.warn({ err: error, channel }, 'a LISTEN handler failed');
      }
    }
  }

  private lost(client: ListenerClient, error?: Error): void {
    if (this.client !== client || this.closed) return;
    this.client = null;
    client.end().catch(ignore);
    this.options.log.warn({ err: error }, 'LISTEN connection lost; reconnecting (caches that depend on it are dropped once it is back)');
    this.reconnecting = true;
    this.scheduleReconnect(1);
  }

  private scheduleReconnect(attempt: number): void {
    if (this.closed) return;
    this.reconnectTimer = setTimeout(() => void this.reconnect(attempt), reconnectDelayMs(attempt, this.delays));
    // A process with nothing else to do may exit while the database is away.
    this.reconnectTimer.unref?.();
  }

  private async reconnect(attempt: number): Promise<void> {
    this.reconnectTimer = null;
    try {
      await this.open();
    } catch (error) {
      if (this.closed) return;
      if (logsFailedAttempt(attempt, this.delays)) {
        const nextInMs = reconnectDelayMs(attempt + 1, this.delays);
        this.options.log.warn({ err: error, attempt, nextInMs }, 'LISTEN connection still down; retrying');
      }
      this.scheduleReconnect(attempt + 1);
      return;
    }
    this.reconnecting = false;
    this.options.log.info({ attempts: attempt }, 'LISTEN connection re-established; dropping what depends on missed notifications');
    const resets = [...this.subscriptions.values()].flatMap((set) => [...set]).flatMap((s) => (s.onReset ? [s.onReset] : []));
    for (const reset of resets) {
      try {
        reset();
      } catch (error) {
        this.options.log.warn({ err: error }, 'a LISTEN reset handler failed');
      }
    }
  }
}
