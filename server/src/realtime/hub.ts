import { randomBytes } from 'node:crypto';
import type { ConnectionTicket, ConnectionTokens } from './connection-token';
import type { FastifyBaseLogger } from 'fastify';
import type { HubCaller } from './hub-auth';
import { ownedConnectionId } from './connection-owner';
import { ConnectionRegistry } from './connection-registry';
import { MAX_CONNECTIONS_PER_USER, NEGOTIATED_CONNECTION_TTL_MS } from './hub-constants';
import { HubConnection, type CloseOptions, type HubConnectionDeps } from './hub-connection';
import type { HubMethodTable } from './hub-methods';

/** Public id other parties may see (random, URL-safe); the secret token is signed around it. */
const CONNECTION_ID_BYTES = 16;

export interface HubDeps {
  readonly now: () => number;
  readonly methods: HubMethodTable;
  readonly log: FastifyBaseLogger;
  readonly tokens: ConnectionTokens;
  /** This worker's owner tag under WORKERS (connection-owner.ts); null for a single process. */
  readonly owner?: string | null;
}

/** This process's side of the notification hub: creates connections and keeps them in the registry. */
export class Hub {
  readonly registry = new ConnectionRegistry();
  /** Set at shutdown: no new connections, so clients reconnect to another instance. */
  closing = false;

  /** One dependencies object shared by every connection (memory per idle connection counts). */
  private readonly connectionDeps: HubConnectionDeps;

  constructor(private readonly deps: HubDeps) {
    this.connectionDeps = { ...deps, onEnded: (ended) => this.registry.remove(ended, deps.now()) };
  }

  /** A new connection in the user's group; null past MAX_CONNECTIONS_PER_USER or while closing. */
  open(caller: HubCaller): HubConnection | null {
    const connectionId = ownedConnectionId(randomBytes(CONNECTION_ID_BYTES).toString('base64url'), this.deps.owner ?? null);
    const expiresAtMs = this.deps.now() + NEGOTIATED_CONNECTION_TTL_MS;
    return this.create(this.deps.tokens.issue({ connectionId, userId: caller.user.id, expiresAtMs }), connectionId, caller);
  }

  /**
   * A connection negotiated by another process (its WebSocket landed here): started here when the
   * token is genuine, unexpired, the caller's, and not used here before. Null otherwise.
   */
  adopt(token: string, caller: HubCaller): HubConnection | null {
    const ticket: ConnectionTicket | null = this.deps.tokens.verify(token, this.deps.now());
    if (!ticket || ticket.userId !== caller.user.id || this.registry.hasEnded(token)) return null;
    return this.create(token, ticket.connectionId, caller);
  }

  private create(token: string, connectionId: string, caller: HubCaller): HubConnection | null {
    if (this.closing || this.registry.countOf(caller.user.id) >= MAX_CONNECTIONS_PER_USER) return null;
    const connection = new HubConnection(connectionId, token, caller.user.id, caller.user.jti, caller.sessionExpiresAtMs, this.connectionDeps);
    this.registry.add(connection);
    return connection;
  }

  tick(): void {
    this.registry.tick(this.deps.now());
  }

  /** Closes every connection, e.g. with allowReconnect at shutdown. */
  closeAll(options: CloseOptions): void {
    this.closing = true;
    for (const connection of [...this.registry.all()]) connection.close(options);
  }
}
