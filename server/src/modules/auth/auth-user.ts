import type { RoleId } from '@domain/identity/role';

/** The signed-in caller, loaded fresh from the database on every request (role changes apply at once). */
export interface AuthUser {
  readonly id: number;
  readonly userName: string;
  readonly roleId: RoleId;
  readonly stateId: number | null;
  readonly districtId: number | null;
  readonly schoolId: number | null;
  readonly jti: string;
  /**
   * The call this user is being served through (`METHOD /api/pattern`: no ids, query or token), set by
   * `defineRoute`, so a read of a student's record can note which call showed it (the disclosure record).
   */
  readonly via?: string;
}
