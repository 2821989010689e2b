import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthUser } from '../modules/auth/auth-user';
import { ConnectionRegistry } from './connection-registry';
import { MAX_CONNECTIONS_PER_USER } from './hub-constants';
import { HubConnection, type CloseOptions, type HubConnectionDeps } from './hub-connection';
import type { HubMethodTable } from './hub-methods';

/** Public id other parties may see, and the secret token that addresses the connection (URL-safe). */
const CONNECTION_ID_BYTES = 16;
const CONNECTION_TOKEN_BYTES = 32;

export interface HubDeps {
  readonly now: () => number;
  readonly methods: HubMethodTable;
  readonly log: FastifyBaseLogger;
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
  open(caller: Pick<AuthUser, 'id' | 'jti'>): HubConnection | null {
    if (this.closing || this.registry.countOf(caller.id) >= MAX_CONNECTIONS_PER_USER) return null;
    const connection = new HubConnection(
      randomBytes(CONNECTION_ID_BYTES).toString('base64url'),
      randomBytes(CONNECTION_TOKEN_BYTES).toString('base64url'),
      caller.id,
      caller.jti,
      this.connectionDeps,
    );
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
