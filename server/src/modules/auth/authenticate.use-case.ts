import type { AppContext } from '../../app-context';
import type { AuthenticateResponse, Credentials } from '@domain/identity/user.schemas';
import { AppError } from '../../http/app-error';
import { findCredentials, findUserById, touchLastLogin } from '../users/user.repository';
import { accountKeyOf, isBlocked, readThrottleCounts, recordFailure, recordSuccess } from './login-throttle';
import { burnVerification, verifyPassword } from './password-hasher';
import { insertSession } from './session.repository';

const invalid = () => new AppError(401, 'AUTH.INVALID_CREDENTIALS', 'invalidCredentials');
const blocked = () => new AppError(429, 'AUTH.BLOCKED', 'userBlocked');

/** Signs a user in: throttle check, argon2id verification, a fresh revocable session token. */
export async function authenticate(ctx: AppContext, input: Credentials, clientKey: string): Promise<AuthenticateResponse> {
  const policy = ctx.config.loginThrottle;
  const accountKey = accountKeyOf(input.username);
  const credentials = await findCredentials(ctx.db, input.username);
  const counts = await readThrottleCounts(ctx.db, policy, accountKey, clientKey, credentials?.id ?? null);
  if (isBlocked(counts, policy)) throw blocked();

  const valid = credentials?.passwordHash
    ? await verifyPassword(credentials.passwordHash, input.password)
    : (await burnVerification(input.password), false);

  if (!valid || !credentials) {
    await recordFailure(ctx.db, policy, accountKey, clientKey);
    const after = {
      ...counts,
      clientFailures: counts.clientFailures + 1,
      accountFailures: counts.accountFailures + 1,
    };
    throw isBlocked(after, policy) ? blocked() : invalid();
  }

  const issued = await ctx.tokens.issue(credentials.id);
  await ctx.db.transaction(async (tx) => {
    await recordSuccess(tx, accountKey, clientKey, credentials.id);
    await touchLastLogin(tx, credentials.id);
    await insertSession(tx, issued.jti, credentials.id, issued.expiresAt);
  });
  const user = await findUserById(ctx.db, credentials.id);
  if (!user) throw invalid();
  const { stateName: _s, districtName: _d, schoolName: _c, ...profile } = user;
  return { token: issued.token, user: profile };
}
