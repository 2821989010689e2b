import type { RoleId } from '@domain/identity/role';
import type { Sql } from '../../db/database';
import type { AnalyticsScope, PlaceFilter } from '../telemetry/analytics-scope';

/*
 * User counts for the analytics section (issue 16; api-spec §7.2): users (not removed) of the given
 * roles, inside a scope and the places a filter names, per role and optionally per district or school.
 */

const SCOPE_COLUMN = { state: 'u.state_id', district: 'u.district_id', school: 'u.school_id' } as const;
const PER = {
  none: { id: 'NULL::int', name: 'NULL::text', join: '' },
  district: { id: 'u.district_id', name: 'd.name', join: 'LEFT JOIN districts d ON d.id = u.district_id' },
  school: { id: 'u.school_id', name: 's.name', join: 'LEFT JOIN schools s ON s.id = u.school_id' },
} as const;

export interface UserCountRead {
  readonly scope: AnalyticsScope;
  readonly filter: PlaceFilter;
  readonly roles: readonly RoleId[];
  readonly per: keyof typeof PER;
}

export function countUsers(sql: Sql, read: UserCountRead) {
  const params: unknown[] = [read.roles];
  const where = ['u.deleted_at IS NULL', 'u.role_id = ANY($1::smallint[])'];
  const equal = (column: string, value: number) => {
    params.push(value);
    where.push(`${column} = $${params.length}`);
  };
  if (read.scope.kind !== 'all') equal(SCOPE_COLUMN[read.scope.kind], read.scope.id);
  if (read.filter.stateId !== undefined) equal('u.state_id', read.filter.stateId);
  if (read.filter.districtId !== undefined) equal('u.district_id', read.filter.districtId);
  if (read.filter.schoolId !== undefined) equal('u.school_id', read.filter.schoolId);
  const per = PER[read.per];
  return sql.query<{ roleId: RoleId; placeId: number | null; placeName: string | null; users: number }>(
    `SELECT u.role_id::int AS "roleId", ${per.id} AS "placeId", ${per.name} AS "placeName", count(*)::int AS users
       FROM users u ${per.join}
      WHERE ${where.join(' AND ')}
      GROUP BY 1, 2, 3
      ORDER BY 3 NULLS LAST, 2 NULLS LAST, 1`,
    params,
  );
}
