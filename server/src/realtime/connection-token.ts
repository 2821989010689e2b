import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a connection token vouches for: which connection, whose, and until when a transport may start. */
export interface ConnectionTicket {
  readonly connectionId: string;
  readonly userId: number;
  readonly expiresAtMs: number;
}

export interface ConnectionTokens {
  issue(ticket: ConnectionTicket): string;
  /** The ticket of a genuine, unexpired token; null for anything else. */
  verify(token: string, nowMs: number): ConnectionTicket | null;
  /** The ticket of a genuine token even past its deadline (which worker owns a live connection); null for a forgery. */
  authentic(token: string): ConnectionTicket | null;
}

const MAC_PURPOSE = 'notification-hub connection token v1';

/**
 * Connection tokens that any server process can check on its own: `id.user.expiry.mac`, all
 * URL-safe (the official client appends the token to URLs unencoded). A WebSocket upgrade that
 * lands on another instance than its negotiate can then start the connection there, which is why
 * WebSockets need no sticky sessions (docs/decisions.md). `secret` is the app's signing secret,
 * shared by every process through the database; a purpose-specific key is derived from it.
 */
export function createConnectionTokens(secret: Uint8Array): ConnectionTokens {
  const key = createHmac('sha256', secret).update(MAC_PURPOSE).digest();
  const mac = (body: string) => createHmac('sha256', key).update(body).digest('base64url');
  const authentic = (token: string): ConnectionTicket | null => {
    const parts = token.split('.');
    if (parts.length !== 4) return null;
    const [connectionId, user, expiry, given] = parts;
    const expected = mac(`${connectionId}.${user}.${expiry}`);
    if (given.length !== expected.length || !timingSafeEqual(Buffer.from(given), Buffer.from(expected))) return null;
    const userId = parseInt(user, 36);
    const expiresAtMs = parseInt(expiry, 36);
    if (!Number.isSafeInteger(userId) || !Number.isSafeInteger(expiresAtMs)) return null;
    return { connectionId, userId, expiresAtMs };
  };
  return {
    issue({ connectionId, userId, expiresAtMs }) {
      const body = `${connectionId}.${userId.toString(36)}.${expiresAtMs.toString(36)}`;
      return `${body}.${mac(body)}`;
    },
    verify(token, nowMs) {
      const ticket = authentic(token);
      return ticket && ticket.expiresAtMs > nowMs ? ticket : null;
    },
    authentic,
  };
}
