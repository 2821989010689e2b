import { z } from 'zod';
import { msg, safeText } from '../shared/schema-kit';
import { birthDateSchema, personNameSchema, usernameSchema } from '../identity/user.schemas';

/**
 * Why a single sign-on did not finish; the callback sends the browser to
 * `/signin?sso=failed&reason=<reason>` (docs/sso.md) and the sign-in page says which.
 */
export const SSO_FAILURE_REASONS = [
  'provider', // no such provider configured
  'unavailable', // the provider's discovery document could not be loaded
  'state', // the callback's state is unknown, used already or expired
  'denied', // the provider answered with an error (the person cancelled, or it refused)
  'token', // the code exchange or the ID token's checks failed (replayed code, expired token, wrong nonce)
  'domain', // Google Workspace: the account is not of the district's domain
  'account', // the linked account has been removed
] as const;
export type SsoFailureReason = (typeof SSO_FAILURE_REASONS)[number];

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
