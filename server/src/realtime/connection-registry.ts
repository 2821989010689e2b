import { ENDED_CONNECTION_GRACE_MS } from './hub-constants';
import type { HubConnection } from './hub-connection';

/**
 * This process's hub connections: by secret connection token (how transports find them) and by
 * user (each connection is in its user's group, which is where notifications go).
 */
export class ConnectionRegistry {
  private readonly byToken = new Map<string, HubConnection>();
  private readonly byUser = new Map<number, Set<HubConnection>>();
  /**
   * Connections that ended recently, by token. A long-polling one is kept whole: its last poll may
   * still owe the client the Close message, and afterwards a poll or DELETE is answered 204 rather
   * than 404. Any token listed here cannot start a new connection (no replay while it is valid).
   */
  private readonly ended = new Map<string, { readonly connection: HubConnection | null; readonly until: number }>();

  get size(): number {
    return this.byToken.size;
  }

  add(connection: HubConnection): void {
    this.byToken.set(connection.token, connection);
    let group = this.byUser.get(connection.userId);
    if (!group) {
      group = new Set();
      this.byUser.set(connection.userId, group);
    }
    group.add(connection);
  }

  /** Takes an ended connection out; its token stays known for ENDED_CONNECTION_GRACE_MS. */
  remove(connection: HubConnection, now: number): void {
    if (this.byToken.get(connection.token) !== connection) return;
    this.byToken.delete(connection.token);
    const group = this.byUser.get(connection.userId);
    group?.delete(connection);
    if (group?.size === 0) this.byUser.delete(connection.userId);
    const keep = connection.transport?.kind === 'LongPolling' ? connection : null;
    this.ended.set(connection.token, { connection: keep, until: now + ENDED_CONNECTION_GRACE_MS });
  }

  /** Whether the token belonged to a connection of this process that ended recently. */
  hasEnded(token: string): boolean {
    return this.ended.has(token);
  }

  /** A live connection by token. */
  find(token: string): HubConnection | null {
    return this.byToken.get(token) ?? null;
  }

  /** A recently ended long-polling connection by token (other transports leave only their token). */
  findEnded(token: string): HubConnection | null {
    return this.ended.get(token)?.connection ?? null;
  }

  /** How many connections the user has open in this process. */
  countOf(userId: number): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  /** Sends a frame to the user's group (connections that finished their handshake). */
  sendToUser(userId: number, frame: string): void {
    const group = this.byUser.get(userId);
    if (!group) return;
    for (const connection of group) connection.sendFrame(frame);
  }

  /** All of the user's connections, whatever their phase. */
  connectionsOf(userId: number): HubConnection[] {
    return [...(this.byUser.get(userId) ?? [])];
  }

  hasUser(userId: number): boolean {
    return this.byUser.has(userId);
  }

  all(): Iterable<HubConnection> {
    return this.byToken.values();
  }

  /** Runs every connection's timeouts and forgets ended connections past their grace period. */
  tick(now: number): void {
    for (const connection of this.byToken.values()) connection.tick(now);
    for (const [token, entry] of this.ended) if (entry.until <= now) this.ended.delete(token);
  }
}
