import type { SsoProviderSetting, SsoProviderSettingsGateway } from '@application/sso/sso-provider-settings.port';
import type { ApiClient } from './api-client';

/** The super admin's single-sign-on provider calls (issue 16; docs/sso.md). */
export function createHttpSsoProviderSettings(api: ApiClient): SsoProviderSettingsGateway {
  return {
    list: () => api.call<SsoProviderSetting[]>('GET', '/sso/provider-settings'),
    add: (input) => api.call<SsoProviderSetting>('POST', '/sso/provider-settings', input),
    change: (id, input) => api.call<SsoProviderSetting>('PUT', `/sso/provider-settings/${id}`, input),
    remove: (id) => api.call<null>('DELETE', `/sso/provider-settings/${id}`),
    check: (id) => api.call<{ reachable: boolean }>('POST', `/sso/provider-settings/${id}/check`),
  };
}
