import { SESSION_IDLE_LOGOUT_MS, SESSION_IDLE_WARNING_BEFORE_MS } from '@domain/shared/constants';
import type { AuthGateway, ClientConfig } from '../ports/auth-gateway.port';

export const DEFAULT_CLIENT_CONFIG: ClientConfig = {
  sessionIdleLogoutMs: SESSION_IDLE_LOGOUT_MS,
  sessionIdleWarningBeforeMs: SESSION_IDLE_WARNING_BEFORE_MS,
  signupEnabled: true,
  ssoConfigured: false,
};

/** Loads the server's client settings once; the product defaults apply while offline. */
export function createClientSettings(auth: AuthGateway): { load(): Promise<ClientConfig> } {
  let loading: Promise<ClientConfig> | null = null;
  return {
    load() {
      loading ??= auth.clientConfig().then((result) => {
        if (result.ok) return result.data;
        loading = null;
        return DEFAULT_CLIENT_CONFIG;
      });
      return loading;
    },
  };
}
