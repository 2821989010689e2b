import type { AuthGateway, ClientConfig } from '@application/ports/auth-gateway.port';
import { ROLE_NAMES, RoleId } from '@domain/identity/role';
import type { UserProfile } from '@domain/identity/user.schemas';
import { answered, refused, sameName } from './in-memory-answers';
import { inMemorySso, type InMemorySso } from './in-memory-sso';

export interface InMemoryAccounts {
  /** Accounts that exist, with their passwords. */
  readonly accounts?: readonly { readonly profile: UserProfile; readonly password: string }[];
  /** Usernames taken by anyone, besides the accounts' (e.g. the user directory twin's). */
  readonly takenUsernames?: () => readonly string[];
  /** The server's client settings; without them the call fails as offline. */
  readonly clientConfig?: ClientConfig;
  /** Single sign-on: its providers and the tickets a provider's callback would have handed out. */
  readonly sso?: InMemorySso;
}

/** The sign-in port over accounts held in memory (tests only; the app binds the HTTP adapter). */
export interface InMemoryAuthGateway extends AuthGateway {
  /** Reset codes sent so far, by e-mail address (the e-mail a real server would send). */
  resetCodes(): ReadonlyMap<string, string>;
}

export function createInMemoryAuthGateway({ accounts: initial = [], takenUsernames = () => [], clientConfig, sso }: InMemoryAccounts = {}): InMemoryAuthGateway {
  let accounts = [...initial];
  const resetCodes = new Map<string, string>();
  const taken = (name: string) => [...accounts.map((a) => a.profile.userName), ...takenUsernames()].some((n) => sameName(n, name));

  return {
    ...inMemorySso(sso, taken),
    resetCodes: () => resetCodes,
    authenticate: async ({ username, password }) => {
      const account = accounts.find((a) => sameName(a.profile.userName, username) && a.password === password);
      if (!account) return refused(401, 'AUTH.INVALID_CREDENTIALS', 'invalidCredentials');
      return answered({ token: `token-${account.profile.id}`, user: account.profile }, 'signedIn');
    },
    signup: async (input) => {
      if (taken(input.username)) return refused(409, 'USER.USERNAME_TAKEN', 'usernameInUse', 'username');
      const id = Math.max(0, ...accounts.map((a) => a.profile.id)) + 1;
      const profile: UserProfile = {
        id,
        userId: id,
        userName: input.username,
        firstName: input.firstName,
        middleName: null,
        lastName: input.lastName,
        secondLastName: null,
        email: input.email,
        birthDate: input.birthDate,
        roleId: RoleId.Student,
        roleName: ROLE_NAMES[RoleId.Student],
        stateId: input.stateId,
        districtId: input.districtId,
        schoolId: input.schoolId,
        textLanguage: 'en',
        audioLanguage: 'en',
        isSso: false,
        lastLoginTime: null,
      };
      accounts = [...accounts, { profile, password: input.password }];
      return answered(profile, 'signedUp');
    },
    logout: async () => answered(null, 'signedOut'),
    requestPasswordReset: async (emailAddress) => {
      if (accounts.some((a) => a.profile.email === emailAddress)) resetCodes.set(emailAddress, `reset-code-${resetCodes.size + 1}-0123456789`);
      return answered(null, 'passwordResetSent');
    },
    setNewPassword: async ({ token, password }) => {
      const email = [...resetCodes].find(([, code]) => code === token)?.[0];
      if (!email) return refused(400, 'AUTH.RESET_TOKEN_INVALID', 'resetTokenInvalid', 'token');
      resetCodes.delete(email);
      accounts = accounts.map((a) => (a.profile.email === email ? { ...a, password } : a));
      return answered(null, 'passwordResetSuccess');
    },
    isUsernameAvailable: async (name) => answered(!taken(name)),
    clientConfig: async () => (clientConfig ? answered(clientConfig) : { ok: false, status: 0, code: 'OFFLINE', message: '', fields: [], kind: 'offline' }),
  };
}
