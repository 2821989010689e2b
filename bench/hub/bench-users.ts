import type { Database } from '../../server/src/db/database';
import type { TokenService } from '../../server/src/modules/auth/token.service';
import type { BenchUser } from './bench-protocol';

/**
 * `count` student accounts with a live session each, created in bulk (no passwords: they never sign
 * in through the form). Returns their ids and bearer tokens, index i ↔ user i.
 */
export async function createBenchUsers(db: Database, tokens: TokenService, count: number): Promise<{ ids: number[]; users: BenchUser[] }> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO users (username, first_name, last_name, role_id)
     SELECT 'bench' || g, 'Bench', 'User ' || g, 6 FROM generate_series(0, $1 - 1) AS g
     ORDER BY g RETURNING id`,
    [count],
  );
  const ids = rows.map((r) => r.id);
  const issued = await Promise.all(ids.map((id) => tokens.issue(id)));
  await db.query(
    `INSERT INTO auth_sessions (jti, user_id, expires_at)
     SELECT * FROM unnest($1::uuid[], $2::int[], $3::timestamptz[])`,
    [issued.map((t) => t.jti), ids, issued.map((t) => t.expiresAt.toISOString())],
  );
  return { ids, users: issued.map((t, index) => ({ index, token: t.token })) };
}
