import { LANDING_ROUTE } from '../identity/permissions';
import { roleKey, type RoleId } from '../identity/role';
import type { RouteDefinition } from './route-table';

export interface GuardSession {
  readonly token: string | null;
  readonly roleId: RoleId | null;
  readonly roleName: string | null;
}

export type GuardDecision =
  | { readonly kind: 'proceed' }
  | { readonly kind: 'redirect'; readonly to: string; readonly reason: 'signin' | 'role' };

export const SIGNIN_PATH = '/signin';
export const RETURN_URL_PARAM = 'returnUrl';

export function signinUrl(returnUrl: string): string {
  return `${SIGNIN_PATH}?${RETURN_URL_PARAM}=${encodeURIComponent(returnUrl)}`;
}

/**
 * The guard of product-spec §2, exactly its three rules:
 * 1. a route that does not require authentication proceeds;
 * 2. with no auth token, go to /signin with returnUrl set to the requested path;
 * 3. with an authorize list that lacks the user's role name (spaces removed), go to the role's home.
 */
export function guardNavigation(route: RouteDefinition, requestedPath: string, session: GuardSession): GuardDecision {
  if (route.public) return { kind: 'proceed' };
  if (!session.token) return { kind: 'redirect', to: signinUrl(requestedPath), reason: 'signin' };
  if (route.authorize) {
    const key = session.roleName ? roleKey(session.roleName) : '';
    if (!(route.authorize as readonly string[]).includes(key)) {
      return { kind: 'redirect', to: homeOf(session.roleId), reason: 'role' };
    }
  }
  return { kind: 'proceed' };
}

/** Home of a role; a session without a known role falls back to sign-in. */
export function homeOf(roleId: RoleId | null): string {
  return roleId ? LANDING_ROUTE[roleId] : SIGNIN_PATH;
}

/** A returnUrl is followed only when it is a local path, so sign-in cannot be used as an open redirect. */
export function safeReturnUrl(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
