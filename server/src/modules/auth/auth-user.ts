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
  /**
   * A support user's acting choice for this sign-in (support/acting-for), loaded with the session:
   * the teacher as their own session would load them. Absent for other roles and when not acting.
   */
  readonly acting?: ActingTeacher;
  /**
   * Set when a support user acting for a teacher is served as that teacher (routes with `actingFor`):
   * the support user's id, so changes are audited and reads disclosed under who really made them.
   */
  readonly actingSupportUserId?: number;
}

/** The teacher a support user acts for, at the school the support user chose. */
export interface ActingTeacher {
  readonly teacher: Omit<AuthUser, 'jti' | 'via' | 'acting' | 'actingSupportUserId'>;
  readonly schoolId: number;
}
