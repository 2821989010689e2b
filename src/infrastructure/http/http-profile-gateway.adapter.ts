import type { ProfileGateway } from '@application/ports/profile-gateway.port';
import type { ApiClient } from './api-client';

export function createHttpProfileGateway(api: ApiClient): ProfileGateway {
  return {
    changeTextLanguage: (userId, language) => api.call('PUT', `/User/ChangeStudentTextLanguage/${userId}/${language}`),
    changeAudioLanguage: (userId, language) => api.call('PUT', `/User/ChangeStudentAudioLanguage/${userId}/${language}`),
  };
}
