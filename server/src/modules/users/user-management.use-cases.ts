import type { AppDeps } from '../../app-deps';
import type { Sql } from '../../db/database';
import {
  mayAddRole,
  mayManageUserOfRole,
  ROLES_ADDABLE_BY,
  ROLES_VISIBLE_TO,
  USER_LIST_SCOPE,
} from '@domain/identity/permissions';
import { RoleId, ROLE_DISPLAY_NAMES } from '@domain/identity/role';
import { placeWithinScope, type Place } from '@domain/identity/scope';
import {
  PLACE_LEVEL_OF_ROLE,
  roleIdSchema,
  type AddUserInput,
  type SignupInput,
  type UpdateUserInput,
  type UserListPath,
} from '@domain/identity/user.schemas';
import { appError } from '../../http/app-error';
import type { AuthUser } from '../auth/auth-user';
import { hashPassword } from '../auth/password-hasher';
import { revokeSessionsOfUser } from '../auth/session.repository';
import { findDistrict, findSchool, findState } from '../geography/geography.repository';
import { resolvePlace } from '../geography/place-resolver';
import * as users from './user.repository';
import { withListedStudentsRecorded } from '../privacy/disclosure-recorder';

const roleNotAllowed = (roleId: RoleId) =>
  appError('USER.ROLE_NOT_ALLOWED', { values: { role: ROLE_DISPLAY_NAMES[roleId] } });
const outOfScope = () => appError('USER.OUT_OF_SCOPE');

async function assertIdentityFree(sql: Sql, username: string, email: string | null, exceptId = 0): Promise<void> {
  if (await users.usernameTaken(sql, username, exceptId)) throw appError('USER.USERNAME_TAKEN');
  if (email && (await users.emailTaken(sql, email, exceptId))) throw appError('USER.EMAIL_TAKEN');
}

/** Public sign-up: a student account at the chosen school (docs/decisions.md). */
export async function signup(deps: AppDeps, input: SignupInput): Promise<users.UserRecord> {
  const passwordHash = await hashPassword(input.password);
  const id = await deps.db.transaction(async (tx) => {
    const place = await resolvePlace(tx, input, PLACE_LEVEL_OF_ROLE[RoleId.Student]);
    await assertIdentityFree(tx, input.username, input.email);
    return users.insertUser(tx, {
      username: input.username,
      passwordHash,
      firstName: input.firstName,
      middleName: null,
      lastName: input.lastName,
      secondLastName: null,
      email: input.email,
      birthDate: input.birthDate,
      roleId: RoleId.Student,
      ...place,
    });
  });
  return (await users.findUserById(deps.db, id))!;
}

/**
 * The requested role decides before anything else in an add-user body is looked at: a caller who
 * may not add that role gets 403 naming it, whatever the other fields hold (issue 2), and a caller
 * who may add no role at all gets 403 even when the role is unreadable.
 */
export function assertMayAddRequestedRole(viewer: AuthUser, body: unknown): void {
  const raw = body !== null && typeof body === 'object' ? (body as { roleId?: unknown }).roleId : undefined;
  const requested = roleIdSchema.safeParse(raw);
  if (requested.success && !mayAddRole(viewer.roleId, requested.data)) throw roleNotAllowed(requested.data);
  if (ROLES_ADDABLE_BY[viewer.roleId].length === 0) throw appError('FORBIDDEN');
}

/** Add-user by a manager: the role must be one they may add, the place inside their scope. */
export async function addUser(deps: AppDeps, viewer: AuthUser, input: AddUserInput): Promise<users.UserRecord> {
  if (!mayAddRole(viewer.roleId, input.roleId)) throw roleNotAllowed(input.roleId);
  const passwordHash = await hashPassword(input.password);
  const id = await deps.db.transaction(async (tx) => {
    const place = await resolvePlace(tx, input, PLACE_LEVEL_OF_ROLE[input.roleId]);
    assertPlaceInScope(viewer, place, input.roleId);
    await assertIdentityFree(tx, input.username, input.email);
    return users.insertUser(tx, { ...input, passwordHash, ...place });
  });
  return (await users.findUserById(deps.db, id))!;
}

/**
 * A place-less role (content creator, support) is only added by all-scope viewers, whom the role
 * table already limits; everyone else must put the new user inside their own scope.
 */
function assertPlaceInScope(viewer: AuthUser, place: Place, roleId: RoleId): void {
  if (PLACE_LEVEL_OF_ROLE[roleId] === 'none' && USER_LIST_SCOPE[viewer.roleId] === 'all') return;
  if (!placeWithinScope(viewer, place)) throw outOfScope();
}

/** A user the viewer may edit or remove: 404 unknown, 403 a role they may not manage or outside their scope. */
export async function loadManageable(sql: Sql, viewer: AuthUser, id: number): Promise<users.UserRecord> {
  const target = await users.findUserById(sql, id);
  if (!target) throw appError('USER.NOT_FOUND');
  if (!mayManageUserOfRole(viewer.roleId, target.roleId)) throw roleNotAllowed(target.roleId);
  if (USER_LIST_SCOPE[viewer.roleId] !== 'all' && !placeWithinScope(viewer, target)) throw outOfScope();
  return target;
}

export async function updateUser(deps: AppDeps, viewer: AuthUser, id: number, input: UpdateUserInput): Promise<users.UserRecord> {
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  await deps.db.transaction(async (tx) => {
    const target = await loadManageable(tx, viewer, id);
    if (input.roleId !== target.roleId && !mayAddRole(viewer.roleId, input.roleId)) throw roleNotAllowed(input.roleId);
    const place = await resolvePlace(tx, input, PLACE_LEVEL_OF_ROLE[input.roleId]);
    assertPlaceInScope(viewer, place, input.roleId);
    await assertIdentityFree(tx, input.username, input.email, id);
    await users.updateUser(tx, id, { ...input, passwordHash, ...place });
    if (passwordHash) await revokeSessionsOfUser(tx, id);
  });
  // This process drops the user's cached sessions at once (a new password, role or place counts on the
  // very next request); other processes hear it through the database's NOTIFY, a moment later.
  deps.sessions.evictUser(id);
  return (await users.findUserById(deps.db, id))!;
}

export async function removeUser(deps: AppDeps, viewer: AuthUser, id: number): Promise<void> {
  if (id === viewer.id) throw appError('USER.CANNOT_REMOVE_SELF');
  await deps.db.transaction(async (tx) => {
    await loadManageable(tx, viewer, id);
    await users.softDeleteUser(tx, id);
    await revokeSessionsOfUser(tx, id);
  });
  deps.sessions.evictUser(id);
}

/** `User/{apiPath}/{id}`: a list inside the viewer's scope, of the roles the viewer sees. */
export async function listUsersInScope(deps: AppDeps, viewer: AuthUser, apiPath: UserListPath, id: number): Promise<users.UserRecord[]> {
  const scope = USER_LIST_SCOPE[viewer.roleId];
  if (scope === 'none') throw appError('USER.NO_LIST');
  const filter = await listFilter(deps.db, apiPath, id);
  if (scope !== 'all' && !placeWithinScope(viewer, filter.place)) throw outOfScope();
  return withListedStudentsRecorded(deps, viewer, await users.listUsers(deps.db, filter.filter, ROLES_VISIBLE_TO[viewer.roleId]));
}

async function listFilter(sql: Sql, apiPath: UserListPath, id: number): Promise<{ filter: users.UserListFilter; place: Place }> {
  const none: Place = { stateId: null, districtId: null, schoolId: null };
  switch (apiPath) {
    case 'GetAll':
      return { filter: { by: 'all' }, place: none };
    case 'GetByStateId': {
      const state = await findState(sql, id);
      if (!state) throw appError('NOT_FOUND');
      return { filter: { by: 'state', id }, place: { ...none, stateId: id } };
    }
    case 'GetByDistrictId': {
      const district = await findDistrict(sql, id);
      if (!district) throw appError('NOT_FOUND');
      return { filter: { by: 'district', id }, place: { ...none, stateId: district.stateId, districtId: id } };
    }
    case 'GetBySchoolId': {
      const school = await findSchool(sql, id);
      if (!school) throw appError('NOT_FOUND');
      return { filter: { by: 'school', id }, place: { stateId: school.stateId, districtId: school.districtId, schoolId: id } };
    }
  }
}
