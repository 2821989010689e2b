import type { SignupInput, UserProfile } from '@domain/identity/user.schemas';
import type { SsoProviderProfile } from '@domain/sso/sso.responses';
import { SESSION_IDLE_LOGOUT_MS, SESSION_IDLE_WARNING_BEFORE_MS } from '@domain/shared/constants';
import type { ApiResult } from '../ports/api-result';
import type { AuthGateway, ClientConfig } from '../ports/auth-gateway.port';

/** The product's settings, used while the server's cannot be loaded (offline). */
export const DEFAULT_CLIENT_CONFIG: ClientConfig = {
  sessionIdleLogoutMs: SESSION_IDLE_LOGOUT_MS,
  sessionIdleWarningBeforeMs: SESSION_IDLE_WARNING_BEFORE_MS,
  signupEnabled: true,
  ssoConfigured: false,
  ssoProviders: [],
  qaTracing: false,
};

/** What a visitor does before signing in, and what the client asks the server before it starts. */
export interface IdentityUseCases {
  /** A student creates their account (product-spec §5). */
  signUp(input: SignupInput): Promise<ApiResult<UserProfile>>;
  /** Sends a reset link; the answer is the same whether or not the address is registered. */
  requestPasswordReset(emailAddress: string): Promise<ApiResult<null>>;
  /** Sets a new password with the code from the reset e-mail. */
  resetPassword(input: { token: string; password: string; confirmPassword: string }): Promise<ApiResult<null>>;
  /** True when nobody has the username yet. */
  isUsernameAvailable(username: string): Promise<ApiResult<boolean>>;
  /** The server's client settings (idle timeout, sign-up); the product defaults while offline. */
  loadClientSettings(): Promise<ClientConfig>;
  /** What the provider said about a person signing in for the first time, to start their profile from. */
  ssoProfile(ticket: string): Promise<ApiResult<SsoProviderProfile>>;
}

export function createIdentityUseCases(auth: AuthGateway): IdentityUseCases {
  return {
    signUp: (input) => auth.signup(input),
    requestPasswordReset: (emailAddress) => auth.requestPasswordReset(emailAddress),
    resetPassword: (input) => auth.setNewPassword(input),
    isUsernameAvailable: (username) => auth.isUsernameAvailable(username),
    loadClientSettings: async () => {
      const result = await auth.clientConfig();
      return result.ok ? result.data : DEFAULT_CLIENT_CONFIG;
    },
    ssoProfile: (ticket) => auth.ssoProfile(ticket),
  };
}
