import type { FastifyRequest } from 'fastify';
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
