import type { AuthenticateResponse, ClientConfig, Credentials, SignupInput, UserProfile } from '@domain/identity/user.schemas';
import type { SsoRegistrationInput } from '@domain/sso/sso.schemas';
import type { SsoProviderProfile } from '@domain/sso/sso.responses';
import type { ApiResult } from './api-result';

/** Settings the server gives the client before sign-in (the response schema in user.responses.ts). */
export type { ClientConfig };

/** Sign-in (by password or single sign-on), sign-up, sign-out and password reset calls (api-spec §7.2, §7.3). */
export interface AuthGateway {
  /** POST user/authenticate. */
  authenticate(credentials: Credentials): Promise<ApiResult<AuthenticateResponse>>;
  /** POST signup: creates a student account. */
  signup(input: SignupInput): Promise<ApiResult<UserProfile>>;
  /** GET user/logout: revokes the current token on the server. */
  logout(): Promise<ApiResult<null>>;
  /** POST User/passwordreset. */
  requestPasswordReset(emailAddress: string): Promise<ApiResult<null>>;
  /** POST User/NewPassword with the token from the e-mail. */
  setNewPassword(input: { token: string; password: string; confirmPassword: string }): Promise<ApiResult<null>>;
  /** GET User/FindByUserName/{name}: true when the name is free. */
  isUsernameAvailable(name: string): Promise<ApiResult<boolean>>;
  /** GET client-config. */
  clientConfig(): Promise<ApiResult<ClientConfig>>;
  // Single sign-on (docs/sso.md); the providers come with client-config. Short names: they are in the first load.
  /** POST sso/authenticate: a known user's one-time ticket for the session user/authenticate gives. */
  ssoSignIn(ticket: string): Promise<ApiResult<AuthenticateResponse>>;
  /** GET sso/getuserprofile/{ticket}: what the provider said about an unknown person. */
  ssoProfile(ticket: string): Promise<ApiResult<SsoProviderProfile>>;
  /** POST sso/registeruser: the unknown person's completed profile; answers their new session. */
  ssoRegister(input: SsoRegistrationInput): Promise<ApiResult<AuthenticateResponse>>;
}
export const AuthGateway = Symbol.for('AuthGateway');
