import type { LoginThrottlePolicy } from '../../config';
import { AppError } from '../../http/app-error';

/**
 * Sign-in throttling (docs/decisions.md, "Sign-in lockout"). Every guess is counted before its
 * password is verified. A client is its address, or the signed known-device cookie it carries —
 * never a value the caller picks. Per account and client, a hard limit. Per account, devices that
 * never signed in to it wait before each guess once the account has a few recent failures, the
 * wait doubling per failure, and are refused at NIST 800-63B's ceiling; the owner's own device
 * (its cookie names the account) skips both, so a classmate only slows strangers down.
 */

/** Recent failed (or in-flight) guesses of one account; ages in ms, null when there are none. */
export interface SignInHistory {
  readonly clientFailures: number;
  readonly clientOldestAgeMs: number | null;
  readonly accountFailures: number;
  readonly accountOldestAgeMs: number | null;
  readonly lastFailureAgeMs: number | null;
}

export type ThrottleVerdict =
  | { readonly kind: 'allowed' }
  /** This client reached its own limit for the account (AUTH.BLOCKED). */
  | { readonly kind: 'blocked'; readonly retryAfterMs: number }
  /** An unknown device must wait before the account's next guess (AUTH.SLOW_DOWN). */
  | { readonly kind: 'slowDown'; readonly retryAfterMs: number };

/** The wait an unknown device owes after the account's last failure: none for the first few, then doubling. */
export function requiredWaitMs(accountFailures: number, policy: LoginThrottlePolicy): number {
  const beyond = accountFailures - policy.delayAfterFailures;
  if (beyond < 0) return 0;
  // 2^30 already exceeds any sane cap; the exponent is bounded so the number stays finite.
  return Math.min(policy.delayBaseMs * 2 ** Math.min(beyond, 30), policy.delayMaxMs);
}

const left = (windowMs: number, ageMs: number | null) => Math.max(1, windowMs - Math.max(0, ageMs ?? 0));

export function judgeSignIn(history: SignInHistory, knownDevice: boolean, policy: LoginThrottlePolicy): ThrottleVerdict {
  if (history.clientFailures >= policy.clientMaxFailures) {
    return { kind: 'blocked', retryAfterMs: left(policy.clientWindowMs, history.clientOldestAgeMs) };
  }
  if (knownDevice) return { kind: 'allowed' };
  if (history.accountFailures >= policy.accountMaxFailures) {
    return { kind: 'slowDown', retryAfterMs: left(policy.accountWindowMs, history.accountOldestAgeMs) };
  }
  const wait = requiredWaitMs(history.accountFailures, policy);
  const since = Math.max(0, history.lastFailureAgeMs ?? Number.POSITIVE_INFINITY);
  return since < wait ? { kind: 'slowDown', retryAfterMs: wait - since } : { kind: 'allowed' };
}

/** A refused sign-in, with the seconds to wait that the route sends as Retry-After. */
export class ThrottledSignIn extends AppError<'AUTH.BLOCKED' | 'AUTH.SLOW_DOWN'> {
  readonly retryAfterSeconds: number;

  constructor(verdict: Exclude<ThrottleVerdict, { kind: 'allowed' }>) {
    const seconds = Math.max(1, Math.ceil(verdict.retryAfterMs / 1000));
    super(verdict.kind === 'blocked' ? 'AUTH.BLOCKED' : 'AUTH.SLOW_DOWN', { values: { seconds: String(seconds) } });
    this.retryAfterSeconds = seconds;
  }
}

/** The client a sign-in comes from: its known-device cookie when it has a valid one, else its address. */
export const clientKeyOf = (address: string, deviceId: string | null) => (deviceId ? `device:${deviceId}` : `ip:${address}`);

export const accountKeyOf = (username: string) => username.trim().toLowerCase();
