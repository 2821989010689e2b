import type { ManagedUser, UserDirectory } from '@application/ports/user-directory.port';
import type { ApiClient } from './api-client';

export function createHttpUserDirectory(api: ApiClient): UserDirectory {
  return {
    list: (apiPath, id) => api.call<ManagedUser[]>('GET', `/User/${apiPath}/${id}`),
    add: (input) => api.call<ManagedUser>('POST', '/user/adduser', input),
    update: (id, input) => api.call<ManagedUser>('PUT', `/User/${id}`, input),
    remove: (id) => api.call<null>('DELETE', `/User/${id}`),
  };
}
