import type { Place } from '@domain/identity/scope';
import type { AddUserInput, UpdateUserInput } from '@domain/identity/user.schemas';
import type { ApiResult } from '../ports/api-result';
import type { ManagedUser, UserDirectory, UsersInScope } from '../ports/user-directory.port';

export type { ManagedUser, UsersInScope } from '../ports/user-directory.port';

/** What a manager does with the users they look after (product-spec §6 "User list scope"); unblocking a student's sign-in. */
export interface UserManagementUseCases {
  /** The users of one scope; the server refuses a scope outside the viewer's own. */
  listUsersInScope(scope: UsersInScope): Promise<ApiResult<ManagedUser[]>>;
  addUser(input: AddUserInput): Promise<ApiResult<ManagedUser>>;
  editUser(userId: number, input: UpdateUserInput): Promise<ApiResult<ManagedUser>>;
  removeUser(userId: number): Promise<ApiResult<null>>;
  /** Lets a student sign in again at once after others' wrong guesses slowed or blocked the account. */
  unblockSignIn(userId: number): Promise<ApiResult<null>>;
}

/** The narrowest scope a place filter names: its campus, else its district, else its state, else all. */
export function usersInScopeOf(place: Place): UsersInScope {
  if (place.schoolId) return { scope: 'school', schoolId: place.schoolId };
  if (place.districtId) return { scope: 'district', districtId: place.districtId };
  if (place.stateId) return { scope: 'state', stateId: place.stateId };
  return { scope: 'all' };
}

export function createUserManagementUseCases(directory: UserDirectory): UserManagementUseCases {
  return {
    listUsersInScope: (scope) => directory.list(scope),
    addUser: (input) => directory.add(input),
    editUser: (userId, input) => directory.update(userId, input),
    removeUser: (userId) => directory.remove(userId),
    unblockSignIn: (userId) => directory.unblockSignIn(userId),
  };
}
