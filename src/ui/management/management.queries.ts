import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddUserInput, UpdateUserInput } from '@domain/identity/user.schemas';
import type { ManagedUser, UserManagementUseCases, UsersInScope } from '@application/identity/user-management.use-cases';
import { useServices } from '../app/services-context';
import { dataOf, savedOf } from '../app/server-state/api-result-query';

/** The users lists, one per scope (invalidate through these keys). */
export const userKeys = {
  all: ['users'] as const,
  inScope: (scope: UsersInScope) => [...userKeys.all, scope] as const,
};

export const userQueries = {
  /**
   * Several managers change these lists: a list is asked again each time it is shown (a cached one
   * shows meanwhile), and a new filter keeps the last list on screen until its own answer arrives.
   */
  inScope: (users: UserManagementUseCases, scope: UsersInScope) =>
    queryOptions({
      queryKey: userKeys.inScope(scope),
      queryFn: () => dataOf(users.listUsersInScope(scope)),
      staleTime: 0,
      placeholderData: keepPreviousData,
    }),
};

/** A change to a user may show in any scope's list (its campus, district, state and all): every list is stale. */
function useUserMutation<V, T>(save: (users: UserManagementUseCases, variables: V) => Promise<T>) {
  const { users } = useServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => save(users, variables),
    onSuccess: () => client.invalidateQueries({ queryKey: userKeys.all }),
  });
}

/** Adds a user (no id) or edits one (with its id). */
export const useSaveUser = () =>
  useUserMutation((users, change: { readonly id: null; readonly input: AddUserInput } | { readonly id: number; readonly input: UpdateUserInput }) =>
    savedOf<ManagedUser>(change.id === null ? users.addUser(change.input) : users.editUser(change.id, change.input)),
  );

export const useRemoveUser = () => useUserMutation((users, user: { readonly id: number }) => savedOf(users.removeUser(user.id)));
