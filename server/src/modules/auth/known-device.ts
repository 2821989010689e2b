import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { TokenService } from './token.service';

/**
 * The known-device cookie: issued at every successful sign-in, signed with the app's secret, naming
 * the device and the accounts that signed in on it (and when). Only the server can make one, so a
 * classmate cannot pass for the student's own device (docs/decisions.md, "Sign-in lockout").
 */
export const KNOWN_DEVICE_COOKIE = 'known_device';
/** A shared classroom computer remembers its latest few accounts; the cookie stays small. */
const MAX_ACCOUNTS = 10;
const UUID = /^[0-9a-f-]{36}$/;

export interface KnownDevice {
  readonly id: string;
  /** Who signed in on this device, and when (ms since the epoch), newest first. */
  readonly accounts: ReadonlyArray<{ readonly userId: number; readonly signedInAtMs: number }>;
}

type Sealer = Pick<TokenService, 'seal' | 'unseal'>;

function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/** The device the request's cookie names, when the cookie is one this server signed. */
export function readKnownDevice(tokens: Sealer, request: Pick<FastifyRequest, 'headers'>): KnownDevice | null {
  const sealed = cookieValue(request.headers.cookie, KNOWN_DEVICE_COOKIE);
  const json = sealed ? tokens.unseal('known-device', sealed) : null;
  if (!json) return null;
  try {
    const parsed = JSON.parse(json) as { d?: unknown; a?: unknown };
    if (typeof parsed.d !== 'string' || !UUID.test(parsed.d) || !Array.isArray(parsed.a)) return null;
    const accounts = parsed.a
      .filter((entry): entry is [number, number] => Array.isArray(entry) && Number.isInteger(entry[0]) && Number.isFinite(entry[1]))
      .map(([userId, signedInAtSeconds]) => ({ userId, signedInAtMs: signedInAtSeconds * 1000 }));
    return { id: parsed.d, accounts };
  } catch {
    return null;
  }
}

/** Whether the account signed in on this device within the known-device period. */
export function isKnownTo(device: KnownDevice | null, userId: number | null, nowMs: number, knownDeviceMs: number): boolean {
  if (!device || userId === null) return false;
  return device.accounts.some((a) => a.userId === userId && nowMs - a.signedInAtMs < knownDeviceMs);
}

/** The device after a successful sign-in: the account first, stale accounts dropped; a new id for a new device. */
export function deviceAfterSignIn(device: KnownDevice | null, userId: number, nowMs: number, knownDeviceMs: number): KnownDevice {
  const others = (device?.accounts ?? []).filter((a) => a.userId !== userId && nowMs - a.signedInAtMs < knownDeviceMs);
  return { id: device?.id ?? randomUUID(), accounts: [{ userId, signedInAtMs: nowMs }, ...others].slice(0, MAX_ACCOUNTS) };
}

/** The Set-Cookie value: HttpOnly, SameSite=Strict, sent only to the API, Secure over https. */
export function knownDeviceCookie(tokens: Sealer, device: KnownDevice, options: { secure: boolean; maxAgeMs: number }): string {
  const payload = JSON.stringify({ d: device.id, a: device.accounts.map((a) => [a.userId, Math.floor(a.signedInAtMs / 1000)]) });
  const attributes = [
    `${KNOWN_DEVICE_COOKIE}=${tokens.seal('known-device', payload)}`,
    'Path=/api',
    `Max-Age=${Math.floor(options.maxAgeMs / 1000)}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  if (options.secure) attributes.push('Secure');
  return attributes.join('; ');
}
