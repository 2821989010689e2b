import { z } from 'zod';
import { SSO_PROVIDER_KINDS } from './sso-provider.schemas';

/**
 * A provider as the super admin's screen sees it: never its client secret (only whether one is kept).
 * `source` tells the table's providers from the environment's one, which is read-only here and has id 0.
 */
export const ssoProviderSettingSchema = z.object({
  id: z.number().int().nonnegative(),
  slug: z.string(),
  name: z.string(),
  kind: z.enum(SSO_PROVIDER_KINDS),
  issuer: z.string(),
  clientId: z.string(),
  hostedDomain: z.string().nullable(),
  userIdsType: z.string().nullable(),
  enabled: z.boolean(),
  source: z.enum(['environment', 'platform']),
});
export type SsoProviderSetting = z.infer<typeof ssoProviderSettingSchema>;
export const ssoProviderSettingListSchema = z.array(ssoProviderSettingSchema);

/** `POST sso/provider-settings/{id}/check`: whether the issuer's discovery document answered. */
export const ssoProviderCheckSchema = z.object({ reachable: z.boolean() });
