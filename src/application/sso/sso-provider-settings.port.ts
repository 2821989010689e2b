import type { SsoProviderAddInput, SsoProviderChangeInput } from '@domain/sso/sso-provider.schemas';
import type { SsoProviderSetting } from '@domain/sso/sso-provider.responses';
import type { ApiResult } from '../ports/api-result';

export type { SsoProviderAddInput, SsoProviderChangeInput, SsoProviderSetting };

/**
 * The super admin's single-sign-on provider calls (issue 16; docs/sso.md, "Providers"). The client
 * secret is sent, never received. Only super admins may make them; the server refuses anyone else.
 */
export interface SsoProviderSettingsGateway {
  /** `GET sso/provider-settings`: the environment's provider (read-only, id 0) and the stored ones. */
  list(): Promise<ApiResult<SsoProviderSetting[]>>;
  /** `POST sso/provider-settings`. */
  add(input: SsoProviderAddInput): Promise<ApiResult<SsoProviderSetting>>;
  /** `PUT sso/provider-settings/{id}`: no secret keeps the stored one. */
  change(id: number, input: SsoProviderChangeInput): Promise<ApiResult<SsoProviderSetting>>;
  /** `DELETE sso/provider-settings/{id}`. */
  remove(id: number): Promise<ApiResult<null>>;
  /** `POST sso/provider-settings/{id}/check`: whether its issuer's discovery document answers. */
  check(id: number): Promise<ApiResult<{ reachable: boolean }>>;
}
