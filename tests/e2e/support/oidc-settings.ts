/** Where the browser journeys' OpenID provider listens, and its one client (tests/e2e/support/oidc-provider-server.ts). */
export const E2E_OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 4175);
export const E2E_OIDC_ISSUER = `http://127.0.0.1:${E2E_OIDC_PORT}`;
/** The journeys' server (playwright.config.ts's E2E_PORT): its callback is the client's redirect URI. */
export const E2E_SITE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173)}`;
export const E2E_OIDC_CLIENT = { clientId: 'course-platform', clientSecret: 'a-test-client-secret-of-enough-length' } as const;
