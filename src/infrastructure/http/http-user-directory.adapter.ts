import type { ManagedUser, UserDirectory, UsersInScope } from '@application/ports/user-directory.port';
import type { ApiClient } from './api-client';

/** `User/{apiPath}/{id}`: the route that lists one scope (`GetAll` takes any id, 0 by convention). */
function listPath(users: UsersInScope): string {
  switch (users.scope) {
    case 'all':
      return '/User/GetAll/0';
    case 'state':
      return `/User/GetByStateId/${users.stateId}`;
    case 'district':
      return `/User/GetByDistrictId/${users.districtId}`;
    case 'school':
      return `/User/GetBySchoolId/${users.schoolId}`;
  }
}

export function createHttpUserDirectory(api: ApiClient): UserDirectory {
  return {
    list: (scope) => api.call<ManagedUser[]>('GET', listPath(scope)),
    add: (input) => api.call<ManagedUser>('POST', '/user/adduser', input),
    update: (id, input) => api.call<ManagedUser>('PUT', `/User/${id}`, input),
    remove: (id) => api.call<null>('DELETE', `/User/${id}`),
    unblockSignIn: (id) => api.call<null>('POST', `/user/${id}/sign-in-unblock`),
  };
}
