import type { ManagedUser, UserDirectory, UsersInScope } from '@application/ports/user-directory.port';
import type { GeographyGateway } from '@application/ports/geography-gateway.port';
import { ROLE_NAMES } from '@domain/identity/role';
import type { AddUserInput, UpdateUserInput } from '@domain/identity/user.schemas';
import { answered, refused, sameName } from './in-memory-answers';
import type { InMemoryGeography } from './in-memory-geography.adapter';

/** The user directory port over users held in memory (tests only; the app binds the HTTP adapter). */
export interface InMemoryUserDirectory extends UserDirectory {
  /** Everyone the twin holds now. */
  users(): readonly ManagedUser[];
}

const inScope = (user: ManagedUser, scope: UsersInScope): boolean => {
  switch (scope.scope) {
    case 'all':
      return true;
    case 'state':
      return user.stateId === scope.stateId;
    case 'district':
      return user.districtId === scope.districtId;
    case 'school':
      return user.schoolId === scope.schoolId;
  }
};

/**
 * Same port, same answers as the server for what the port itself decides: lists by scope, unique
 * usernames, place names filled in from the geography twin. Who may see or change whom is the
 * server's rule: a test that needs a refusal scripts it on the method.
 */
export function createInMemoryUserDirectory(initial: readonly ManagedUser[] = [], geography?: InMemoryGeography | GeographyGateway): InMemoryUserDirectory {
  let users = [...initial];
  const places = () => (geography && 'places' in geography ? geography.places() : { states: [], districts: [], schools: [] });
  const withPlaceNames = (input: AddUserInput | UpdateUserInput) => {
    const { states, districts, schools } = places();
    return {
      stateName: states.find((s) => s.id === input.stateId)?.name ?? null,
      districtName: districts.find((d) => d.id === input.districtId)?.name ?? null,
      schoolName: schools.find((s) => s.id === input.schoolId)?.name ?? null,
    };
  };
  const record = (id: number, input: AddUserInput | UpdateUserInput, previous?: ManagedUser): ManagedUser => ({
    id,
    userId: id,
    userName: input.username,
    firstName: input.firstName,
    middleName: input.middleName ?? null,
    lastName: input.lastName,
    secondLastName: input.secondLastName ?? null,
    email: input.email,
    birthDate: input.birthDate ?? null,
    roleId: input.roleId,
    roleName: ROLE_NAMES[input.roleId],
    stateId: input.stateId ?? null,
    districtId: input.districtId ?? null,
    schoolId: input.schoolId ?? null,
    ...withPlaceNames(input),
    textLanguage: previous?.textLanguage ?? 'en',
    audioLanguage: previous?.audioLanguage ?? 'en',
    isSso: previous?.isSso ?? false,
    lastLoginTime: previous?.lastLoginTime ?? null,
  });
  const usernameTaken = (name: string, exceptId = 0) => users.some((u) => u.id !== exceptId && sameName(u.userName, name));

  return {
    users: () => users,
    list: async (scope) => answered(users.filter((u) => inScope(u, scope))),
    add: async (input) => {
      if (usernameTaken(input.username)) return refused(409, 'USER.USERNAME_TAKEN', 'usernameInUse', 'username');
      const user = record(Math.max(0, ...users.map((u) => u.id)) + 1, input);
      users = [...users, user];
      return answered(user, 'userAdded');
    },
    update: async (id, input) => {
      const previous = users.find((u) => u.id === id);
      if (!previous) return refused(404, 'USER.NOT_FOUND', 'notFound');
      if (usernameTaken(input.username, id)) return refused(409, 'USER.USERNAME_TAKEN', 'usernameInUse', 'username');
      const user = record(id, input, previous);
      users = users.map((u) => (u.id === id ? user : u));
      return answered(user, 'userUpdated');
    },
    remove: async (id) => {
      if (!users.some((u) => u.id === id)) return refused(404, 'USER.NOT_FOUND', 'notFound');
      users = users.filter((u) => u.id !== id);
      return answered(null, 'userRemoved');
    },
    unblockSignIn: async (id) => {
      if (!users.some((u) => u.id === id)) return refused(404, 'USER.NOT_FOUND', 'notFound');
      return answered(null, 'signInUnblocked');
    },
  };
}
