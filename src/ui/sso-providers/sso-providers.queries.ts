import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SsoProviderAddInput, SsoProviderChangeInput, SsoProviderSetting } from '@application/sso/sso-provider-settings.port';
import type { SsoProviderSettingsUseCases } from '@application/sso/sso-provider-settings.use-cases';
import { useServices } from '../app/services-context';
import { identityKeys } from '../app/identity.queries';
import { dataOf, savedOf } from '../app/server-state/api-result-query';

/** Every key the single sign-on section reads (invalidate through these). */
export const ssoProviderKeys = {
  all: ['sso-provider-settings'] as const,
  list: () => [...ssoProviderKeys.all, 'list'] as const,
};

export const ssoProviderQueries = {
  list: (settings: SsoProviderSettingsUseCases) => queryOptions({ queryKey: ssoProviderKeys.list(), queryFn: () => dataOf(settings.listProviders()) }),
};

/** A change alters the list and the sign-in page's buttons (client-config's providers). */
function useProviderMutation<V, T>(run: (settings: SsoProviderSettingsUseCases, variables: V) => Promise<T>) {
  const { ssoProviderSettings } = useServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => run(ssoProviderSettings, variables),
    onSuccess: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: ssoProviderKeys.all }), client.invalidateQueries({ queryKey: identityKeys.clientSettings() })]);
    },
  });
}

export type SaveProviderVariables = { readonly id: null; readonly input: SsoProviderAddInput } | { readonly id: number; readonly input: SsoProviderChangeInput };

/** Adds a provider (no id) or changes it (with its id). */
export const useSaveSsoProvider = () =>
  useProviderMutation((settings, v: SaveProviderVariables) =>
    savedOf<SsoProviderSetting>(v.id === null ? settings.addProvider(v.input) : settings.changeProvider(v.id, v.input)),
  );
export const useRemoveSsoProvider = () => useProviderMutation((settings, provider: { readonly id: number }) => savedOf(settings.removeProvider(provider.id)));

/** Asks whether a provider's issuer answers; the answer is shown beside its row, not kept. */
export function useCheckSsoProvider() {
  const { ssoProviderSettings } = useServices();
  return useMutation({ mutationFn: (provider: { readonly id: number }) => dataOf(ssoProviderSettings.checkProvider(provider.id)) });
}
