import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a verified token says (claims the server relies on). */
export interface VerifiedPayload {
  readonly sub?: unknown;
  readonly jti?: unknown;
  readonly exp: number;
}

const decodeJson = (part: string): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * Verifies a compact HS256 JWT with node:crypto: synchronous, and several times cheaper than jose's
 * WebCrypto verify, which was a fifth of a new student's first save (a class's first requests all miss
 * the session cache). Accepts what jose's jwtVerify accepted with `algorithms: ['HS256']` and the
 * issuer: header alg HS256 and no `crit` or `b64` (this server never sets them), the signature, an
 * `exp` still ahead of `nowSeconds`, any `nbf`/`iat` numbers (nbf not ahead), the issuer. The
 * differential test checks it against jose. Null for anything else.
 */
export function verifyHs256(token: string, secret: Uint8Array, issuer: string, nowSeconds: number): VerifiedPayload | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [head, body, signature] = parts as [string, string, string];
  // Compared as text: base64url decoding ignores a last character's spare bits, so a signature with
  // other spare bits must not pass (jose compares the decoded bytes of a canonical encoding).
  const expected = Buffer.from(createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url'));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const header = decodeJson(head);
  if (!header || header.alg !== 'HS256' || 'crit' in header || 'b64' in header) return null;
  const payload = decodeJson(body);
  if (!payload || payload.iss !== issuer) return null;
  const { exp, nbf, iat } = payload;
  if (!isTime(exp) || exp <= nowSeconds) return null;
  if (nbf !== undefined && (!isTime(nbf) || nbf > nowSeconds)) return null;
  if (iat !== undefined && !isTime(iat)) return null;
  return { sub: payload.sub, jti: payload.jti, exp };
}
