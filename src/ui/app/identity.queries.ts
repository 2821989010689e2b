import { queryOptions } from '@tanstack/react-query';
import type { IdentityUseCases } from '@application/identity/identity.use-cases';
import { dataOf } from './server-state/api-result-query';

/** Identity's server state: the client settings and username checks. */
export const identityKeys = {
  all: ['identity'] as const,
  clientSettings: () => [...identityKeys.all, 'client-settings'] as const,
  usernameAvailable: (username: string) => [...identityKeys.all, 'username-available', username] as const,
  ssoProviderProfile: (ticket: string) => [...identityKeys.all, 'sso-provider-profile', ticket] as const,
};

export const identityQueries = {
  /** Loaded once per signed-in user (the cache is cleared when the user changes); never fails, offline gives the defaults. */
  clientSettings: (identity: IdentityUseCases) =>
    queryOptions({ queryKey: identityKeys.clientSettings(), queryFn: () => identity.loadClientSettings(), staleTime: Infinity }),
  /** Asked on blur; someone may take the name at any moment, so an answer is never reused. */
  usernameAvailable: (identity: IdentityUseCases, username: string) =>
    queryOptions({ queryKey: identityKeys.usernameAvailable(username), queryFn: () => dataOf(identity.isUsernameAvailable(username)), staleTime: 0, gcTime: 0 }),
  /** What a first-time single sign-on's provider said, to prefill the registration form. */
  ssoProviderProfile: (identity: IdentityUseCases, ticket: string) =>
    queryOptions({ queryKey: identityKeys.ssoProviderProfile(ticket), queryFn: () => dataOf(identity.ssoProfile(ticket)), staleTime: Infinity }),
};
