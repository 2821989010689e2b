import { isRoleId, type RoleId } from './role';

/** The reduced profile kept beside the token in session storage (product-spec §3). */
export interface ReducedProfile {
  readonly id: number;
  readonly userName: string;
  readonly roleId: RoleId;
  readonly roleName: string;
  readonly stateId: number | null;
  readonly districtId: number | null;
  readonly schoolId: number | null;
}

const optionalId = (v: unknown) => v === null || (Number.isInteger(v) && (v as number) > 0);

/**
 * Reads a stored profile, or null when anything is off. Hand-written rather than zod because it
 * runs on every first load, and the student's first load has a size budget.
 */
export function parseReducedProfile(value: unknown): ReducedProfile | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const valid =
    Number.isInteger(v.id) &&
    (v.id as number) > 0 &&
    typeof v.userName === 'string' &&
    isRoleId(v.roleId) &&
    typeof v.roleName === 'string' &&
    optionalId(v.stateId) &&
    optionalId(v.districtId) &&
    optionalId(v.schoolId);
  if (!valid) return null;
  return {
    id: v.id as number,
    userName: v.userName as string,
    roleId: v.roleId as RoleId,
    roleName: v.roleName as string,
    stateId: v.stateId as number | null,
    districtId: v.districtId as number | null,
    schoolId: v.schoolId as number | null,
  };
}
