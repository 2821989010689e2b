import type { Database } from '../db/database';
import type { AuthUser } from '../modules/auth/auth-user';
import { createSessionLookup } from '../modules/auth/session-lookup';
import type { SessionKey } from '../modules/auth/session.repository';

/** Channel on which session revocations and user changes are announced (database triggers send them). */
export const AUTH_SESSION_CHANGED_CHANNEL = 'auth_session_changed';

/** How long a verified session is trusted without asking the database again (a safety net behind NOTIFY). */
export const SESSION_CACHE_TTL_MS = 30 * 1000;
/** Upper bound on cached sessions; the oldest entries go first. */
export const SESSION_CACHE_MAX_ENTRIES = 20_000;

interface Entry {
  readonly user: AuthUser;
  readonly tokenExpiresAtMs: number;
  readonly validUntilMs: number;
}

/** A cached session: its user and when its token expires. */
export interface CachedSession {
  readonly user: AuthUser;
  readonly tokenExpiresAtMs: number;
}

/**
 * Verified bearer tokens → their session user, so a request does not verify the JWT and look the
 * session up every time. Every revocation (logout, password reset) and every change of a user's role,
 * place or removal is announced by a database trigger on AUTH_SESSION_CHANGED_CHANNEL and drops the
 * entries in every process; this process also drops its own entry at once on logout. A LISTEN
 * connection that came back after a loss may have missed some, so it drops every entry. A lookup that
 * raced with an invalidation is not cached (generation check).
 */
export interface SessionCache {
  get(token: string, nowMs?: number): CachedSession | null;
  /** On a miss: the live session behind a verified token, from the database (lookups of one moment share a statement). */
  lookup(key: SessionKey): Promise<AuthUser | null>;
  /** Marks the start of a database lookup; pass the value to `put`. */
  generation(): number;
  put(token: string, user: AuthUser, tokenExpiresAtMs: number, generation: number, nowMs?: number): void;
  evictSession(jti: string): void;
  evictUser(userId: number): void;
  close(): Promise<void>;
}

export async function createSessionCache(db: Database): Promise<SessionCache> {
  const entries = new Map<string, Entry>();
  let generation = 0;

  const evictWhere = (match: (user: AuthUser) => boolean) => {
    generation += 1;
    for (const [token, entry] of entries) if (match(entry.user)) entries.delete(token);
  };
  const cache: Omit<SessionCache, 'close'> = {
    get(token, nowMs = Date.now()) {
      const entry = entries.get(token);
      if (!entry) return null;
      if (entry.validUntilMs <= nowMs) {
        entries.delete(token);
        return null;
      }
      return entry;
    },
    lookup: createSessionLookup(db),
    generation: () => generation,
    put(token, user, tokenExpiresAtMs, startedAt, nowMs = Date.now()) {
      if (startedAt !== generation) return;
      if (entries.size >= SESSION_CACHE_MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(token, { user, tokenExpiresAtMs, validUntilMs: Math.min(tokenExpiresAtMs, nowMs + SESSION_CACHE_TTL_MS) });
    },
    evictSession: (jti) => evictWhere((user) => user.jti === jti),
    // A support session acting for this user keeps them inside its entry: it goes too.
    evictUser: (userId) => evictWhere((user) => user.id === userId || user.acting?.teacher.id === userId),
  };
  const unlisten = await db.listen(AUTH_SESSION_CHANGED_CHANNEL, (payload) => {
    if (payload.startsWith('jti:')) cache.evictSession(payload.slice(4));
    else if (payload.startsWith('user:')) cache.evictUser(Number(payload.slice(5)));
    else evictWhere(() => true);
  }, { onReset: () => evictWhere(() => true) });
  return { ...cache, close: unlisten };
}
