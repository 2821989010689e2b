import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleId } from '@domain/identity/role';
import type { Database, Sql } from '../../server/src/db/database';
import { createSessionLookup, SESSION_LOOKUP_BATCH } from '../../server/src/modules/auth/session-lookup';
import { insertSession, revokeSession } from '../../server/src/modules/auth/session.repository';
import { openTestDatabase } from './support/test-database';

/**
 * Session lookups on a cache miss (server/src/modules/auth/session-lookup.ts): those of one turn of the
 * event loop go to the database in one statement, and each still answers its own session.
 */

/** More than one statement's worth, so the crowd needs two. */
const CROWD = SESSION_LOOKUP_BATCH + 50;

let db: Database;
let dispose: () => Promise<void>;
let students: number[];

/** The database, counting the statements sent through it. */
function counted(sql: Sql): { sql: Sql; statements: () => number } {
  let statements = 0;
  return {
    sql: { query: (text, params) => ((statements += 1), sql.query(text, params)) },
    statements: () => statements,
  };
}

const liveSession = async (userId: number) => {
  const jti = randomUUID();
  await insertSession(db, jti, userId, new Date(Date.now() + 60 * 60 * 1000));
  return { jti, userId };
};

beforeAll(async () => {
  ({ db, dispose } = await openTestDatabase());
  students = (await db.query<{ id: number }>('SELECT id FROM users WHERE role_id = $1 AND deleted_at IS NULL ORDER BY id LIMIT 5', [RoleId.Student])).map((r) => r.id);
});

afterAll(async () => {
  await dispose();
});

describe('session lookups', () => {
  it('answers a crowd of one moment with one statement per batch, each lookup with its own user', async () => {
    const keys = await Promise.all(Array.from({ length: CROWD }, (_, i) => liveSession(students[i % students.length]!)));
    const { sql, statements } = counted(db);
    const lookup = createSessionLookup(sql);
    const users = await Promise.all(keys.map((k) => lookup(k)));
    expect(statements()).toBe(Math.ceil(CROWD / SESSION_LOOKUP_BATCH));
    users.forEach((user, i) => expect(user).toMatchObject({ id: keys[i]!.userId, jti: keys[i]!.jti, roleId: RoleId.Student }));
  });

  it('answers null for a revoked session, another user, an unknown id and a malformed id, beside a live one', async () => {
    const [live, revoked, other] = await Promise.all([liveSession(students[0]!), liveSession(students[1]!), liveSession(students[2]!)]);
    await revokeSession(db, revoked.jti);
    const { sql, statements } = counted(db);
    const lookup = createSessionLookup(sql);
    const found = await Promise.all([
      lookup(live),
      lookup(revoked),
      lookup({ jti: other.jti, userId: students[3]! }),
      lookup({ jti: randomUUID(), userId: students[0]! }),
      lookup({ jti: 'not-a-session', userId: students[0]! }),
    ]);
    expect(found.map((u) => u?.id ?? null)).toEqual([live.userId, null, null, null, null]);
    expect(statements()).toBe(1);
  });

  it('lookups of later moments go in statements of their own', async () => {
    const [a, b] = await Promise.all([liveSession(students[0]!), liveSession(students[1]!)]);
    const { sql, statements } = counted(db);
    const lookup = createSessionLookup(sql);
    expect((await lookup(a))?.id).toBe(a.userId);
    expect((await lookup(b))?.id).toBe(b.userId);
    expect(statements()).toBe(2);
  });

  it('a failed statement fails every lookup it carried, and the next moment looks up again', async () => {
    const key = await liveSession(students[0]!);
    let fail = true;
    const lookup = createSessionLookup({
      query: (text, params) => (fail ? Promise.reject(new Error('connection lost')) : db.query(text, params)),
    });
    const failed = await Promise.allSettled([lookup(key), lookup(key)]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect((await lookup(key))?.id).toBe(key.userId);
  });
});
