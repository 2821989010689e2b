import type { AddUserInput, ManagedUser, UpdateUserInput } from '@domain/identity/user.schemas';
import type { ApiResult } from './api-result';

/** A user as management lists show them (the response schema in user.responses.ts). */
export type { ManagedUser };

/** Which users a list holds, in product words; the adapter turns it into the server's route. */
export type UsersInScope =
  | { readonly scope: 'all' }
  | { readonly scope: 'state'; readonly stateId: number }
  | { readonly scope: 'district'; readonly districtId: number }
  | { readonly scope: 'school'; readonly schoolId: number };

/** User management calls (api-spec §7.2): lists by scope, add, update, remove; clearing sign-in failures. */
export interface UserDirectory {
  list(scope: UsersInScope): Promise<ApiResult<ManagedUser[]>>;
  add(input: AddUserInput): Promise<ApiResult<ManagedUser>>;
  update(id: number, input: UpdateUserInput): Promise<ApiResult<ManagedUser>>;
  remove(id: number): Promise<ApiResult<null>>;
  /** Clears every sign-in failure of the account (a classmate's guesses no longer slow the student down). */
  unblockSignIn(id: number): Promise<ApiResult<null>>;
}
export const UserDirectory = Symbol.for('UserDirectory');
