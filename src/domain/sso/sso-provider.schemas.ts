import { z } from 'zod';
import { msg, safeText } from '../shared/schema-kit';

/**
 * The single-sign-on providers the super admin configures (issue 16; docs/sso.md, "Providers"). The
 * kinds are the providers districts use; each is an OpenID Connect provider, the kind only says which
 * extra rule applies (Google's hosted domain) and what the screen shows.
 */
export const SSO_PROVIDER_KINDS = ['generic', 'google', 'clever', 'classlink'] as const;
export type SsoProviderKind = (typeof SSO_PROVIDER_KINDS)[number];

export const SSO_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?$/;
export const SSO_PROVIDER_NAME_MAX = 60;
export const SSO_CLIENT_ID_MAX = 200;
export const SSO_CLIENT_SECRET_MAX = 500;
export const SSO_USER_IDS_TYPE_MAX = 60;

/** Hosts whose issuer may be plain http: a provider on this machine (the tests' own). */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** An issuer the server may talk to: https, or http on the loopback; no credentials, query or fragment. */
export function isAcceptableIssuer(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password || url.search || url.hash) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
}

/** An optional text: blank is null. */
const optionalText = (max: number, message: Parameters<typeof msg>[0], pattern?: RegExp) =>
  safeText(message)
    .trim()
    .max(max, msg(message))
    .refine((v) => !v || !pattern || pattern.test(v), msg(message))
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

const fields = {
  name: safeText('ssoProviderNameInvalid').trim().min(1, msg('ssoProviderNameInvalid')).max(SSO_PROVIDER_NAME_MAX, msg('ssoProviderNameInvalid')),
  kind: z.enum(SSO_PROVIDER_KINDS, { error: msg('ssoProviderKindInvalid') }),
  issuer: safeText('ssoIssuerInvalid').trim().max(500, msg('ssoIssuerInvalid')).refine(isAcceptableIssuer, msg('ssoIssuerInvalid')),
  clientId: safeText('ssoClientIdInvalid').trim().min(1, msg('ssoClientIdInvalid')).max(SSO_CLIENT_ID_MAX, msg('ssoClientIdInvalid')),
  // Google Workspace only: the district's domain, kept lowercase (the ID token's hd is compared to it).
  hostedDomain: optionalText(253, 'ssoHostedDomainInvalid', /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i),
  // The OneRoster userIds type whose identifier is this provider's subject ("Clever", "LDAP").
  userIdsType: optionalText(SSO_USER_IDS_TYPE_MAX, 'ssoUserIdsTypeInvalid', /^[A-Za-z0-9._-]+$/),
  enabled: z.boolean({ error: msg('fieldsInvalid') }),
};

const secret = safeText('ssoClientSecretInvalid').min(1, msg('ssoClientSecretInvalid')).max(SSO_CLIENT_SECRET_MAX, msg('ssoClientSecretInvalid'));

/** Only Google's ID tokens carry hd: another kind keeps none. */
const normalised = <T extends { kind: SsoProviderKind; hostedDomain: string | null }>(v: T): T => ({
  ...v,
  hostedDomain: v.kind === 'google' && v.hostedDomain ? v.hostedDomain.toLowerCase() : null,
});

/** `POST sso/provider-settings`: a new provider; its secret is required. */
export const ssoProviderAddSchema = z
  .object({ slug: safeText('ssoSlugInvalid').trim().regex(SSO_SLUG_PATTERN, msg('ssoSlugInvalid')), ...fields, clientSecret: secret })
  .transform(normalised);
export type SsoProviderAddInput = z.infer<typeof ssoProviderAddSchema>;

/** `PUT sso/provider-settings/{id}`: the slug stays (pending sign-ins name it); no secret keeps the stored one. */
export const ssoProviderChangeSchema = z
  .object({
    ...fields,
    clientSecret: z.preprocess((v) => (v === '' ? null : v), secret.nullable().optional()).transform((v) => v ?? null),
  })
  .transform(normalised);
export type SsoProviderChangeInput = z.infer<typeof ssoProviderChangeSchema>;
