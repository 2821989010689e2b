import type { FastifyBaseLogger } from 'fastify';
import {
  CLIENT_TIMEOUT_MS,
  HANDSHAKE_TIMEOUT_MS,
  KEEP_ALIVE_INTERVAL_MS,
  MAX_BUFFERED_BYTES,
  MAX_QUEUED_INVOCATIONS,
  NEGOTIATED_CONNECTION_TTL_MS,
  SESSION_ENDED_ERROR,
} from './hub-constants';
import type { HubMethodDefinition, HubMethodTable } from './hub-methods';
import {
  HANDSHAKE_OK_FRAME,
  MessageType,
  PING_FRAME,
  closeFrame,
  completionErrorFrame,
  completionResultFrame,
  handshakeErrorFrame,
  parseClientMessage,
  parseHandshake,
  splitFrame,
  type ClientMessage,
} from './hub-protocol';
import type { HubTransport } from './hub-transport';

const SETTLED: Promise<void> = Promise.resolve();

/** awaitingTransport (negotiated) → handshaking (transport started) → open → closed. */
export type HubPhase = 'awaitingTransport' | 'handshaking' | 'open' | 'closed';

export interface HubConnectionDeps {
  readonly now: () => number;
  readonly methods: HubMethodTable;
  readonly log: FastifyBaseLogger;
  /** Called once when the connection is over, whoever ended it. */
  readonly onEnded: (connection: HubConnection) => void;
}

export interface CloseOptions {
  /** Sent to the client in the Close message. */
  readonly error?: string;
  /** Tells a client with automatic reconnect to reconnect (server shutdown). */
  readonly allowReconnect?: boolean;
}

/**
 * One logical SignalR connection of one user: the handshake, the messages the client sends, the
 * messages pushed to it, keep-alive and timeouts. A protocol error ends only this connection, with
 * a Close message that says why.
 */
export class HubConnection {
  phase: HubPhase = 'awaitingTransport';
  transport: HubTransport | null = null;
  /** Set when a transport request passed the checks and is being set up (closes a 409 race). */
  transportReserved = false;
  /** Set while a client→server POST is being received (SSE and long polling). */
  postInProgress = false;
  private phaseSince: number;
  private lastReceivedAt: number;
  private lastSentAt: number;
  private queuedInvocations = 0;
  private invocations: Promise<void> = SETTLED;
  /** Invocation ids in flight; created on the first call (most connections never call). */
  private pendingIds: Set<string> | null = null;

  constructor(
    readonly connectionId: string,
    readonly token: string,
    readonly userId: number,
    /** The sign-in session (token jti) it was opened with; revoking that session closes it. */
    readonly sessionId: string,
    /** When that session's token expires: the connection closes then, as a request would get 401. */
    private readonly sessionExpiresAtMs: number,
    private readonly deps: HubConnectionDeps,
  ) {
    const now = deps.now();
    this.phaseSince = now;
    this.lastReceivedAt = now;
    this.lastSentAt = now;
  }

  get isOpen(): boolean {
    return this.phase === 'open';
  }

  /**
   * The transport started: the client now has HANDSHAKE_TIMEOUT_MS to send its handshake. A
   * connection that ended meanwhile (negotiation expired) ends the transport at once.
   */
  attach(transport: HubTransport): boolean {
    if (this.phase !== 'awaitingTransport') {
      transport.end();
      return false;
    }
    this.transport = transport;
    this.phase = 'handshaking';
    this.phaseSince = this.deps.now();
    this.lastReceivedAt = this.phaseSince;
    return true;
  }

  /** A frame from the client (WebSocket message or POST body). */
  receive(frame: Uint8Array): void {
    if (this.phase !== 'handshaking' && this.phase !== 'open') return;
    this.lastReceivedAt = this.deps.now();
    const split = splitFrame(frame);
    if (!split.ok) {
      this.fail(split.error);
      return;
    }
    for (const text of split.value) {
      if (this.phase === 'handshaking') {
        const handshake = parseHandshake(text);
        if (!handshake.ok) {
          this.fail(handshake.error);
          return;
        }
        this.write(HANDSHAKE_OK_FRAME);
        this.phase = 'open';
        continue;
      }
      if (this.phase !== 'open') return;
      const message = parseClientMessage(text);
      if (!message.ok) {
        this.fail(message.error);
        return;
      }
      this.handle(message.value);
    }
  }

  /** Pushes a ready-made frame (an Invocation of a client method); false when not open. */
  sendFrame(frame: string): boolean {
    if (this.phase !== 'open') return false;
    this.write(frame);
    return true;
  }

  /** Closes from the server side: a Close message when the handshake is done, then the transport ends. */
  close(options: CloseOptions = {}): void {
    if (this.phase === 'closed') return;
    if (this.phase === 'open') this.write(closeFrame(options.error, options.allowReconnect));
    if (options.error) this.deps.log.debug({ connectionId: this.connectionId, reason: options.error }, 'hub connection closed');
    this.end();
  }

  /** Ends without a Close message (the client said Close, DELETE, or an expired negotiation). */
  end(): void {
    if (this.phase === 'closed') return;
    this.phase = 'closed';
    this.transport?.end();
    this.deps.onEnded(this);
  }

  /** The transport went away underneath (socket closed, stream aborted). */
  transportClosed(): void {
    if (this.phase === 'closed') return;
    this.phase = 'closed';
    this.deps.onEnded(this);
  }

  /** Timeouts and keep-alive, called every HUB_TICK_MS for all connections. */
  tick(now: number): void {
    if (this.phase !== 'closed' && now >= this.sessionExpiresAtMs) {
      this.close({ error: SESSION_ENDED_ERROR });
      return;
    }
    switch (this.phase) {
      case 'awaitingTransport':
        if (now - this.phaseSince > NEGOTIATED_CONNECTION_TTL_MS) this.end();
        return;
      case 'handshaking':
        if (now - this.phaseSince > HANDSHAKE_TIMEOUT_MS) this.fail('Handshake was not received in time.');
        return;
      case 'open':
        if (now - this.lastReceivedAt > CLIENT_TIMEOUT_MS) {
          this.close({ error: 'Client timeout elapsed without receiving a message from the client.' });
        } else if (now - this.lastSentAt >= KEEP_ALIVE_INTERVAL_MS) {
          this.write(PING_FRAME);
        }
        return;
      case 'closed':
        return;
    }
  }

  /** A protocol error: before the handshake completes it is answered as a handshake error. */
  private fail(error: string): void {
    if (this.phase === 'handshaking') {
      this.write(handshakeErrorFrame(error));
      this.deps.log.debug({ connectionId: this.connectionId, reason: error }, 'hub handshake refused');
      this.end();
      return;
    }
    this.close({ error: `Connection closed with an error. ${error}` });
  }

  private handle(message: ClientMessage): void {
    switch (message.type) {
      case MessageType.Invocation: {
        const method = this.deps.methods.find(message.target);
        if (!method) return this.fail(`Unknown hub method '${message.target}'.`);
        if (message.streamIds?.length) return this.fail('Client-to-server streaming is not supported.');
        if (message.invocationId !== undefined && this.pendingIds?.has(message.invocationId)) {
          return this.fail(`Invocation ID '${message.invocationId}' is already in use.`);
        }
        return this.enqueue(method, message.arguments, message.invocationId);
      }
      case MessageType.StreamInvocation: {
        const method = this.deps.methods.find(message.target);
        if (!method) return this.fail(`Unknown hub method '${message.target}'.`);
        this.write(completionErrorFrame(message.invocationId, `The client attempted to invoke the non-streaming method '${method.name}' in a streaming fashion.`));
        return;
      }
      // Methods here are short; the Completion still follows, as the spec requires.
      case MessageType.CancelInvocation:
        return;
      case MessageType.Ping:
        return;
      case MessageType.Close:
        return this.end();
    }
  }

  /** Runs invocations one at a time per connection, in arrival order, like ASP.NET's default. */
  private enqueue(method: HubMethodDefinition, args: readonly unknown[], invocationId: string | undefined): void {
    if (this.queuedInvocations >= MAX_QUEUED_INVOCATIONS) return this.fail('Too many pending invocations.');
    this.queuedInvocations += 1;
    if (invocationId !== undefined) (this.pendingIds ??= new Set()).add(invocationId);
    this.invocations = this.invocations
      .then(() => this.invoke(method, args, invocationId))
      .finally(() => {
        this.queuedInvocations -= 1;
        if (invocationId !== undefined) this.pendingIds?.delete(invocationId);
      });
  }

  /** Never rejects: a failing method becomes a Completion with an error (and a log line). */
  private async invoke(method: HubMethodDefinition, rawArgs: readonly unknown[], invocationId: string | undefined): Promise<void> {
    if (this.phase !== 'open') return;
    const args = method.args.safeParse(rawArgs);
    if (!args.success) {
      if (invocationId !== undefined) this.sendFrame(completionErrorFrame(invocationId, `Failed to invoke '${method.name}' due to invalid arguments.`));
      return;
    }
    try {
      const result = await method.invoke(this.userId, args.data, { jti: this.sessionId });
      if (invocationId !== undefined) this.sendFrame(completionResultFrame(invocationId, result));
    } catch (err) {
      this.deps.log.error({ err, method: method.name }, 'hub method failed');
      if (invocationId !== undefined) this.sendFrame(completionErrorFrame(invocationId, `An unexpected error occurred invoking '${method.name}' on the server.`));
    }
  }

  private write(frame: string): void {
    const transport = this.transport;
    if (!transport) return;
    if (transport.bufferedBytes() > MAX_BUFFERED_BYTES) {
      // A client this far behind will not catch up; end it instead of buffering without bound.
      this.deps.log.warn({ connectionId: this.connectionId }, 'hub client too slow; connection dropped');
      this.end();
      return;
    }
    transport.send(frame);
    this.lastSentAt = this.deps.now();
  }
}
