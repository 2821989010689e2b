import type { SsoProviderSetting, SsoProviderSettingsGateway } from '@application/sso/sso-provider-settings.port';
import { answered, refused } from './in-memory-answers';

/**
 * The super admin's provider calls over providers in memory (tests only; the app binds the HTTP
 * adapter). It answers what the server decides about its own records (a taken slug, an unknown id,
 * the confirmations); the secrets it is sent are kept apart and never answered, as on the server.
 * `reachable` is what a check answers (the issuer is the server's to ask).
 */
export function createInMemorySsoProviderSettings(
  seed: readonly SsoProviderSetting[] = [],
  reachable = true,
): SsoProviderSettingsGateway & { secrets: Map<number, string> } {
  let providers = [...seed];
  const secrets = new Map<number, string>();
  let nextId = Math.max(0, ...seed.map((p) => p.id)) + 1;
  const stored = (id: number) => providers.find((p) => p.id === id && p.source === 'platform');
  return {
    secrets,
    list: async () => answered(providers),
    add: async ({ clientSecret, ...input }) => {
      if (providers.some((p) => p.slug === input.slug)) return refused(409, 'SSO.PROVIDER_SLUG_TAKEN', 'ssoProviderSlugTaken', 'slug');
      const added: SsoProviderSetting = { ...input, id: nextId++, source: 'platform' };
      providers = [...providers, added];
      secrets.set(added.id, clientSecret);
      return answered(added, 'ssoProviderAdded');
    },
    change: async (id, { clientSecret, ...input }) => {
      const current = stored(id);
      if (!current) return refused(404, 'SSO.PROVIDER_NOT_FOUND', 'ssoProviderNotFound');
      const changed: SsoProviderSetting = { ...current, ...input };
      providers = providers.map((p) => (p.id === id ? changed : p));
      if (clientSecret) secrets.set(id, clientSecret);
      return answered(changed, 'ssoProviderSaved');
    },
    remove: async (id) => {
      if (!stored(id)) return refused(404, 'SSO.PROVIDER_NOT_FOUND', 'ssoProviderNotFound');
      providers = providers.filter((p) => p.id !== id);
      secrets.delete(id);
      return answered(null, 'ssoProviderRemoved');
    },
    check: async (id) => (stored(id) ? answered({ reachable }) : refused(404, 'SSO.PROVIDER_NOT_FOUND', 'ssoProviderNotFound')),
  };
}
