import { createHash } from 'node:crypto';
import type { ConnectionTicket } from './connection-token';

/**
 * Which server process owns a hub connection. Under `WORKERS` every worker tags the connection ids
 * it negotiates with its own owner tag, `random~owner`; the id sits inside the token's MAC, so a
 * client cannot point a request at another worker. `~` is URL-safe and never part of base64url.
 */
const OWNER_SEPARATOR = '~';
/** Owner tags name a socket file in the workers' private directory: nothing but base64url. */
const OWNER_TAG = /^[A-Za-z0-9_-]{1,64}$/;

/** The connection id a process issues: the bare random part when it has no owner tag (one process). */
export function ownedConnectionId(random: string, owner: string | null): string {
  return owner ? `${random}${OWNER_SEPARATOR}${owner}` : random;
}

/** The owner tag inside a connection id, or null for an untagged (single-process) id. */
export function ownerOfConnectionId(connectionId: string): string | null {
  const at = connectionId.lastIndexOf(OWNER_SEPARATOR);
  if (at < 0) return null;
  const owner = connectionId.slice(at + 1);
  return OWNER_TAG.test(owner) ? owner : null;
}

/**
 * Which of this host's workers serves a connection whose owner is on no worker here (another host
 * negotiated it, and the balancer sends its requests here by a hash of the id): every worker picks
 * the same one from the same list (rendezvous hashing), so all of the connection's requests meet
 * in one process, which adopts it as a single process would. `localOwners` is not empty.
 */
export function standInOwner(connectionId: string, localOwners: readonly string[]): string {
  let best = localOwners[0];
  let bestScore = '';
  for (const owner of localOwners) {
    const score = createHash('sha256').update(`${owner}\n${connectionId}`).digest('hex');
    if (score > bestScore) [best, bestScore] = [owner, score];
  }
  return best;
}

/** Where a Server-Sent Events or long-polling request is served: here, or at its owner's worker. */
export type TransportRoute = { readonly kind: 'here' } | { readonly kind: 'owner'; readonly owner: string };

const HERE: TransportRoute = { kind: 'here' };

/**
 * Who serves a transport request, given the authentic ticket of its token (null for a token that
 * is not genuine) and this process's owner tag (null outside a cluster). A forged or untagged
 * token, or one of ours, is answered here (a forgery with 404); a genuine token of another worker
 * goes to that worker, even expired: its connection lives on past the negotiate deadline.
 */
export function transportRouteOf(ticket: ConnectionTicket | null, self: string | null): TransportRoute {
  if (!ticket || !self) return HERE;
  const owner = ownerOfConnectionId(ticket.connectionId);
  return owner && owner !== self ? { kind: 'owner', owner } : HERE;
}
