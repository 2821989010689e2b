import { USER_LIST_SCOPE } from './permissions';
import type { RoleId } from './role';

/** Where a user or record sits: any level may be empty (a state manager has no school). */
export interface Place {
  readonly stateId: number | null;
  readonly districtId: number | null;
  readonly schoolId: number | null;
}

export interface ScopedViewer extends Place {
  readonly roleId: RoleId;
}

/**
 * Whether a place lies inside what a viewer manages (product-spec §6 "User list scope"):
 * super admin and support everything, a state manager their state, a district manager their
 * district, a campus manager their school, everyone else nothing.
 */
export function placeWithinScope(viewer: ScopedViewer, place: Place): boolean {
  switch (USER_LIST_SCOPE[viewer.roleId]) {
    case 'all':
      return true;
    case 'state':
      return place.stateId !== null && place.stateId === viewer.stateId;
    case 'district':
      return place.districtId !== null && place.districtId === viewer.districtId;
    case 'school':
      return place.schoolId !== null && place.schoolId === viewer.schoolId;
    case 'none':
      return false;
  }
}
