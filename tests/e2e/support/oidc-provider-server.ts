import { E2E_OIDC_CLIENT, E2E_OIDC_PORT, E2E_SITE } from './oidc-settings';
import { startTestOidcProvider } from '../../server/support/test-oidc-provider';

/*
 * The OpenID Connect provider of the browser journeys (tests/e2e/sso.spec.ts): the server tests' own
 * (oidc-provider, its development login and consent forms) on a fixed port, with its client registered
 * for the journeys' server. Anyone may "log in" with any name: the name is the subject, so a test picks
 * who signs in by typing it. Started by playwright.config.ts's webServer list.
 */

const accounts = new Proxy({} as Record<string, Record<string, unknown>>, {
  get: (_target, id) =>
    typeof id === 'string' && /^[a-z0-9-]{3,60}$/.test(id)
      ? { email: `${id}@sso.e2e.example`, email_verified: true, given_name: 'Sso', family_name: 'Person' }
      : undefined,
});

const provider = await startTestOidcProvider(`${E2E_SITE}/api/sso/callback`, accounts, E2E_OIDC_PORT);
if (provider.clientId !== E2E_OIDC_CLIENT.clientId || provider.clientSecret !== E2E_OIDC_CLIENT.clientSecret) throw new Error('the e2e OIDC client is not the one the journeys add');
process.stdout.write(`OIDC provider at ${provider.issuer}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void provider.close().then(() => process.exit(0)));
