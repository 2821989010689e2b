import { one, type Sql } from '../../db/database';
import type { LoginThrottlePolicy } from '../../config';
import type { SignInHistory } from './login-throttle';

/** Advisory-lock namespace of sign-in guesses (the second key is the account's hash). */
const SIGN_IN_LOCK = 4101;

/**
 * Holds the account's sign-in lock until the transaction ends: concurrent guesses for one account
 * are counted one after the other, so none reads a count another is about to raise.
 */
export async function lockAccountGuesses(tx: Sql, accountKey: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [SIGN_IN_LOCK, accountKey]);
}

/**
 * Recent failures (and guesses being verified) of an account, from this client and from all. Ages
 * are measured on the clock, not the transaction's start, which may be older than the lock wait.
 */
export async function readSignInHistory(sql: Sql, policy: LoginThrottlePolicy, accountKey: string, clientKey: string): Promise<SignInHistory> {
  const row = await one<SignInHistory>(
    sql,
    `WITH recent AS (
       SELECT client_key, (extract(epoch FROM clock_timestamp() - failed_at) * 1000)::float8 AS age
         FROM login_failures WHERE account_key = $1)
     SELECT count(*) FILTER (WHERE client_key = $2 AND age < $3)::int AS "clientFailures",
            max(age) FILTER (WHERE client_key = $2 AND age < $3) AS "clientOldestAgeMs",
            count(*) FILTER (WHERE age < $4)::int AS "accountFailures",
            max(age) FILTER (WHERE age < $4) AS "accountOldestAgeMs",
            min(age) AS "lastFailureAgeMs"
       FROM recent`,
    [accountKey, clientKey, policy.clientWindowMs, policy.accountWindowMs],
  );
  return row!;
}

/** Counts a guess as failed before its password is verified; a right password takes it back. */
export async function recordGuess(sql: Sql, accountKey: string, clientKey: string): Promise<void> {
  await sql.query('INSERT INTO login_failures (account_key, client_key, failed_at) VALUES ($1, $2, clock_timestamp())', [accountKey, clientKey]);
}

/** Keeps the table small: failures older than the longest window no longer count. */
export async function pruneOldFailures(sql: Sql, policy: LoginThrottlePolicy, accountKey: string): Promise<void> {
  const keepMs = Math.max(policy.clientWindowMs, policy.accountWindowMs);
  await sql.query('DELETE FROM login_failures WHERE account_key = $1 AND failed_at < now() - make_interval(secs => $2)', [
    accountKey,
    keepMs / 1000,
  ]);
}

/** A successful sign-in forgives the failures of that client (the guess just verified included). */
export async function forgetClientFailures(sql: Sql, accountKey: string, clientKey: string): Promise<void> {
  await sql.query('DELETE FROM login_failures WHERE account_key = $1 AND client_key = $2', [accountKey, clientKey]);
}

/** A teacher's or manager's unblock: every failure of the account, from every client. */
export async function clearAccountFailures(sql: Sql, accountKey: string): Promise<void> {
  await sql.query('DELETE FROM login_failures WHERE account_key = $1', [accountKey]);
}
