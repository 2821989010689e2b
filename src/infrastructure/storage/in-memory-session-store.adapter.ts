import type { SessionStore } from '@application/ports/session-store.port';
import type { ReducedProfile } from '@domain/identity/user.schemas';

/** The session port in memory (tests only; the app keeps the session in session storage). */
export function createInMemorySessionStore(signedIn?: { token: string; profile: ReducedProfile }): SessionStore {
  let token = signedIn?.token ?? null;
  let profile = signedIn?.profile ?? null;
  return {
    readToken: () => token,
    readProfile: () => profile,
    write: (nextToken, nextProfile) => {
      token = nextToken;
      profile = nextProfile;
    },
    clear: () => {
      token = null;
      profile = null;
    },
  };
}
