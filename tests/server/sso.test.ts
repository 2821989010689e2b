import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestServer } from './support/test-context';
import { startTestOidcProvider, type TestOidcProvider } from './support/test-oidc-provider';

/** Single sign-on against a real OpenID Connect provider started here (issue 16; docs/sso.md). */

const SITE = 'http://127.0.0.1:4173';
const REDIRECT_URI = `${SITE}/api/sso/callback`;
const DOMAIN = 'district.example';
const ACCOUNTS = {
  'known-teacher': { email: 'known.teacher@district.example', email_verified: true, given_name: 'Kim', family_name: 'Known', hd: DOMAIN },
  newcomer: { email: 'ana.nueva@district.example', email_verified: true, given_name: 'Ana', family_name: 'Nueva', hd: DOMAIN },
  // Someone else at the provider whose address an existing account here holds.
  clash: { email: 'teacher.here@district.example', email_verified: true, given_name: 'Cam', family_name: 'Clash', hd: DOMAIN },
  outsider: { email: 'someone@elsewhere.example', email_verified: true, given_name: 'Out', family_name: 'Sider', hd: 'elsewhere.example' },
};

let idp: TestOidcProvider;
// Filled in once the provider listens; the app reads it when the server starts (after this hook).
const env: Record<string, string> = { PUBLIC_URL: SITE, OIDC_NAME: 'District Google', OIDC_HOSTED_DOMAIN: DOMAIN };
beforeAll(async () => {
  idp = await startTestOidcProvider(REDIRECT_URI, ACCOUNTS);
  Object.assign(env, { OIDC_ISSUER: idp.issuer, OIDC_CLIENT_ID: idp.clientId, OIDC_CLIENT_SECRET: idp.clientSecret });
});
afterAll(() => idp?.close());

const server = useTestServer({
  env,
  world: async (s) => {
    const teacher = await s.db.query<{ id: number }>(`UPDATE users SET email = 'teacher.here@district.example' WHERE username = 'teacher' RETURNING id`);
    await s.db.query('INSERT INTO user_sso_identities (issuer, subject, user_id) VALUES ($1, $2, $3)', [idp.issuer, 'known-teacher', teacher[0].id]);
    return { teacherId: teacher[0].id };
  },
});

/** A browser navigation (a redirect answers it, no JSON envelope). */
const visit = (url: string) => server.app.inject({ method: 'GET', url });
const location = (response: { headers: Record<string, unknown> }) => String(response.headers.location);

/** The browser's trip: start here, sign in at the provider, and come back to the callback. */
async function signInAs(account: string): Promise<{ callback: string; landing: string }> {
  const start = await visit('/api/sso/start/district-google?returnTo=%2Fclassrooms');
  expect(start.statusCode).toBe(303);
  const back = await idp.signIn(location(start), account, REDIRECT_URI);
  const callback = `/api/sso/callback${back.search}`;
  const done = await visit(callback);
  expect(done.statusCode).toBe(303);
  return { callback, landing: location(done) };
}

const ticketOf = (landing: string, name: 'signin' | 'ticket') => new URL(landing, SITE).searchParams.get(name)!;
const adultBirthDate = `${new Date().getUTCFullYear() - 30}-03-01`;

describe('single sign-on', () => {
  it('offers the configured provider on the sign-in page, and says so in client-config', async () => {
    expect((await server.call('GET', '/api/sso/providers')).body.data).toEqual([{ id: 'district-google', name: 'District Google' }]);
    expect((await server.call('GET', '/api/client-config')).body.data).toMatchObject({ ssoConfigured: true, ssoProviders: [{ id: 'district-google', name: 'District Google' }] });
  });

  it('sends the browser to the provider with PKCE, state and nonce', async () => {
    const start = await visit('/api/sso/start/district-google');
    const url = new URL(location(start));
    expect(url.origin).toBe(idp.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ client_id: idp.clientId, redirect_uri: REDIRECT_URI, code_challenge_method: 'S256', hd: DOMAIN });
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
  });

  it('signs a known subject in with the session user/authenticate gives; the ticket works once', async () => {
    const { landing } = await signInAs('known-teacher');
    expect(landing).toMatch(/^\/sso-register\?signin=[\w-]+&returnUrl=%2Fclassrooms$/);
    const ticket = ticketOf(landing, 'signin');
    const signedIn = await server.call<{ token: string; user: { id: number; userName: string } }>('POST', '/api/sso/authenticate', { body: { ticket } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.user).toMatchObject({ id: server.world.teacherId, userName: 'teacher' });
    const me = await server.call('GET', '/api/User/me', { token: signedIn.body.data.token });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ userName: 'teacher' });
    const again = await server.call('POST', '/api/sso/authenticate', { body: { ticket } });
    expect(again.status).toBe(400);
    expect(again.body.data).toMatchObject({ code: 'SSO.TICKET_INVALID' });
  });

  it('lets an unknown subject complete a profile (18 to 100), links them and signs them in', async () => {
    const { landing } = await signInAs('newcomer');
    expect(landing).toMatch(/^\/sso-register\?ticket=/);
    const ticket = ticketOf(landing, 'ticket');
    const profile = await server.call('GET', `/api/sso/getuserprofile/${ticket}`);
    expect(profile.body.data).toEqual({ providerName: 'District Google', email: 'ana.nueva@district.example', firstName: 'Ana', lastName: 'Nueva' });

    const form = { ticket, username: 'anaNueva', firstName: 'Ana', lastName: 'Nueva' };
    const seventeen = `${new Date().getUTCFullYear() - 17}-01-01`;
    const young = await server.call('POST', '/api/sso/registeruser', { body: { ...form, birthDate: seventeen } });
    expect(young.status).toBe(400);
    expect(young.body.data).toMatchObject({ fields: [{ field: 'birthDate', message: 'The user must be between 18 and 100 years old' }] });

    const registered = await server.call<{ token: string; user: { id: number; roleId: number; isSso: boolean; email: string } }>('POST', '/api/sso/registeruser', {
      body: { ...form, birthDate: adultBirthDate },
    });
    expect(registered.status).toBe(201);
    expect(registered.body.data.user).toMatchObject({ roleId: 4, isSso: true, email: 'ana.nueva@district.example', schoolId: null });
    expect((await server.call('GET', '/api/User/me', { token: registered.body.data.token })).status).toBe(200);
    expect((await server.call('POST', '/api/sso/registeruser', { body: { ...form, username: 'anaOtra', birthDate: adultBirthDate } })).status).toBe(400);

    // The next sign-in finds her by the provider's subject.
    expect((await signInAs('newcomer')).landing).toMatch(/^\/sso-register\?signin=/);
  });

  it('never joins an account on its e-mail: a new subject with a taken address is refused', async () => {
    const ticket = ticketOf((await signInAs('clash')).landing, 'ticket');
    const refused = await server.call('POST', '/api/sso/registeruser', { body: { ticket, username: 'camClash', firstName: 'Cam', lastName: 'Clash', birthDate: adultBirthDate } });
    expect(refused.status).toBe(409);
    expect(refused.body.data).toMatchObject({ code: 'SSO.EMAIL_IN_USE' });
    const [links] = await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM user_sso_identities WHERE subject = 'clash'`);
    expect(links.n).toBe(0);
  });

  it('refuses a callback whose state it never issued', async () => {
    const response = await visit('/api/sso/callback?state=not-a-state-we-issued&code=whatever');
    expect(response.statusCode).toBe(303);
    expect(location(response)).toBe('/signin?sso=failed&reason=state');
    // Text the database cannot store is refused before it gets there.
    expect(location(await visit('/api/sso/callback?state=a%00b&code=x'))).toBe('/signin?sso=failed&reason=state');
    expect((await visit('/api/sso/start/district-google?returnTo=%2Fa%00b')).statusCode).toBe(400);
  });

  it('refuses a replayed callback, and a code the provider already redeemed', async () => {
    const { callback } = await signInAs('known-teacher');
    const replay = await visit(callback);
    expect(location(replay)).toBe('/signin?sso=failed&reason=state');

    // The same code under a fresh state (with the same PKCE verifier): the provider refuses the second redemption.
    const state = new URL(callback, SITE).searchParams.get('state');
    await server.db.query(
      `INSERT INTO sso_logins (state, provider_id, nonce, code_verifier, return_to, expires_at)
       SELECT 'copied-state-for-a-replay', provider_id, nonce, code_verifier, return_to, now() + interval '5 minutes' FROM sso_logins WHERE state = $1`,
      [state],
    );
    const redeemed = await visit(callback.replace(`state=${state}`, 'state=copied-state-for-a-replay'));
    expect(location(redeemed)).toBe('/signin?sso=failed&reason=token');
  });

  it('refuses an expired ID token', async () => {
    const start = await visit('/api/sso/start/district-google');
    const back = await idp.signIn(location(start), 'known-teacher', REDIRECT_URI);
    // The clock jumps two hours once the provider has issued the tokens: the app checks an ID token past its exp.
    const answered: number[] = [];
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
    idp.afterTokenResponse = (status) => {
      answered.push(status);
      vi.setSystemTime(Date.now() + 2 * 60 * 60 * 1000);
    };
    try {
      const done = await visit(`/api/sso/callback${back.search}`);
      expect(answered).toEqual([200]);
      expect(location(done)).toBe('/signin?sso=failed&reason=token');
    } finally {
      idp.afterTokenResponse = null;
      vi.useRealTimers();
    }
  });

  it("refuses a Google account outside the district's domain (hd)", async () => {
    expect((await signInAs('outsider')).landing).toBe('/signin?sso=failed&reason=domain');
  });

  it('says when the provider is not configured here, and expired or unknown tickets are refused', async () => {
    expect(location(await visit('/api/sso/start/nobody'))).toBe('/signin?sso=failed&reason=provider');
    const unknown = await server.call('GET', `/api/sso/getuserprofile/${'x'.repeat(43)}`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.data).toMatchObject({ code: 'SSO.TICKET_INVALID' });
  });
});
