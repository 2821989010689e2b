import type { Sql } from '../../db/database';

/*
 * OneRoster 1.2 users.csv `userIds`: the user's identifiers in other systems, written
 * "{Clever:abc},{LDAP:xyz}". Kept per imported user (roster_user_ids) so their first single sign-on
 * finds them by their provider's subject (docs/sso.md, "Imported users").
 */

export interface RosterUserId {
  readonly type: string;
  readonly identifier: string;
}

const ENTRY = /\{\s*([^:{}]+?)\s*:\s*([^{}]*?)\s*\}/g;

/** The `{type:identifier}` entries of a userIds field; anything else in it is ignored (an extension's business). */
export function parseRosterUserIds(field: string): RosterUserId[] {
  const found = new Map<string, RosterUserId>();
  for (const [, type, identifier] of field.matchAll(ENTRY)) {
    if (type && identifier) found.set(`${type}\n${identifier}`, { type, identifier });
  }
  return [...found.values()];
}

/**
 * Makes the stored identifiers of these users those of the file, in two statements for the whole
 * import, writing only what differs (the same files twice write nothing).
 */
export async function replaceRosterUserIds(sql: Sql, users: readonly { readonly userId: number; readonly ids: readonly RosterUserId[] }[]): Promise<void> {
  if (users.length === 0) return;
  const pairs = users.flatMap(({ userId, ids }) => ids.map((id) => ({ userId, ...id })));
  const columns = [pairs.map((p) => p.userId), pairs.map((p) => p.type), pairs.map((p) => p.identifier)];
  await sql.query(
    `DELETE FROM roster_user_ids r
      WHERE r.user_id = ANY($1::int[])
        AND NOT EXISTS (SELECT 1 FROM unnest($2::int[], $3::text[], $4::text[]) AS f(u, t, i)
                         WHERE f.u = r.user_id AND f.t = r.id_type AND f.i = r.identifier)`,
    [users.map((u) => u.userId), ...columns],
  );
  if (pairs.length === 0) return;
  await sql.query(
    `INSERT INTO roster_user_ids (user_id, id_type, identifier)
     SELECT f.u, f.t, f.i FROM unnest($1::int[], $2::text[], $3::text[]) AS f(u, t, i)
     ON CONFLICT DO NOTHING`,
    columns,
  );
}
