import * as oidc from 'openid-client';
import type { ServerConfig, SsoProviderConfig } from '../../config';

/** Loopback issuers (a provider on this machine, as in the tests) may be plain HTTP; any other must be HTTPS. */
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

// Discovered once per provider and process; a failed discovery is forgotten so the next sign-in retries.
const discovered = new Map<string, Promise<oidc.Configuration>>();

/** The provider's OpenID configuration (its endpoints and keys), from its discovery document. */
export function providerConfiguration(provider: SsoProviderConfig): Promise<oidc.Configuration> {
  // The secret is part of the key: a provider whose secret the super admin changed is discovered afresh.
  const key = `${provider.issuer}\n${provider.clientId}\n${provider.clientSecret}`;
  let found = discovered.get(key);
  if (!found) {
    found = discoverProvider(provider);
    found.catch(() => discovered.delete(key));
    discovered.set(key, found);
  }
  return found;
}

/** Reads the provider's discovery document now, bypassing what this process keeps (the super admin's "Check"). */
export function discoverProvider(provider: SsoProviderConfig): Promise<oidc.Configuration> {
  const issuer = new URL(provider.issuer);
  const insecure = issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname);
  return oidc.discovery(issuer, provider.clientId, provider.clientSecret, undefined, insecure ? { execute: [oidc.allowInsecureRequests] } : undefined);
}

/** Where providers send the browser back: registered at each provider as the client's redirect URI. */
export const ssoRedirectUri = (config: ServerConfig): string => `${config.linkBaseUrl}/api/sso/callback`;

export { oidc };
