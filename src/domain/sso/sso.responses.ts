import { z } from 'zod';

/** Response schemas of the single-sign-on calls (api-spec §7.3; docs/sso.md). */

/** `GET sso/providers`: the providers the sign-in page offers a button for. */
export const ssoProviderListSchema = z.array(z.object({ id: z.string(), name: z.string() }));
export type SsoProviderSummary = z.infer<typeof ssoProviderListSchema>[number];

/** `GET sso/getuserprofile/{ticket}`: what the provider said about the person, to prefill the form. */
export const ssoProviderProfileSchema = z.object({
  providerName: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});
export type SsoProviderProfile = z.infer<typeof ssoProviderProfileSchema>;
