import type { Sql } from '../../db/database';
import { one } from '../../db/database';
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

/** The user behind a live session: not revoked, not expired, user not removed. */
export async function findSessionUser(sql: Sql, jti: string, userId: number): Promise<AuthUser | null> {
  return one<AuthUser>(
    sql,
    `SELECT u.id, u.username AS "userName", u.role_id AS "roleId", u.state_id AS "stateId",
            u.district_id AS "districtId", u.school_id AS "schoolId", s.jti::text AS jti
       FROM auth_sessions s JOIN users u ON u.id = s.user_id
      WHERE s.jti = $1 AND s.user_id = $2 AND s.revoked_at IS NULL AND s.expires_at > now() AND u.deleted_at IS NULL`,
    [jti, userId],
  );
}
