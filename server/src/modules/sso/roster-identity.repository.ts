import type { Sql } from '../../db/database';

/**
 * The live users whose imported OneRoster userIds (roster_user_ids) hold (type, identifier): how an
 * imported user is recognised at their first single sign-on (docs/sso.md, "Imported users"). Types
 * compare without case ("Clever" and "clever" name the same system), identifiers exactly. At most two
 * are read: two already mean "not one person". `linkedHere`: the user has an identity at this issuer.
 */
export async function importedUsersWithId(sql: Sql, type: string, identifier: string, issuer: string): Promise<{ userId: number; linkedHere: boolean }[]> {
  return sql.query<{ userId: number; linkedHere: boolean }>(
    `SELECT u.id AS "userId",
            EXISTS (SELECT 1 FROM user_sso_identities s WHERE s.user_id = u.id AND s.issuer = $3) AS "linkedHere"
       FROM users u
      WHERE u.deleted_at IS NULL
        AND EXISTS (SELECT 1 FROM roster_user_ids r WHERE r.user_id = u.id AND lower(r.id_type) = lower($1) AND r.identifier = $2)
      ORDER BY u.id
      LIMIT 2`,
    [type, identifier, issuer],
  );
}
