import { RoleId } from '@domain/identity/role';
import { placeWithinScope, type Place } from '@domain/identity/scope';
import type { Sql } from '../../db/database';
import { appError } from '../../http/app-error';
import type { AuthUser } from '../auth/auth-user';
import { findDistrict, findSchool, findState } from '../geography/geography.repository';

/*
 * Whose usage and users an analytics read covers (issue 16: "analytics and user counts follow the
 * report scopes"; product-spec §6): a super admin everyone, a state manager their state, a district
 * manager their district, a campus manager their school. A manager whose account lacks that place
 * sees nothing (403), and a filter naming a place outside the scope is refused (403), never widened
 * or silently emptied.
 */

export const ANALYTICS_READERS = [RoleId.SuperAdmin, RoleId.StateManager, RoleId.DistrictManager, RoleId.CampusManager] as const;

/** The rows a read covers: everyone's, or one place's (matched on the row's own place column). */
export type AnalyticsScope = { readonly kind: 'all' } | { readonly kind: 'state' | 'district' | 'school'; readonly id: number };

export function analyticsScopeOf(viewer: AuthUser): AnalyticsScope {
  const place = (kind: 'state' | 'district' | 'school', id: number | null): AnalyticsScope => {
    if (id === null) throw appError('ANALYTICS.OUT_OF_SCOPE');
    return { kind, id };
  };
  switch (viewer.roleId) {
    case RoleId.SuperAdmin:
      return { kind: 'all' };
    case RoleId.StateManager:
      return place('state', viewer.stateId);
    case RoleId.DistrictManager:
      return place('district', viewer.districtId);
    case RoleId.CampusManager:
      return place('school', viewer.schoolId);
    default:
      throw appError('ANALYTICS.OUT_OF_SCOPE');
  }
}

export interface PlaceFilter {
  readonly stateId?: number;
  readonly districtId?: number;
  readonly schoolId?: number;
}

const NONE: Place = { stateId: null, districtId: null, schoolId: null };

async function placeOf(sql: Sql, level: keyof PlaceFilter, id: number): Promise<Place> {
  const missing = () => appError('ANALYTICS.PLACE_NOT_FOUND');
  if (level === 'stateId') {
    if (!(await findState(sql, id))) throw missing();
    return { ...NONE, stateId: id };
  }
  if (level === 'districtId') {
    const district = await findDistrict(sql, id);
    if (!district) throw missing();
    return { ...NONE, stateId: district.stateId, districtId: id };
  }
  const school = await findSchool(sql, id);
  if (!school) throw missing();
  return { stateId: school.stateId, districtId: school.districtId, schoolId: id };
}

/**
 * Every place a filter names must exist (404) and lie inside the viewer's scope (403). A place wider
 * than the scope (a district manager naming their state) is outside it: the filters narrow, never widen.
 */
export async function assertFilterInScope(sql: Sql, viewer: AuthUser, filter: PlaceFilter): Promise<void> {
  for (const level of ['stateId', 'districtId', 'schoolId'] as const) {
    const id = filter[level];
    if (id === undefined) continue;
    const place = await placeOf(sql, level, id);
    if (viewer.roleId !== RoleId.SuperAdmin && !placeWithinScope(viewer, place)) throw appError('ANALYTICS.OUT_OF_SCOPE');
  }
}
