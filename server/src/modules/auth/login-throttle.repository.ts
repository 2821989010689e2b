import { one, type Sql } from '../../db/database';
import type { LoginThrottlePolicy } from '../../config';
import type { ThrottleCounts } from './login-throttle';

/** Recent sign-in failures of an account (from this client and from all) and whether this client is a known device. */
export async function readThrottleCounts(
  sql: Sql,
  policy: LoginThrottlePolicy,
  accountKey: string,
  clientKey: string,
  userId: number | null,
): Promise<ThrottleCounts> {
  const row = await one<{ client: number; account: number; known: boolean }>(
    sql,
    `SELECT
       (SELECT count(*)::int FROM login_failures
         WHERE account_key = $1 AND client_key = $2 AND failed_at > now() - make_interval(secs => $3)) AS client,
       (SELECT count(*)::int FROM login_failures
         WHERE account_key = $1 AND failed_at > now() - make_interval(secs => $4)) AS account,
       EXISTS (SELECT 1 FROM known_devices
         WHERE user_id = $5 AND client_key = $2 AND last_success_at > now() - make_interval(secs => $6)) AS known`,
    [accountKey, clientKey, policy.clientWindowMs / 1000, policy.accountWindowMs / 1000, userId ?? 0, policy.knownDeviceMs / 1000],
  );
  return { clientFailures: row!.client, accountFailures: row!.account, knownDevice: row!.known };
}

export async function recordFailure(sql: Sql, policy: LoginThrottlePolicy, accountKey: string, clientKey: string): Promise<void> {
  await sql.query('INSERT INTO login_failures (account_key, client_key) VALUES ($1, $2)', [accountKey, clientKey]);
  // Keep the table small: rows older than the longest window no longer count.
  const keepMs = Math.max(policy.clientWindowMs, policy.accountWindowMs);
  await sql.query('DELETE FROM login_failures WHERE account_key = $1 AND failed_at < now() - make_interval(secs => $2)', [
    accountKey,
    keepMs / 1000,
  ]);
}

export async function recordSuccess(sql: Sql, accountKey: string, clientKey: string, userId: number): Promise<void> {
  await sql.query('DELETE FROM login_failures WHERE account_key = $1 AND client_key = $2', [accountKey, clientKey]);
  await sql.query(
    `INSERT INTO known_devices (user_id, client_key) VALUES ($1, $2)
     ON CONFLICT (user_id, client_key) DO UPDATE SET last_success_at = now()`,
    [userId, clientKey],
  );
}
