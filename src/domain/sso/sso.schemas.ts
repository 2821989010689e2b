import { z } from 'zod';
import { msg, safeText } from '../shared/schema-kit';
import { birthDateSchema, personNameSchema, usernameSchema } from '../identity/user.schemas';

// The failure reasons live without zod so that the sign-in page can name them without loading it.
export { SSO_FAILURE_REASONS, type SsoFailureReason } from './sso-failure-reasons';

/** The one-time ticket the callback hands the browser (a random value, 43 characters base64url). */
export const ssoTicketSchema = safeText('ssoTicketInvalid').regex(/^[A-Za-z0-9_-]{20,100}$/, msg('ssoTicketInvalid'));

export const ssoTicketBodySchema = z.object({ ticket: ssoTicketSchema });
export const ssoTicketParamsSchema = z.object({ ticket: ssoTicketSchema });

/** `GET sso/start/{providerId}?returnTo=`: where to go once signed in (checked again by the client). */
export const ssoStartParamsSchema = z.object({ providerId: z.string().regex(/^[a-z0-9-]{1,60}$/) });
export const ssoStartQuerySchema = z.object({ returnTo: safeText().max(500).optional() });

/** A state `sso/start` could have issued (openid-client's are 43 base64url characters); anything else is unknown. */
export const SSO_STATE_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;

/** What the callback receives from the provider (other parameters are the provider's business). */
export const ssoCallbackQuerySchema = z.looseObject({
  state: z.string().max(200).optional(),
  code: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
});

/** The first sign-in of an unknown person: the profile they complete (§5: SSO users are 18 to 100). */
export const ssoRegistrationSchema = z.object({
  ticket: ssoTicketSchema,
  username: usernameSchema,
  firstName: personNameSchema,
  lastName: personNameSchema,
  birthDate: birthDateSchema({ sso: true }),
});
export type SsoRegistrationInput = z.infer<typeof ssoRegistrationSchema>;
