import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddUserInput, UpdateUserInput } from '@domain/identity/user.schemas';
import type { StudentRecordUseCases } from '@application/identity/student-record.use-cases';
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

/** A student's record on request: who was shown it, one page per key. */
export const studentRecordKeys = {
  all: ['studentRecords'] as const,
  disclosures: (studentId: number) => [...studentRecordKeys.all, studentId, 'disclosures'] as const,
  disclosurePage: (studentId: number, page: number) => [...studentRecordKeys.disclosures(studentId), page] as const,
};

export const studentRecordQueries = {
  /**
   * Every read of a record adds a row: asked again each time it is shown; the page on screen stays
   * while the next one loads. (A pager, not an infinite query: that would grow the student's first load.)
   */
  disclosurePage: (records: StudentRecordUseCases, studentId: number, page: number) =>
    queryOptions({
      queryKey: studentRecordKeys.disclosurePage(studentId, page),
      queryFn: () => dataOf(records.listDisclosures(studentId, page)),
      staleTime: 0,
      placeholderData: keepPreviousData,
    }),
};

/** Clears a student's sign-in failures: nothing a list shows changes. */
export function useUnblockSignIn() {
  const { users } = useServices();
  return useMutation({ mutationFn: (user: { readonly id: number }) => savedOf(users.unblockSignIn(user.id)) });
}

/** The export is itself a disclosure: that student's list is stale. */
export function useExportStudentRecord() {
  const { studentRecords } = useServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (student: { readonly id: number }) => dataOf(studentRecords.exportStudentRecord(student.id)),
    onSuccess: (_, student) => client.invalidateQueries({ queryKey: studentRecordKeys.disclosures(student.id) }),
  });
}

/** Erasure anonymises the user (every users list) and records itself (that student's disclosures). */
export function useEraseStudentRecord() {
  const { studentRecords } = useServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (student: { readonly id: number }) => savedOf(studentRecords.eraseStudentRecord(student.id)),
    onSuccess: (_, student) =>
      Promise.all([
        client.invalidateQueries({ queryKey: userKeys.all }),
        client.invalidateQueries({ queryKey: studentRecordKeys.disclosures(student.id) }),
      ]),
  });
}
