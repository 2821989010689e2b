import type { AddUserInput, UpdateUserInput, UserListPath, UserProfile } from '@domain/identity/user.schemas';
import type { ApiResult } from './api-result';

export interface ManagedUser extends UserProfile {
  readonly stateName: string | null;
  readonly districtName: string | null;
  readonly schoolName: string | null;
}

/** User management calls (api-spec §7.2): lists by scope, add, update, remove. */
export interface UserDirectory {
  list(apiPath: UserListPath, id: number): Promise<ApiResult<ManagedUser[]>>;
  add(input: AddUserInput): Promise<ApiResult<ManagedUser>>;
  update(id: number, input: UpdateUserInput): Promise<ApiResult<ManagedUser>>;
  remove(id: number): Promise<ApiResult<null>>;
}
export const UserDirectory = Symbol.for('UserDirectory');
