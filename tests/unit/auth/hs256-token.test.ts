import fc from 'fast-check';
import { jwtVerify } from 'jose';
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyHs256 } from '../../../server/src/modules/auth/hs256-token';
import { createTokenService } from '../../../server/src/modules/auth/token.service';

const secret = new TextEncoder().encode('a signing secret of this test, long enough for HS256');
const otherSecret = new TextEncoder().encode('another signing secret, the one of an attacker');
const ISSUER = 'course-platform';
const NOW = 1_800_000_000;

const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
const signed = (header: unknown, payload: unknown, key = secret) => {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac('sha256', key).update(input).digest('base64url')}`;
};

/** What jose (the verifier this replaced) says of a token, with the options the server used. */
async function joseSays(token: string) {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'], currentDate: new Date(NOW * 1000) });
    return { sub: payload.sub, jti: payload.jti, exp: payload.exp };
  } catch {
    return null;
  }
}

const good = { sub: '7', jti: 'j-1', iss: ISSUER, iat: NOW - 10, exp: NOW + 60 };

describe('HS256 token verification with node:crypto', () => {
  it('accepts what the token service issues and reads its claims', async () => {
    const tokens = createTokenService(secret, 60_000);
    const issued = await tokens.issue(42);
    const claims = await tokens.verify(issued.token);
    expect(claims).toEqual({ jti: issued.jti, userId: 42, expiresAtMs: Math.floor(issued.expiresAt.getTime() / 1000) * 1000 });
  });

  it.each([
    ['another key', signed({ alg: 'HS256' }, good, otherSecret)],
    ['alg none', `${b64({ alg: 'none' })}.${b64(good)}.`],
    ['alg HS512 header over an HS256 signature', signed({ alg: 'HS512' }, good)],
    ['a crit header', signed({ alg: 'HS256', crit: ['exp'] }, good)],
    ['expired', signed({ alg: 'HS256' }, { ...good, exp: NOW })],
    ['not yet valid', signed({ alg: 'HS256' }, { ...good, nbf: NOW + 5 })],
    ['another issuer', signed({ alg: 'HS256' }, { ...good, iss: 'elsewhere' })],
    ['an expiry as text', signed({ alg: 'HS256' }, { ...good, exp: String(NOW + 60) })],
    ['a payload that is not an object', signed({ alg: 'HS256' }, [1, 2])],
    ['two parts', `${b64({ alg: 'HS256' })}.${b64(good)}`],
    ['four parts', `${signed({ alg: 'HS256' }, good)}.x`],
  ])('refuses a token with %s, as jose does', async (_name, token) => {
    expect(verifyHs256(token, secret, ISSUER, NOW)).toBeNull();
    expect(await joseSays(token)).toBeNull();
  });

  it('refuses a token without an expiry, which jose accepted (this server never issues one)', async () => {
    const token = signed({ alg: 'HS256' }, { sub: '7', jti: 'j', iss: ISSUER });
    expect(verifyHs256(token, secret, ISSUER, NOW)).toBeNull();
    expect(await joseSays(token)).not.toBeNull();
  });

  it('agrees with jose on changed tokens, but for a missing expiry and a signature whose last character has other spare bits', async () => {
    let acceptedByBoth = 0;
    // Mostly the good value, now and then another: most tokens differ from a good one in a field or two.
    const mostly = <T,>(value: T, ...others: fc.Arbitrary<unknown>[]) => fc.oneof({ weight: 6, arbitrary: fc.constant(value) }, ...others.map((arbitrary) => ({ weight: 1, arbitrary })));
    const time = fc.integer({ min: NOW - 100, max: NOW + 100 });
    const header = fc.record({ alg: mostly('HS256', fc.constantFrom('HS384', 'none', 'hs256')), typ: mostly('JWT', fc.constant(undefined), fc.constant(1)) });
    const payload = fc.record({
      sub: mostly('7', fc.constantFrom(7, 'x')),
      jti: mostly('j', fc.constantFrom('', 3)),
      iss: mostly(ISSUER, fc.constant('x')),
      exp: mostly(NOW + 60, time, fc.constant(undefined), fc.string(), fc.constant(null)),
      nbf: mostly(undefined, time, fc.string()),
      iat: mostly(NOW - 10, time, fc.constant(undefined), fc.string()),
    });
    const edit = fc.option(fc.record({ at: fc.nat(), to: fc.constantFrom('A', 'B', '-', '_', '.', '=', '~') }), { freq: 1 });
    const rightKey = fc.oneof({ weight: 6, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) });
    await fc.assert(
      fc.asyncProperty(header, payload, rightKey, edit, async (h, p, right, change) => {
        let token = signed(h, p, right ? secret : otherSecret);
        if (change) {
          const i = change.at % token.length;
          token = token.slice(0, i) + change.to + token.slice(i + 1);
        }
        const ours = verifyHs256(token, secret, ISSUER, NOW);
        const theirs = await joseSays(token);
        if (ours) {
          expect(theirs).toEqual(ours);
          acceptedByBoth++;
        } else if (theirs) {
          // Only these may differ: no expiry, or a non-canonical signature (re-encoding gives other text).
          const sig = token.split('.')[2]!;
          expect(theirs.exp === undefined || Buffer.from(sig, 'base64url').toString('base64url') !== sig).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
    expect(acceptedByBoth).toBeGreaterThan(0);
  });
});
