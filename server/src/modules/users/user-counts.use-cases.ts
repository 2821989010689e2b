import { ROLES_VISIBLE_TO } from '@domain/identity/permissions';
import { RoleId, ROLE_NAMES } from '@domain/identity/role';
import { placeWithinScope } from '@domain/identity/scope';
import type { UserCount, UserLastLogin, UserRoleCounts } from '@domain/telemetry/analytics.responses';
import type { UserCountBody } from '@domain/telemetry/analytics.schemas';
import type { AppDeps } from '../../app-deps';
import { appError } from '../../http/app-error';
import type { AuthUser } from '../auth/auth-user';
import { analyticsScopeOf, assertFilterInScope } from '../telemetry/analytics-scope';
import { countUsers } from './user-counts.repository';
import { findUserById } from './user.repository';

/*
 * The analytics section's user counts (issue 16; api-spec §7.2 User/getUserCount, User/getUserRole,
 * User/getuserlogin/{id}). Like every analytics read they follow the report scopes (product-spec §6),
 * and they count only the roles the viewer's user list shows (§6 "By viewer").
 */

export async function countUsersInScope(deps: AppDeps, viewer: AuthUser, body: UserCountBody): Promise<UserCount> {
  const scope = analyticsScopeOf(viewer);
  const filter = { stateId: body.stateId, districtId: body.districtId, schoolId: body.schoolId };
  await assertFilterInScope(deps.db, viewer, filter);
  const rows = await countUsers(deps.db, { scope, filter, roles: ROLES_VISIBLE_TO[viewer.roleId], per: body.per ?? 'none' });
  return { total: rows.reduce((sum, row) => sum + row.users, 0), rows };
}

/** Every role the viewer sees, in the order of §6, with its users in the scope (zero for a role nobody holds). */
export async function roleCountsInScope(deps: AppDeps, viewer: AuthUser): Promise<UserRoleCounts> {
  const scope = analyticsScopeOf(viewer);
  const roles = ROLES_VISIBLE_TO[viewer.roleId];
  const rows = await countUsers(deps.db, { scope, filter: {}, roles, per: 'none' });
  return roles.map((roleId) => ({ roleId, roleName: ROLE_NAMES[roleId], users: rows.find((row) => row.roleId === roleId)?.users ?? 0 }));
}

/** A user's last sign-in: 404 for an unknown (or removed) user, 403 for one outside the viewer's scope or of a role they do not see. */
export async function lastLoginOf(deps: AppDeps, viewer: AuthUser, userId: number): Promise<UserLastLogin> {
  analyticsScopeOf(viewer);
  const user = await findUserById(deps.db, userId);
  if (!user) throw appError('USER.NOT_FOUND');
  const visible = ROLES_VISIBLE_TO[viewer.roleId].includes(user.roleId);
  if (!visible || !(viewer.roleId === RoleId.SuperAdmin || placeWithinScope(viewer, user))) throw appError('USER.OUT_OF_SCOPE');
  return { userId: user.id, userName: user.userName, lastLoginTime: user.lastLoginTime };
}
