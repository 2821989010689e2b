import type { AuthGateway } from '@application/ports/auth-gateway.port';
import { ROLE_NAMES, RoleId } from '@domain/identity/role';
import type { UserProfile } from '@domain/identity/user.schemas';
import type { SsoProviderProfile, SsoProviderSummary } from '@domain/sso/sso.responses';
import { answered, refused, sameName } from './in-memory-answers';

/** What the single-sign-on twin knows: the providers, and the tickets a callback would have handed out. */
export interface InMemorySso {
  readonly providers: readonly SsoProviderSummary[];
  /** Known users' sign-in tickets: ticket → the profile it signs in. */
  readonly signInTickets?: Readonly<Record<string, UserProfile>>;
  /** Unknown people's registration tickets: ticket → what their provider said. */
  readonly registerTickets?: Readonly<Record<string, SsoProviderProfile>>;
}

type SsoCalls = Pick<AuthGateway, 'ssoSignIn' | 'ssoProfile' | 'ssoRegister'>;

/**
 * The single-sign-on calls of the sign-in twin (tests only): tickets are used once, as on the server;
 * without providers every ticket call answers "not configured". The providers themselves are the
 * twin's client-config (`ssoProviders`). The age rule is the shared schema's,
 * checked by the form before it calls.
 */
export function inMemorySso(sso: InMemorySso | undefined, taken: (username: string) => boolean): SsoCalls {
  const used = new Set<string>();
  const registered: string[] = [];
  const notConfigured = () => refused(403, 'SSO.NOT_CONFIGURED', 'ssoNotConfigured');
  const invalidTicket = () => refused(400, 'SSO.TICKET_INVALID', 'ssoTicketInvalid', 'ticket');
  const live = <T>(tickets: Readonly<Record<string, T>> | undefined, ticket: string): T | undefined =>
    used.has(ticket) ? undefined : tickets?.[ticket];

  return {
    ssoSignIn: async (ticket) => {
      if (!sso?.providers.length) return notConfigured();
      const user = live(sso.signInTickets, ticket);
      if (!user) return invalidTicket();
      used.add(ticket);
      return answered({ token: `sso-token-${user.id}`, user }, 'signedIn');
    },
    ssoProfile: async (ticket) => {
      if (!sso?.providers.length) return notConfigured();
      const profile = live(sso.registerTickets, ticket);
      return profile ? answered(profile) : invalidTicket();
    },
    ssoRegister: async (input) => {
      if (!sso?.providers.length) return notConfigured();
      const provided = live(sso.registerTickets, input.ticket);
      if (!provided) return invalidTicket();
      if (taken(input.username) || registered.some((n) => sameName(n, input.username))) return refused(409, 'USER.USERNAME_TAKEN', 'usernameInUse', 'username');
      used.add(input.ticket);
      registered.push(input.username);
      const id = 9000 + registered.length;
      const user: UserProfile = {
        id,
        userId: id,
        userName: input.username,
        firstName: input.firstName,
        middleName: null,
        lastName: input.lastName,
        secondLastName: null,
        email: provided.email,
        birthDate: input.birthDate,
        roleId: RoleId.DistrictTeacher,
        roleName: ROLE_NAMES[RoleId.DistrictTeacher],
        stateId: null,
        districtId: null,
        schoolId: null,
        textLanguage: 'en',
        audioLanguage: 'en',
        isSso: true,
        lastLoginTime: null,
      };
      return answered({ token: `sso-token-${id}`, user }, 'ssoRegistered');
    },
  };
}
