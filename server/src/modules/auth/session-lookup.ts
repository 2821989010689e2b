import type { Sql } from '../../db/database';
import type { AuthUser } from './auth-user';
import { findSessionUsers, type SessionKey } from './session.repository';

/** Most sessions one statement looks up; a larger crowd goes in several statements. */
export const SESSION_LOOKUP_BATCH = 200;

/** A jti is a UUID the server made; anything else cannot name a session (and must not fail a batch's cast). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Waiting {
  readonly key: SessionKey;
  readonly resolve: (user: AuthUser | null) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * The live session behind a verified token, looked up with the others that arrive in the same turn of
 * the event loop: one statement for all of them. A class starting together sends every student's first
 * request within a second or two, each missing the session cache; one round trip each doubled the
 * database round trips of those seconds, and bench:answers' p99 came from them. Under light load a
 * batch holds one lookup and waits one setImmediate.
 */
export function createSessionLookup(sql: Sql): (key: SessionKey) => Promise<AuthUser | null> {
  let waiting: Waiting[] = [];

  const run = (part: readonly Waiting[]) =>
    findSessionUsers(sql, part.map((w) => w.key)).then(
      (users) => {
        const byJti = new Map(users.map((u) => [u.jti, u]));
        for (const w of part) w.resolve(byJti.get(w.key.jti.toLowerCase()) ?? null);
      },
      (error: unknown) => {
        for (const w of part) w.reject(error);
      },
    );

  const flush = () => {
    const batch = waiting;
    waiting = [];
    for (let i = 0; i < batch.length; i += SESSION_LOOKUP_BATCH) void run(batch.slice(i, i + SESSION_LOOKUP_BATCH));
  };

  return (key) => {
    if (!UUID.test(key.jti)) return Promise.resolve(null);
    return new Promise((resolve, reject) => {
      if (waiting.length === 0) setImmediate(flush);
      waiting.push({ key, resolve, reject });
    });
  };
}
