import type { ApiResult } from '../ports/api-result';
import type { SsoProviderAddInput, SsoProviderChangeInput, SsoProviderSetting, SsoProviderSettingsGateway } from './sso-provider-settings.port';

/** What the super admin does in the single sign-on section (issue 16), in product words. */
export interface SsoProviderSettingsUseCases {
  listProviders(): Promise<ApiResult<SsoProviderSetting[]>>;
  addProvider(input: SsoProviderAddInput): Promise<ApiResult<SsoProviderSetting>>;
  changeProvider(id: number, input: SsoProviderChangeInput): Promise<ApiResult<SsoProviderSetting>>;
  removeProvider(id: number): Promise<ApiResult<null>>;
  /** Asks the provider's issuer for its discovery document: does it answer? */
  checkProvider(id: number): Promise<ApiResult<{ reachable: boolean }>>;
}

export function createSsoProviderSettingsUseCases(gateway: SsoProviderSettingsGateway): SsoProviderSettingsUseCases {
  return {
    listProviders: () => gateway.list(),
    addProvider: (input) => gateway.add(input),
    changeProvider: (id, input) => gateway.change(id, input),
    removeProvider: (id) => gateway.remove(id),
    checkProvider: (id) => gateway.check(id),
  };
}
