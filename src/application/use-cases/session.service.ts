import { homeOf } from '@domain/routing/navigation-guard';
import type { AuthenticateResponse, Credentials, ReducedProfile } from '@domain/identity/user.schemas';
import type { SsoRegistrationInput } from '@domain/sso/sso.schemas';
import type { Language } from '@domain/shared/constants';
import type { ApiResult } from '../ports/api-result';
import type { AuthGateway } from '../ports/auth-gateway.port';
import type { SessionEvents } from '../ports/session-events.port';
import type { SessionStore } from '../ports/session-store.port';

/** A sign-in's outcome: the kept profile, the user's home, and their stored languages. */
export interface SignedIn {
  readonly profile: ReducedProfile;
  readonly home: string;
  readonly textLanguage: Language;
  readonly audioLanguage: Language;
}

export type SignOutReason = 'user' | 'idle' | 'unauthorized';

export interface SessionSnapshot {
  readonly token: string | null;
  readonly profile: ReducedProfile | null;
  /** Why the last session ended, for the sign-in page's notice; null after a sign-in. */
  readonly endedBecause: SignOutReason | null;
}

/**
 * The signed-in session as the UI sees it: sign in, sign out (by the user, by idle timeout or
 * because the server answered 401), and a subscribable snapshot for React.
 */
export class SessionService {
  private current: SessionSnapshot;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly store: SessionStore,
    private readonly auth: AuthGateway,
    events: SessionEvents,
  ) {
    this.current = { token: store.readToken(), profile: store.readProfile(), endedBecause: null };
    if (this.current.token && !this.current.profile) this.end('unauthorized');
    events.onUnauthorized(() => {
      if (this.current.token) this.end('unauthorized');
    });
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): SessionSnapshot => this.current;

  /** Signs in; the result carries the user's stored text and audio languages for the UI to adopt. */
  async signIn(credentials: Credentials): Promise<ApiResult<SignedIn>> {
    return this.adopt(await this.auth.authenticate(credentials));
  }

  /** Signs in with the one-time ticket a single sign-on hands a known user (docs/sso.md). */
  async ssoSignIn(ticket: string): Promise<ApiResult<SignedIn>> {
    return this.adopt(await this.auth.ssoSignIn(ticket));
  }

  /** A person's first single sign-on: their completed profile creates the account, and they are signed in. */
  async ssoRegister(input: SsoRegistrationInput): Promise<ApiResult<SignedIn>> {
    return this.adopt(await this.auth.ssoRegister(input));
  }

  /** Keeps the session every sign-in answers with (the same shape for password and single sign-on). */
  private adopt(result: ApiResult<AuthenticateResponse>): ApiResult<SignedIn> {
    if (!result.ok) return result;
    const { user, token } = result.data;
    const profile: ReducedProfile = {
      id: user.id,
      userName: user.userName,
      roleId: user.roleId,
      roleName: user.roleName,
      stateId: user.stateId,
      districtId: user.districtId,
      schoolId: user.schoolId,
    };
    this.store.write(token, profile);
    this.set({ token, profile, endedBecause: null });
    return {
      ok: true,
      data: { profile, home: homeOf(profile.roleId), textLanguage: user.textLanguage, audioLanguage: user.audioLanguage },
      message: result.message,
    };
  }

  /** Ends the session; the server revokes the token unless it already refused it. */
  async signOut(reason: SignOutReason = 'user'): Promise<void> {
    if (this.current.token && reason !== 'unauthorized') await this.auth.logout();
    this.end(reason);
  }

  private end(reason: SignOutReason): void {
    this.store.clear();
    this.set({ token: null, profile: null, endedBecause: reason });
  }

  private set(next: SessionSnapshot): void {
    this.current = next;
    for (const listener of this.listeners) listener();
  }
}
