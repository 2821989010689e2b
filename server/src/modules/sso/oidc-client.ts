import * as oidc from 'openid-client';
import type { ServerConfig, SsoProviderConfig } from '../../config';

/** Loopback issuers (a provider on this machine, as in the tests) may be plain HTTP; any other must be HTTPS. */
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

// Discovered once per provider and process; a failed discovery is forgotten so the next sign-in retries.
const discovered = new Map<string, Promise<oidc.Configuration>>();

/** The provider's OpenID configuration (its endpoints and keys), from its discovery document. */
export function providerConfiguration(provider: SsoProviderConfig): Promise<oidc.Configuration> {
  const key = `${provider.issuer}\n${provider.clientId}`;
  let found = discovered.get(key);
  if (!found) {
    const issuer = new URL(provider.issuer);
    const insecure = issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname);
    found = oidc.discovery(issuer, provider.clientId, provider.clientSecret, undefined, insecure ? { execute: [oidc.allowInsecureRequests] } : undefined);
    found.catch(() => discovered.delete(key));
    discovered.set(key, found);
  }
  return found;
}

/** Where providers send the browser back: registered at each provider as the client's redirect URI. */
export const ssoRedirectUri = (config: ServerConfig): string => `${config.linkBaseUrl}/api/sso/callback`;

export { oidc };
