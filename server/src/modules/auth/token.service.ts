import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Sql } from '../../db/database';
import { verifyHs256 } from './hs256-token';
import { readSigningSecret, storeSigningSecretOnce } from './signing-secret.repository';

export interface IssuedToken {
  readonly token: string;
  readonly jti: string;
  readonly expiresAt: Date;
}

export interface TokenClaims {
  readonly jti: string;
  readonly userId: number;
  /** When the token expires (ms since the epoch). */
  readonly expiresAtMs: number;
}

export interface TokenService {
  issue(userId: number, now?: Date): Promise<IssuedToken>;
  /** Checks signature and expiry only; revocation is the session repository's job. */
  verify(token: string): Promise<TokenClaims | null>;
  /**
   * Signs a value the server hands a browser to keep (a cookie), with a key derived from the signing
   * secret for that purpose only: a sealed value is never a bearer token, nor valid for another purpose.
   */
  seal(purpose: SealPurpose, value: string): string;
  /** The value `seal` signed for this purpose; null when forged, altered or sealed for another purpose. */
  unseal(purpose: SealPurpose, sealed: string): string | null;
}

export type SealPurpose = 'known-device';

const ISSUER = 'course-platform';

export function createTokenService(secret: Uint8Array, ttlMs: number): TokenService {
  // Imported once for signing: handing jose the raw bytes imports a key on every call.
  const key = crypto.subtle.importKey('raw', Uint8Array.from(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  const sealKeys = new Map<SealPurpose, Buffer>();
  const sealKey = (purpose: SealPurpose) => {
    let derived = sealKeys.get(purpose);
    if (!derived) sealKeys.set(purpose, (derived = createHmac('sha256', secret).update(`seal:${purpose}`).digest()));
    return derived;
  };
  const mac = (purpose: SealPurpose, encoded: string) => createHmac('sha256', sealKey(purpose)).update(encoded).digest();
  return {
    seal(purpose, value) {
      const encoded = Buffer.from(value, 'utf8').toString('base64url');
      return `${encoded}.${mac(purpose, encoded).toString('base64url')}`;
    },
    unseal(purpose, sealed) {
      const [encoded, signature, ...rest] = sealed.split('.');
      if (!encoded || !signature || rest.length > 0) return null;
      // Compared as text: base64url decoding ignores a last character's spare bits.
      const expected = Buffer.from(mac(purpose, encoded).toString('base64url'));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return Buffer.from(encoded, 'base64url').toString('utf8');
    },
    async issue(userId, now = new Date()) {
      const jti = randomUUID();
      const expiresAt = new Date(now.getTime() + ttlMs);
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setJti(jti)
        .setIssuer(ISSUER)
        .setIssuedAt(Math.floor(now.getTime() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(await key);
      return { token, jti, expiresAt };
    },
    async verify(token) {
      const payload = verifyHs256(token, secret, ISSUER, Math.floor(Date.now() / 1000));
      if (!payload || typeof payload.jti !== 'string' || !payload.jti) return null;
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId)) return null;
      return { jti: payload.jti, userId, expiresAtMs: payload.exp * 1000 };
    },
  };
}

/**
 * The signing secret: JWT_SECRET when set, otherwise one generated on first start and kept in the
 * database, so every server process on the same database accepts the same tokens.
 */
export async function loadSigningSecret(sql: Sql, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await storeSigningSecretOnce(sql, randomBytes(48).toString('base64url'));
  return new TextEncoder().encode(await readSigningSecret(sql));
}
