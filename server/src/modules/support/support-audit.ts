import { supportActionOf } from '@domain/support/support-actions';
import type { Sql } from '../../db/database';
import type { AuthUser } from '../auth/auth-user';
import { insertSupportAudit } from './support.repository';

type Ids = Record<string, number | number[]>;

/** The ids a call names: every path parameter, and the query and body fields named `…Id`/`…Ids`. */
export function objectIdsOf(params: unknown, query: unknown, body: unknown): Ids {
  const ids: Ids = {};
  const take = (source: unknown, all: boolean) => {
    if (!source || typeof source !== 'object' || Array.isArray(source)) return;
    for (const [key, value] of Object.entries(source)) {
      if (!all && !/(Id|Ids|^id)$/.test(key)) continue;
      if (typeof value === 'number') ids[key] = value;
      else if (Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'number')) ids[key] = value as number[];
    }
  };
  take(params, true);
  take(query, false);
  take(body, false);
  return ids;
}

/**
 * Records a change a support user made while served as the teacher they act for (`served` carries
 * the support user's id), after the change succeeded: who, for whom, what, on which objects; the
 * database stamps when. A change made by anyone else records nothing.
 */
export async function recordSupportChange(sql: Sql, served: AuthUser, route: string, params: unknown, query: unknown, body: unknown): Promise<void> {
  if (served.actingSupportUserId === undefined || served.schoolId === null) return;
  await insertSupportAudit(sql, {
    supportUserId: served.actingSupportUserId,
    teacherUserId: served.id,
    schoolId: served.schoolId,
    action: supportActionOf(route),
    route,
    objectIds: objectIdsOf(params, query, body),
  });
}
