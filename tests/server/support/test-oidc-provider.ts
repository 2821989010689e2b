import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** What the test provider says about one of its accounts (claims besides `sub`). */
export type TestAccountClaims = Readonly<Record<string, unknown>>;

export interface TestOidcProvider {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** Called once each token request has been answered, with the answer's status. */
  afterTokenResponse: ((status: number) => void) | null;
  /**
   * Follows an authorization URL through the provider's sign-in (its development login and consent
   * forms) as `accountId`, and answers the URL the provider sends the browser back to.
   */
  signIn(authorizationUrl: string, accountId: string, redirectUri: string): Promise<URL>;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 and a random port (or `port`: the browser
 * tests' fixed one), with one confidential client registered for `redirectUri`, PKCE required, and the
 * given accounts.
 */
export async function startTestOidcProvider(redirectUri: string, accounts: Readonly<Record<string, TestAccountClaims>>, port = 0): Promise<TestOidcProvider> {
  let handler: RequestListener | null = null;
  const server: Server = createServer((req, res) => handler?.(req, res));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'course-platform';
  const clientSecret = 'a-test-client-secret-of-enough-length';

  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri], response_types: ['code'], grant_types: ['authorization_code'] }],
    findAccount: (_ctx: unknown, id: string) => (accounts[id] ? { accountId: id, claims: () => ({ sub: id, ...accounts[id] }) } : undefined),
    // hd rides in the ID token, as Google's does; the scopes' claims too (not only at userinfo).
    claims: { openid: ['sub', 'hd'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['test-cookie-signing-key'] },
  });
  const test: TestOidcProvider = {
    issuer,
    clientId,
    clientSecret,
    afterTokenResponse: null,
    async signIn(authorizationUrl, accountId, redirect) {
      const cookies = new Map<string, string>();
      let url = authorizationUrl;
      let prompt: 'login' | 'consent' = 'login';
      for (let step = 0; step < 12; step += 1) {
        if (url.startsWith(redirect)) return new URL(url);
        const atForm = new URL(url).pathname.startsWith('/interaction/');
        const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
        const response = await fetch(url, {
          method: atForm ? 'POST' : 'GET',
          headers: { cookie, ...(atForm ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
          body: atForm ? new URLSearchParams(prompt === 'login' ? { prompt, login: accountId, password: 'any' } : { prompt }).toString() : undefined,
          redirect: 'manual',
        });
        if (atForm) prompt = 'consent';
        for (const set of response.headers.getSetCookie()) {
          const [pair] = set.split(';');
          const at = pair.indexOf('=');
          cookies.set(pair.slice(0, at), pair.slice(at + 1));
        }
        const location = response.headers.get('location');
        if (!location) throw new Error(`the provider stopped at ${url} with ${response.status}: ${await response.text()}`);
        url = new URL(location, url).href;
      }
      throw new Error('the provider kept redirecting');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.path === '/token') test.afterTokenResponse?.(ctx.status);
  });
  handler = provider.callback();
  return test;
}
