import type { AppDeps } from '../../app-deps';
import type { Sql } from '../../db/database';
import type { AuthenticateResponse, Credentials } from '@domain/identity/user.schemas';
import { appError } from '../../http/app-error';
import { findCredentials, findUserById, touchLastLogin } from '../users/user.repository';
import { deviceAfterSignIn, isKnownTo, type KnownDevice } from './known-device';
import { accountKeyOf, clientKeyOf, judgeSignIn, ThrottledSignIn } from './login-throttle';
import { forgetClientFailures, lockAccountGuesses, pruneOldFailures, readSignInHistory, recordGuess } from './login-throttle.repository';
import { burnVerification, verifyPassword } from './password-hasher';
import { insertSession } from './session.repository';

const invalid = () => appError('AUTH.INVALID_CREDENTIALS');

/** Where a sign-in comes from: the connection's address and the known-device cookie, if valid. */
export interface SignInClient {
  readonly address: string;
  readonly device: KnownDevice | null;
}

export interface SignedIn {
  readonly session: AuthenticateResponse;
  /** The device to remember in the cookie: this account added to it. */
  readonly device: KnownDevice;
}

/**
 * Signs a user in: the guess is counted (or refused) before the password is verified, then argon2id
 * verification and a fresh revocable session token (docs/decisions.md, "Sign-in lockout").
 */
export async function authenticate(deps: AppDeps, input: Credentials, client: SignInClient): Promise<SignedIn> {
  const policy = deps.config.loginThrottle;
  const accountKey = accountKeyOf(input.username);
  const clientKey = clientKeyOf(client.address, client.device?.id ?? null);
  const credentials = await findCredentials(deps.db, input.username);
  const known = isKnownTo(client.device, credentials?.id ?? null, Date.now(), policy.knownDeviceMs);

  const history = await deps.db.transaction(async (tx) => {
    await lockAccountGuesses(tx, accountKey);
    const recent = await readSignInHistory(tx, policy, accountKey, clientKey);
    const verdict = judgeSignIn(recent, known, policy);
    if (verdict.kind !== 'allowed') throw new ThrottledSignIn(verdict);
    await recordGuess(tx, accountKey, clientKey);
    return recent;
  });

  const valid = credentials?.passwordHash
    ? await verifyPassword(credentials.passwordHash, input.password)
    : (await burnVerification(input.password), false);

  if (!valid || !credentials) {
    await pruneOldFailures(deps.db, policy, accountKey);
    // The failure that uses up this client's limit says so at once.
    if (history.clientFailures + 1 >= policy.clientMaxFailures) throw new ThrottledSignIn({ kind: 'blocked', retryAfterMs: policy.clientWindowMs });
    throw invalid();
  }

  const session = await startSession(deps, credentials.id, (tx) => forgetClientFailures(tx, accountKey, clientKey));
  return { session, device: deviceAfterSignIn(client.device, credentials.id, Date.now(), policy.knownDeviceMs) };
}

/**
 * The session every sign-in ends with (password or single sign-on): a fresh revocable token, the
 * last-login time, and the profile `user/authenticate` answers with. `alongside` runs in the same transaction.
 */
export async function startSession(deps: AppDeps, userId: number, alongside?: (tx: Sql) => Promise<void>): Promise<AuthenticateResponse> {
  const issued = await deps.tokens.issue(userId);
  await deps.db.transaction(async (tx) => {
    await alongside?.(tx);
    await touchLastLogin(tx, userId);
    await insertSession(tx, issued.jti, userId, issued.expiresAt);
  });
  const user = await findUserById(deps.db, userId);
  if (!user) throw invalid();
  const { stateName: _s, districtName: _d, schoolName: _c, ...profile } = user;
  return { token: issued.token, user: profile };
}
