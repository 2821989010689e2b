import { USER_LIST_SCOPE } from '@domain/identity/permissions';
import type { Place } from '@domain/identity/scope';
import type { ReducedProfile } from '@domain/identity/user.schemas';

export type PlaceLevelKey = 'state' | 'district' | 'school';

/** The viewer's own place down to the level of their scope (a district manager: state and district). */
export function ownScopePlace(viewer: ReducedProfile): Place {
  switch (USER_LIST_SCOPE[viewer.roleId]) {
    case 'state':
      return { stateId: viewer.stateId, districtId: null, schoolId: null };
    case 'district':
      return { stateId: viewer.stateId, districtId: viewer.districtId, schoolId: null };
    case 'school':
      return { stateId: viewer.stateId, districtId: viewer.districtId, schoolId: viewer.schoolId };
    default:
      return { stateId: null, districtId: null, schoolId: null };
  }
}

/** Selects a viewer may not change: everything down to their own scope's level. */
export function lockedLevels(viewer: ReducedProfile): Record<PlaceLevelKey, boolean> {
  const scope = USER_LIST_SCOPE[viewer.roleId];
  return {
    state: scope === 'state' || scope === 'district' || scope === 'school',
    district: scope === 'district' || scope === 'school',
    school: scope === 'school',
  };
}

/** True when a scoped viewer's account lacks the place their scope is defined by. */
export function scopePlaceMissing(viewer: ReducedProfile): boolean {
  switch (USER_LIST_SCOPE[viewer.roleId]) {
    case 'state':
      return viewer.stateId === null;
    case 'district':
      return viewer.districtId === null;
    case 'school':
      return viewer.schoolId === null;
    default:
      return false;
  }
}

