import type { DisclosureKind } from '@domain/privacy/disclosure-kind';
import type { Disclosure } from '@domain/privacy/privacy.responses';
import type { RoleId } from '@domain/identity/role';
import { one, type Sql } from '../../db/database';

/** What one read showed, and to whom: the same for every student it showed. */
export interface DisclosureFacts {
  readonly viewerId: number;
  readonly viewerRoleId: RoleId;
  readonly kind: DisclosureKind;
  readonly objectId: number | null;
  readonly route: string | null;
}

/** Appends one disclosure per student, in one statement (a user list shows many students at once). */
export async function insertDisclosures(sql: Sql, facts: DisclosureFacts, studentIds: readonly number[]): Promise<void> {
  if (studentIds.length === 0) return;
  await sql.query(
    `INSERT INTO student_record_disclosures (student_user_id, viewer_user_id, viewer_role_id, kind, object_id, route)
     SELECT s, $2, $3, $4, $5, $6 FROM unnest($1::int[]) AS s`,
    [[...studentIds], facts.viewerId, facts.viewerRoleId, facts.kind, facts.objectId, facts.route],
  );
}

const DISCLOSURE_COLUMNS = `d.id::int AS id, d.viewer_user_id AS "viewerId",
  trim(concat_ws(' ', v.first_name, v.last_name)) AS "viewerName", d.viewer_role_id::int AS "viewerRoleId",
  d.kind, d.object_id AS "objectId", d.route,
  to_char(d.disclosed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "disclosedAt"`;

type DisclosureRow = Omit<Disclosure, 'viewerRoleName'>;

/** One page of a student's disclosures (`limit` null: all), newest first, with the viewer's name as it is now. */
export function listDisclosures(sql: Sql, studentId: number, limit: number | null, offset: number): Promise<DisclosureRow[]> {
  return sql.query<DisclosureRow>(
    `SELECT ${DISCLOSURE_COLUMNS}
       FROM student_record_disclosures d LEFT JOIN users v ON v.id = d.viewer_user_id
      WHERE d.student_user_id = $1
      ORDER BY d.id DESC LIMIT $2 OFFSET $3`,
    [studentId, limit, offset],
  );
}

export async function countDisclosures(sql: Sql, studentId: number): Promise<number> {
  const row = await one<{ n: number }>(sql, 'SELECT count(*)::int AS n FROM student_record_disclosures WHERE student_user_id = $1', [studentId]);
  return row!.n;
}
