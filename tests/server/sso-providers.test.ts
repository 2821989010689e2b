import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertCleanResponse } from './support/checked-calls';
import { finishedJob, lakesideRows, rosterZip, uploadRoster } from './support/oneroster-fixtures';
import { useTestServer } from './support/test-context';
import { startTestOidcProvider, type TestOidcProvider } from './support/test-oidc-provider';

/*
 * Providers the super admin configures (docs/sso.md, "Providers"), and imported users' first single
 * sign-on by their OneRoster userIds ("Imported users"), against a real OpenID provider started here.
 * No provider comes from the environment: everything the flow uses is in sso_providers.
 */

const SITE = 'http://127.0.0.1:4173';
const REDIRECT_URI = `${SITE}/api/sso/callback`;
const ACCOUNTS = {
  // Lena Lake, imported as a teacher with {Clever:clever-lena},{LDAP:lena-ldap}.
  'clever-lena': { email: 'another.address@lakeside.example', email_verified: true, given_name: 'Lena', family_name: 'Lake' },
  // Two imported students carry {Clever:clever-twin}: not one person, so no link.
  'clever-twin': { given_name: 'Twin', family_name: 'Shore' },
  // Lena's LDAP identifier as a Clever subject: the type differs, so no link.
  'lena-ldap': { given_name: 'Lena', family_name: 'Ldap' },
};

let idp: TestOidcProvider;
beforeAll(async () => {
  idp = await startTestOidcProvider(REDIRECT_URI, ACCOUNTS);
});
afterAll(() => idp?.close());

const SECRET = 'a-test-client-secret-of-enough-length';
const provider = (over: Record<string, unknown> = {}) => ({
  slug: 'lakeside-clever',
  name: 'Lakeside Clever',
  kind: 'clever',
  issuer: idp.issuer,
  clientId: idp.clientId,
  clientSecret: idp.clientSecret,
  hostedDomain: null,
  userIdsType: 'clever',
  enabled: true,
  ...over,
});

const server = useTestServer({
  env: { PUBLIC_URL: SITE },
  world: async (s) => {
    const admin = await s.login('superadmin');
    const [{ state }] = await s.db.query<{ state: number }>(`SELECT id AS state FROM states ORDER BY id LIMIT 1`);
    const rows = lakesideRows();
    const ids: Record<string, string> = { 'u-teach': '{Clever:clever-lena},{LDAP:lena-ldap}', 'u-stu1': '{Clever:clever-twin}', 'u-stu2': '{Clever:clever-twin}' };
    rows.users = rows.users!.map((u) => ({ ...u, userIds: ids[u.sourcedId] ?? '' }));
    const queued = await uploadRoster(s, admin, `?stateId=${state}`, rosterZip(rows));
    const job = await finishedJob(s, admin, queued.body.data.jobId);
    if (job.status !== 'done') throw new Error(`the roster import failed: ${JSON.stringify(job.problems)}`);
    const added = await s.call<{ id: number }>('POST', '/api/sso/provider-settings', { token: admin, body: provider() });
    if (added.status !== 201) throw new Error(`adding the provider failed: ${JSON.stringify(added.body)}`);
    const [lena] = await s.db.query<{ id: number }>(`SELECT local_id AS id FROM oneroster_links WHERE kind = 'user' AND sourced_id = 'u-teach'`);
    return { admin, teacher: await s.login('teacher'), providerId: added.body.data.id, lenaId: lena.id };
  },
});

const visit = (url: string) => server.app.inject({ method: 'GET', url });
const location = (response: { headers: Record<string, unknown> }) => String(response.headers.location);

/** The browser's trip through the stored provider: start, sign in at the provider, come back. */
async function landingOf(account: string, slug = 'lakeside-clever'): Promise<string> {
  const start = await visit(`/api/sso/start/${slug}`);
  expect(start.statusCode).toBe(303);
  const back = await idp.signIn(location(start), account, REDIRECT_URI);
  return location(await visit(`/api/sso/callback${back.search}`));
}
const ticketOf = (landing: string, name: 'signin' | 'ticket') => new URL(landing, SITE).searchParams.get(name)!;
const identities = (subject: string) => server.db.query<{ userId: number }>(`SELECT user_id AS "userId" FROM user_sso_identities WHERE subject = $1`, [subject]);

describe('single-sign-on providers of the super admin', () => {
  it('lists the providers without their secret, and the sign-in page offers the enabled ones', async () => {
    const list = await server.call('GET', '/api/sso/provider-settings', { token: server.world.admin });
    assertCleanResponse(list, 'GET /api/sso/provider-settings');
    // The demo world's Clever (switched off) and the one this file added.
    expect(list.body.data).toEqual([
      { id: server.world.providerId, slug: 'lakeside-clever', name: 'Lakeside Clever', kind: 'clever', issuer: idp.issuer, clientId: idp.clientId, hostedDomain: null, userIdsType: 'clever', enabled: true, source: 'platform' },
      expect.objectContaining({ slug: 'riverbend-clever', enabled: false, source: 'platform' }),
    ]);
    expect(list.raw.body).not.toContain('replace-with-the-district-client-secret');
    expect(list.raw.body).not.toContain(SECRET);
    expect((await server.call('GET', '/api/client-config')).body.data).toMatchObject({ ssoConfigured: true, ssoProviders: [{ id: 'lakeside-clever', name: 'Lakeside Clever' }] });
  });

  it('adds, changes (keeping the secret when none is sent) and removes a provider', async () => {
    const token = server.world.admin;
    const added = await server.call<{ id: number }>('POST', '/api/sso/provider-settings', {
      token,
      body: provider({ slug: 'district-google', name: 'District Google', kind: 'google', hostedDomain: 'District.Example', userIdsType: '' }),
    });
    expect(added.status).toBe(201);
    expect(added.body.statusMessage).toBe('Provider added');
    expect(added.body.data).toMatchObject({ slug: 'district-google', kind: 'google', hostedDomain: 'district.example', userIdsType: null });
    expect(added.raw.body).not.toContain(SECRET);

    const { slug: _slug, ...fields } = provider({ name: 'Google (off)', kind: 'google', hostedDomain: 'district.example', enabled: false });
    const changed = await server.call('PUT', `/api/sso/provider-settings/${added.body.data.id}`, { token, body: { ...fields, clientSecret: '' } });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ name: 'Google (off)', enabled: false });
    expect(changed.raw.body).not.toContain(SECRET);
    const [kept] = await server.db.query<{ secret: string }>(`SELECT client_secret AS secret FROM sso_providers WHERE slug = 'district-google'`);
    expect(kept.secret).toBe(SECRET);
    // A disabled provider is not offered, and its start sends the browser back.
    expect((await server.call('GET', '/api/sso/providers')).body.data).toEqual([{ id: 'lakeside-clever', name: 'Lakeside Clever' }]);
    expect(location(await visit('/api/sso/start/district-google'))).toBe('/signin?sso=failed&reason=provider');

    const removed = await server.call('DELETE', `/api/sso/provider-settings/${added.body.data.id}`, { token });
    expect(removed.status).toBe(200);
    expect(removed.body.statusMessage).toBe('Provider removed');
    expect((await server.call('DELETE', `/api/sso/provider-settings/${added.body.data.id}`, { token })).status).toBe(404);
    expect((await server.call('PUT', `/api/sso/provider-settings/${added.body.data.id}`, { token, body: fields })).status).toBe(404);
  });

  it('refuses a taken slug (409), bad input (400 naming the fields) and anyone but the super admin', async () => {
    const token = server.world.admin;
    const taken = await server.call('POST', '/api/sso/provider-settings', { token, body: provider({ name: 'Again' }) });
    expect(taken.status).toBe(409);
    expect(taken.body.data).toMatchObject({ code: 'SSO.PROVIDER_SLUG_TAKEN' });

    const bad = await server.call('POST', '/api/sso/provider-settings', {
      token,
      body: provider({ slug: 'Not A Slug', issuer: 'http://idp.example.com', kind: 'okta', clientSecret: '', userIdsType: 'has space' }),
    });
    expect(bad.status).toBe(400);
    const fields = (bad.body.data as { fields: { field: string }[] }).fields.map((f) => f.field).sort();
    expect(fields).toEqual(['clientSecret', 'issuer', 'kind', 'slug', 'userIdsType']);
    expect(bad.raw.body).not.toContain(SECRET);

    const https = await server.call('POST', '/api/sso/provider-settings', { token, body: provider({ slug: 'remote', issuer: 'https://idp.example.com' }) });
    expect(https.status).toBe(201);

    expect((await server.call('GET', '/api/sso/provider-settings')).status).toBe(401);
    expect((await server.call('GET', '/api/sso/provider-settings', { token: server.world.teacher })).status).toBe(403);
    expect((await server.call('POST', '/api/sso/provider-settings', { token: server.world.teacher, body: provider({ slug: 'sneaky' }) })).status).toBe(403);
  });

  it('checks whether the issuer answers its discovery document', async () => {
    const token = server.world.admin;
    const ok = await server.call('POST', `/api/sso/provider-settings/${server.world.providerId}/check`, { token });
    expect(ok.body.data).toEqual({ reachable: true });
    const gone = await server.call<{ id: number }>('POST', '/api/sso/provider-settings', { token, body: provider({ slug: 'gone', issuer: 'http://127.0.0.1:9/nothing' }) });
    expect((await server.call('POST', `/api/sso/provider-settings/${gone.body.data.id}/check`, { token })).body.data).toEqual({ reachable: false });
  });
});

describe('imported users sign in through a stored provider by their userIds', () => {
  it("links an imported teacher to the provider's subject at their first sign-in, never by e-mail", async () => {
    const landing = await landingOf('clever-lena');
    expect(landing).toMatch(/^\/sso-register\?signin=/);
    const signedIn = await server.call<{ user: { id: number; roleId: number } }>('POST', '/api/sso/authenticate', { body: { ticket: ticketOf(landing, 'signin') } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.user).toMatchObject({ id: server.world.lenaId, roleId: 4 });
    expect(await identities('clever-lena')).toEqual([{ userId: server.world.lenaId }]);
    // The next sign-in finds the link.
    expect(await landingOf('clever-lena')).toMatch(/^\/sso-register\?signin=/);
  });

  it('does not link when two imported users carry the identifier', async () => {
    expect(await landingOf('clever-twin')).toMatch(/^\/sso-register\?ticket=/);
    expect(await identities('clever-twin')).toEqual([]);
  });

  it("does not link when the identifier is of another type than the provider's", async () => {
    expect(await landingOf('lena-ldap')).toMatch(/^\/sso-register\?ticket=/);
    expect(await identities('lena-ldap')).toEqual([]);
  });

  it('does not link a removed imported user, nor through a provider with no userIds type', async () => {
    const { slug: _slug, ...fields } = provider({ userIdsType: null });
    await server.call('PUT', `/api/sso/provider-settings/${server.world.providerId}`, { token: server.world.admin, body: fields });
    expect(await landingOf('clever-lena')).toMatch(/^\/sso-register\?ticket=/);
    await server.call('PUT', `/api/sso/provider-settings/${server.world.providerId}`, { token: server.world.admin, body: { ...fields, userIdsType: 'Clever' } });
    await server.db.query('UPDATE users SET deleted_at = now() WHERE id = $1', [server.world.lenaId]);
    expect(await landingOf('clever-lena')).toMatch(/^\/sso-register\?ticket=/);
    expect(await identities('clever-lena')).toEqual([]);
  });

  it('stores the userIds of each imported user as the file gives them', async () => {
    const stored = () => server.db.query<{ t: string; i: string }>(`SELECT id_type AS t, identifier AS i FROM roster_user_ids WHERE user_id = $1 ORDER BY 1`, [server.world.lenaId]);
    expect(await stored()).toEqual([
      { t: 'Clever', i: 'clever-lena' },
      { t: 'LDAP', i: 'lena-ldap' },
    ]);
  });
});
