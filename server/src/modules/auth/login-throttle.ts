import type { FastifyRequest } from 'fastify';
import type { Sql } from '../../db/database';
import { one } from '../../db/database';
import type { LoginThrottlePolicy } from '../../config';

/**
 * Sign-in throttling (docs/decisions.md, "Sign-in lockout"). Failures are counted per account and
 * client, so a classmate typing wrong passwords on their own device blocks only that device; and
 * per account across all clients, capped at NIST 800-63B's 100 per hour, which then refuses only
 * clients that never signed in to that account, so the owner's own device keeps working.
 */
export interface ThrottleCounts {
  readonly clientFailures: number;
  readonly accountFailures: number;
  readonly knownDevice: boolean;
}

export function isBlocked(counts: ThrottleCounts, policy: LoginThrottlePolicy): boolean {
  if (counts.clientFailures >= policy.clientMaxFailures) return true;
  return counts.accountFailures >= policy.accountMaxFailures && !counts.knownDevice;
}

const DEVICE_ID = /^[A-Za-z0-9-]{16,64}$/;

/** The client a sign-in comes from: the browser's device id when it sends one, else its address. */
export function clientKeyOf(request: FastifyRequest): string {
  const header = request.headers['x-device-id'];
  const deviceId = Array.isArray(header) ? header[0] : header;
  return deviceId && DEVICE_ID.test(deviceId) ? `device:${deviceId}` : `ip:${request.ip}`;
}

export const accountKeyOf = (username: string) => username.trim().toLowerCase();

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
