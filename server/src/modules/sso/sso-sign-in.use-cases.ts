import { createHash, randomBytes } from 'node:crypto';
import type { AppDeps } from '../../app-deps';
import { RETURN_URL_PARAM, safeReturnUrl } from '@domain/routing/navigation-guard';
import type { AuthenticateResponse } from '@domain/identity/user.schemas';
import { SSO_STATE_PATTERN, type SsoFailureReason } from '@domain/sso/sso.schemas';
import type { SsoProviderProfile, SsoProviderSummary } from '@domain/sso/sso.responses';
import { appError } from '../../http/app-error';
import { startSession } from '../auth/authenticate.use-case';
import { oidc, providerConfiguration, ssoRedirectUri } from './oidc-client';
import { importedUsersWithId } from './roster-identity.repository';
import { activeSsoProviders, findSsoProvider, type SsoProvider } from './sso-providers';
import * as repo from './sso.repository';

/** How long a started sign-in may take at the provider. */
const LOGIN_TTL_SECONDS = 10 * 60;
/** A known user's ticket is exchanged at once by the page it lands on. */
const SIGNIN_TICKET_TTL_SECONDS = 2 * 60;
/** An unknown person's ticket lasts while they fill in the registration form. */
const REGISTER_TICKET_TTL_SECONDS = 30 * 60;

/** Only a ticket's hash is stored: a database read does not give away live tickets. */
export const hashSsoTicket = (ticket: string): string => createHash('sha256').update(ticket).digest('hex');
const failed = (reason: SsoFailureReason) => `/signin?sso=failed&reason=${reason}`;

/** The providers the ticket calls serve; none configured (environment or table) is SSO.NOT_CONFIGURED. */
export async function requireProviders(deps: AppDeps): Promise<readonly SsoProvider[]> {
  const providers = await activeSsoProviders(deps);
  if (providers.length === 0) throw appError('SSO.NOT_CONFIGURED');
  return providers;
}

/** The providers the sign-in page offers (none when single sign-on is not configured). */
export async function listSsoProviders(deps: AppDeps): Promise<SsoProviderSummary[]> {
  return (await activeSsoProviders(deps)).map(({ id, name }) => ({ id, name }));
}

/**
 * Starts a sign-in at a provider: state, nonce and PKCE verifier are kept server-side, and the browser
 * is sent to the provider's authorization endpoint. Answers the address to redirect to.
 */
export async function startSsoSignIn(deps: AppDeps, providerId: string, returnTo: string | undefined): Promise<string> {
  const provider = await findSsoProvider(deps, providerId);
  if (!provider) return failed('provider');
  let configuration: oidc.Configuration;
  try {
    configuration = await providerConfiguration(provider);
  } catch (error) {
    deps.log.warn({ provider: provider.id, error: String(error) }, 'sso: provider discovery failed');
    return failed('unavailable');
  }
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  await repo.pruneExpiredSso(deps.db);
  await repo.insertSsoLogin(deps.db, state, { providerId, nonce, codeVerifier, returnTo: safeReturnUrl(returnTo) }, LOGIN_TTL_SECONDS);
  const parameters: Record<string, string> = {
    redirect_uri: ssoRedirectUri(deps.config),
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  };
  // Google's hint to offer only the district's accounts; the ID token's hd is what is checked.
  if (provider.hostedDomain) parameters.hd = provider.hostedDomain;
  return oidc.buildAuthorizationUrl(configuration, parameters).href;
}

/**
 * The provider's redirect back: checks the state, exchanges the code with PKCE and validates the ID
 * token (issuer, audience, nonce, expiry: openid-client), then hands the browser a one-time ticket to
 * sign in with (a known subject) or to register with (an unknown one). Every failure is a redirect to
 * the sign-in page with a reason, never an error page.
 */
export async function finishSsoCallback(deps: AppDeps, query: Readonly<Record<string, unknown>>): Promise<string> {
  const state = typeof query.state === 'string' && SSO_STATE_PATTERN.test(query.state) ? query.state : '';
  const claimed = state ? await repo.claimSsoLogin(deps.db, state) : { kind: 'unknown' as const };
  if (claimed.kind !== 'claimed') return failed('state');
  const { login } = claimed;
  const provider = await findSsoProvider(deps, login.providerId);
  if (!provider) return failed('provider');
  if (typeof query.error === 'string') return failed('denied');

  let claims: oidc.IDToken;
  try {
    const configuration = await providerConfiguration(provider);
    const callbackUrl = new URL(ssoRedirectUri(deps.config));
    for (const [name, value] of Object.entries(query)) if (typeof value === 'string') callbackUrl.searchParams.set(name, value);
    const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: login.codeVerifier,
      expectedState: state,
      expectedNonce: login.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims()!;
  } catch (error) {
    deps.log.warn({ provider: provider.id, error: String(error) }, 'sso: code exchange or ID token refused');
    return failed('token');
  }
  if (provider.hostedDomain && String(claims.hd ?? '').toLowerCase() !== provider.hostedDomain) return failed('domain');

  const issuer = claims.iss;
  const subject = claims.sub;
  const linked = await repo.findLinkedUser(deps.db, issuer, subject);
  if (linked?.removed) return failed('account');
  const ticket = randomBytes(32).toString('base64url');
  const base = { providerId: provider.id, issuer, subject, returnTo: login.returnTo };
  const back = login.returnTo ? `&${RETURN_URL_PARAM}=${encodeURIComponent(login.returnTo)}` : '';
  if (linked) {
    await repo.insertSsoTicket(deps.db, hashSsoTicket(ticket), { ...base, purpose: 'signin', userId: linked.userId, email: null, firstName: null, lastName: null }, SIGNIN_TICKET_TTL_SECONDS);
    return `/sso-register?signin=${ticket}${back}`;
  }
  if (await linkImportedUser(deps, provider, issuer, subject, hashSsoTicket(ticket), base)) return `/sso-register?signin=${ticket}${back}`;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, 254) : null);
  await repo.insertSsoTicket(
    deps.db,
    hashSsoTicket(ticket),
    {
      ...base,
      purpose: 'register',
      userId: null,
      // An address the provider says it has not verified is not kept.
      email: claims.email_verified === false ? null : text(claims.email),
      firstName: text(claims.given_name),
      lastName: text(claims.family_name),
    },
    REGISTER_TICKET_TTL_SECONDS,
  );
  return `/sso-register?ticket=${ticket}`;
}

/** `POST sso/authenticate`: a known user's ticket becomes the same session `user/authenticate` answers. */
export async function authenticateWithSsoTicket(deps: AppDeps, ticket: string): Promise<AuthenticateResponse> {
  await requireProviders(deps);
  const used = await repo.useSsoTicket(deps.db, hashSsoTicket(ticket), 'signin');
  if (!used?.userId) throw appError('SSO.TICKET_INVALID');
  return startSession(deps, used.userId);
}

/** `GET sso/getuserprofile/{ticket}`: what the provider said about the person, to prefill the form. */
export async function ssoProviderProfile(deps: AppDeps, ticket: string): Promise<SsoProviderProfile> {
  const providers = await requireProviders(deps);
  const found = await repo.findSsoTicket(deps.db, hashSsoTicket(ticket), 'register');
  if (!found) throw appError('SSO.TICKET_INVALID');
  const providerName = providers.find((p) => p.id === found.providerId)?.name ?? found.providerId;
  return { providerName, email: found.email, firstName: found.firstName, lastName: found.lastName };
}

/**
 * An unknown subject who is a roster-imported user: the one live user whose imported userIds hold
 * (the provider's userIds type, the subject) is linked to it and handed a sign-in ticket, in one
 * transaction. None, two or more (or one already linked at this issuer): no link, the person
 * registers as anyone unknown does. Never matched on e-mail (docs/sso.md, "Imported users").
 */
async function linkImportedUser(
  deps: AppDeps,
  provider: SsoProvider,
  issuer: string,
  subject: string,
  ticketHash: string,
  base: Pick<repo.SsoTicket, 'providerId' | 'issuer' | 'subject' | 'returnTo'>,
): Promise<boolean> {
  const type = provider.userIdsType;
  if (!type) return false;
  return deps.db.transaction(async (tx) => {
    const matches = await importedUsersWithId(tx, type, subject, issuer);
    if (matches.length !== 1 || matches[0].linkedHere) return false;
    const { userId } = matches[0];
    // Another callback of the same subject may have linked it first: then this one is not a sign-in.
    if (!(await repo.linkIdentity(tx, issuer, subject, userId))) return false;
    await repo.insertSsoTicket(tx, ticketHash, { ...base, purpose: 'signin', userId, email: null, firstName: null, lastName: null }, SIGNIN_TICKET_TTL_SECONDS);
    return true;
  });
}
