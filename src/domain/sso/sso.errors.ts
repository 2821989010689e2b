import type { ErrorSpec } from '../shared/error-codes';

/**
 * Single sign-on (issue 16; docs/sso.md). Failures at the provider or in its answer are no refusal of
 * a call: the callback sends the browser back to /signin with a reason (SSO_FAILURE_REASONS).
 */
export const SSO_ERRORS = {
  'SSO.NOT_CONFIGURED': { status: 403, message: 'ssoNotConfigured' },
  // The ticket is unknown, used, expired or for the other purpose (sign-in vs registration).
  'SSO.TICKET_INVALID': { status: 400, message: 'ssoTicketInvalid', field: 'ticket' },
  // The provider's e-mail belongs to an account already: accounts are never matched on e-mail alone.
  'SSO.EMAIL_IN_USE': { status: 409, message: 'ssoEmailInUse' },
  // Another registration linked this provider account first (two tabs).
  'SSO.ALREADY_REGISTERED': { status: 409, message: 'ssoAlreadyRegistered' },
  // The super admin's providers (docs/sso.md, "Providers"): a slug is the provider's id in sign-in links.
  'SSO.PROVIDER_NOT_FOUND': { status: 404, message: 'ssoProviderNotFound' },
  'SSO.PROVIDER_SLUG_TAKEN': { status: 409, message: 'ssoProviderSlugTaken', field: 'slug' },
} as const satisfies Record<string, ErrorSpec>;
