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
