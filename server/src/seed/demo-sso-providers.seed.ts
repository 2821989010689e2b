import { insertSsoProvider } from '../modules/sso/sso-provider.repository';
import type { SeedStep } from './seed-runner';

/*
 * The super admin's single sign-on section shows a real provider (issue 16): the demo district's Clever,
 * switched off, so the sign-in page offers no button that would lead nowhere (the demo has no client
 * registered at Clever). Turning it on takes the district's real client id and secret.
 */
export const demoSsoProvidersSeed: SeedStep = {
  name: 'demo-sso-providers',
  async run(tx) {
    await insertSsoProvider(
      tx,
      'riverbend-clever',
      { name: 'Riverbend Clever', kind: 'clever', issuer: 'https://clever.com', clientId: 'riverbend-demo-client', hostedDomain: null, userIdsType: 'Clever', enabled: false },
      'replace-with-the-district-client-secret',
    );
  },
};
