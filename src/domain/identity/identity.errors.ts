import type { ErrorSpec } from '../shared/error-codes';

/** Signing in, sessions, accounts and the users a manager looks after. */
export const IDENTITY_ERRORS = {
  'AUTH.UNAUTHENTICATED': { status: 401, message: 'unauthenticated' },
  'AUTH.INVALID_TOKEN': { status: 401, message: 'unauthenticated' },
  'AUTH.SESSION_ENDED': { status: 401, message: 'unauthenticated' },
  'AUTH.INVALID_CREDENTIALS': { status: 401, message: 'invalidCredentials' },
  'AUTH.BLOCKED': { status: 429, message: 'userBlocked' },
  // values: { seconds } — how long a device the account never signed in on must wait (Retry-After).
  'AUTH.SLOW_DOWN': { status: 429, message: 'signInSlowDown' },
  'AUTH.RESET_TOKEN_INVALID': { status: 400, message: 'resetTokenInvalid', field: 'token' },
  'AUTH.SIGNUP_CLOSED': { status: 403, message: 'forbidden' },
  'USER.NOT_FOUND': { status: 404, message: 'notFound' },
  // values: { role } — the role's name.
  'USER.ROLE_NOT_ALLOWED': { status: 403, message: 'roleNotAllowed' },
  'USER.OUT_OF_SCOPE': { status: 403, message: 'outOfScope' },
  'USER.CANNOT_REMOVE_SELF': { status: 403, message: 'cannotRemoveSelf' },
  'USER.NO_LIST': { status: 403, message: 'forbidden' },
  'USER.USERNAME_TAKEN': { status: 409, message: 'usernameInUse', field: 'username' },
  'USER.EMAIL_TAKEN': { status: 409, message: 'emailAlreadyInUse', field: 'email' },
} as const satisfies Record<string, ErrorSpec>;
