import type { AppDeps } from '../../app-deps';
import type { AuthenticateResponse, Credentials } from '@domain/identity/user.schemas';
import { appError } from '../../http/app-error';
import { findCredentials, findUserById, touchLastLogin } from '../users/user.repository';
import { accountKeyOf, isBlocked } from './login-throttle';
import { readThrottleCounts, recordFailure, recordSuccess } from './login-throttle.repository';
import { burnVerification, verifyPassword } from './password-hasher';
import { insertSession } from './session.repository';

const invalid = () => appError('AUTH.INVALID_CREDENTIALS');
const blocked = () => appError('AUTH.BLOCKED');

/** Signs a user in: throttle check, argon2id verification, a fresh revocable session token. */
export async function authenticate(deps: AppDeps, input: Credentials, clientKey: string): Promise<AuthenticateResponse> {
  const policy = deps.config.loginThrottle;
  const accountKey = accountKeyOf(input.username);
  const credentials = await findCredentials(deps.db, input.username);
  const counts = await readThrottleCounts(deps.db, policy, accountKey, clientKey, credentials?.id ?? null);
  if (isBlocked(counts, policy)) throw blocked();

  const valid = credentials?.passwordHash
    ? await verifyPassword(credentials.passwordHash, input.password)
    : (await burnVerification(input.password), false);

  if (!valid || !credentials) {
    await recordFailure(deps.db, policy, accountKey, clientKey);
    const after = {
      ...counts,
      clientFailures: counts.clientFailures + 1,
      accountFailures: counts.accountFailures + 1,
    };
    throw isBlocked(after, policy) ? blocked() : invalid();
  }

  const issued = await deps.tokens.issue(credentials.id);
  await deps.db.transaction(async (tx) => {
    await recordSuccess(tx, accountKey, clientKey, credentials.id);
    await touchLastLogin(tx, credentials.id);
    await insertSession(tx, issued.jti, credentials.id, issued.expiresAt);
  });
  const user = await findUserById(deps.db, credentials.id);
  if (!user) throw invalid();
  const { stateName: _s, districtName: _d, schoolName: _c, ...profile } = user;
  return { token: issued.token, user: profile };
}
