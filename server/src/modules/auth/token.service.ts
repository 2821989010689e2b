import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Sql } from '../../db/database';
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
}

const ISSUER = 'course-platform';

export function createTokenService(secret: Uint8Array, ttlMs: number): TokenService {
  // Imported once: handing jose the raw bytes imports a key on every call, about half of a verify.
  const key = crypto.subtle.importKey('raw', Uint8Array.from(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  return {
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
      try {
        const { payload } = await jwtVerify(token, await key, { issuer: ISSUER, algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        if (!payload.jti || !Number.isInteger(userId)) return null;
        return { jti: payload.jti, userId, expiresAtMs: (payload.exp ?? 0) * 1000 };
      } catch {
        return null;
      }
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
