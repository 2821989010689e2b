import type { AuthGateway, ClientConfig } from '@application/ports/auth-gateway.port';
import type { ApiResult } from '@application/ports/api-result';
import type { usernameAvailabilitySchema } from '@domain/identity/user.responses';
import type { AuthenticateResponse, UserProfile } from '@domain/identity/user.schemas';
import type { SsoProviderProfile } from '@domain/sso/sso.responses';
import type { ApiClient } from './api-client';
import type { z } from 'zod';

export function createHttpAuthGateway(api: ApiClient): AuthGateway {
  return {
    authenticate: (credentials) => api.call<AuthenticateResponse>('POST', '/user/authenticate', credentials),
    signup: (input) => api.call<UserProfile>('POST', '/signup', input),
    logout: () => api.call<null>('GET', '/user/logout'),
    requestPasswordReset: (emailAddress) => api.call<null>('POST', '/User/passwordreset', { emailAddress }),
    setNewPassword: (input) => api.call<null>('POST', '/User/NewPassword', input),
    isUsernameAvailable: async (name): Promise<ApiResult<boolean>> => {
      const result = await api.call<z.infer<typeof usernameAvailabilitySchema>>('GET', `/User/FindByUserName/${encodeURIComponent(name)}`);
      return result.ok ? { ...result, data: result.data.available } : result;
    },
    clientConfig: () => api.call<ClientConfig>('GET', '/client-config'),
    ssoSignIn: (ticket) => api.call<AuthenticateResponse>('POST', '/sso/authenticate', { ticket }),
    ssoProfile: (ticket) => api.call<SsoProviderProfile>('GET', `/sso/getuserprofile/${encodeURIComponent(ticket)}`),
    ssoRegister: (input) => api.call<AuthenticateResponse>('POST', '/sso/registeruser', input),
  };
}
