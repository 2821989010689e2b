import type { Sql } from '../../db/database';
import type { AuthUser } from './auth-user';

export async function insertSession(sql: Sql, jti: string, userId: number, expiresAt: Date): Promise<void> {
  await sql.query('INSERT INTO auth_sessions (jti, user_id, expires_at) VALUES ($1, $2, $3)', [jti, userId, expiresAt]);
}

export async function revokeSession(sql: Sql, jti: string): Promise<void> {
  await sql.query('UPDATE auth_sessions SET revoked_at = now() WHERE jti = $1 AND revoked_at IS NULL', [jti]);
}

export async function revokeSessionsOfUser(sql: Sql, userId: number): Promise<void> {
  await sql.query('UPDATE auth_sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
}

/** What names a session: the token's id and its user. */
export interface SessionKey {
  readonly jti: string;
  readonly userId: number;
}

/** The users behind those of the sessions that are live: not revoked, not expired, user not removed. */
export function findSessionUsers(sql: Sql, keys: readonly SessionKey[]): Promise<AuthUser[]> {
  return sql.query<AuthUser>(
    `SELECT u.id, u.username AS "userName", u.role_id AS "roleId", u.state_id AS "stateId",
            u.district_id AS "districtId", u.school_id AS "schoolId", s.jti::text AS jti
       FROM unnest($1::uuid[], $2::int[]) AS k(jti, user_id)
       JOIN auth_sessions s ON s.jti = k.jti AND s.user_id = k.user_id
       JOIN users u ON u.id = s.user_id
      WHERE s.revoked_at IS NULL AND s.expires_at > now() AND u.deleted_at IS NULL`,
    [keys.map((k) => k.jti), keys.map((k) => k.userId)],
  );
}

/** The user behind one live session. */
export async function findSessionUser(sql: Sql, jti: string, userId: number): Promise<AuthUser | null> {
  return (await findSessionUsers(sql, [{ jti, userId }]))[0] ?? null;
}
