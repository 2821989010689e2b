import type { SsoProviderAddInput, SsoProviderChangeInput } from '@domain/sso/sso-provider.schemas';
import type { SsoProviderSetting } from '@domain/sso/sso-provider.responses';
import type { AppDeps } from '../../app-deps';
import { appError } from '../../http/app-error';
import { discoverProvider } from './oidc-client';
import * as repo from './sso-provider.repository';

/*
 * The super admin's single-sign-on providers (issue 16; docs/sso.md, "Providers"). The client secret is
 * written, never read back: no answer, log or error carries it. The environment's provider is listed
 * read-only (id 0): only whoever runs the server changes it.
 */

const asSetting = ({ clientSecret: _secret, ...row }: repo.StoredSsoProvider): SsoProviderSetting => ({ ...row, source: 'platform' });

const fieldsOf = (input: SsoProviderChangeInput | SsoProviderAddInput): repo.SsoProviderRow => ({
  name: input.name,
  kind: input.kind,
  issuer: input.issuer,
  clientId: input.clientId,
  hostedDomain: input.hostedDomain,
  userIdsType: input.userIdsType,
  enabled: input.enabled,
});

export async function listProviderSettings(deps: AppDeps): Promise<SsoProviderSetting[]> {
  const fromEnvironment: SsoProviderSetting[] = deps.config.ssoProviders.map((p) => ({
    id: 0,
    slug: p.id,
    name: p.name,
    kind: p.hostedDomain ? 'google' : 'generic',
    issuer: p.issuer,
    clientId: p.clientId,
    hostedDomain: p.hostedDomain,
    userIdsType: null,
    enabled: true,
    source: 'environment',
  }));
  return [...fromEnvironment, ...(await repo.listSsoProviderRows(deps.db)).map(asSetting)];
}

export async function addProvider(deps: AppDeps, input: SsoProviderAddInput): Promise<SsoProviderSetting> {
  // The environment's provider holds its slug too: a second provider under it could never be reached.
  if (deps.config.ssoProviders.some((p) => p.id === input.slug)) throw appError('SSO.PROVIDER_SLUG_TAKEN');
  const added = await repo.insertSsoProvider(deps.db, input.slug, fieldsOf(input), input.clientSecret);
  if (!added) throw appError('SSO.PROVIDER_SLUG_TAKEN');
  return asSetting(added);
}

export async function changeProvider(deps: AppDeps, id: number, input: SsoProviderChangeInput): Promise<SsoProviderSetting> {
  const changed = await repo.updateSsoProvider(deps.db, id, fieldsOf(input), input.clientSecret);
  if (!changed) throw appError('SSO.PROVIDER_NOT_FOUND');
  return asSetting(changed);
}

/** Removes a provider; people linked through it keep their link (issuer and subject) for when it comes back. */
export async function removeProvider(deps: AppDeps, id: number): Promise<void> {
  if (!(await repo.deleteSsoProvider(deps.db, id))) throw appError('SSO.PROVIDER_NOT_FOUND');
}

/** Whether the provider's discovery document answers (the "Check" action); the reason goes to the log only. */
export async function checkProvider(deps: AppDeps, id: number): Promise<{ reachable: boolean }> {
  const row = await repo.findSsoProviderRow(deps.db, id);
  if (!row) throw appError('SSO.PROVIDER_NOT_FOUND');
  try {
    await discoverProvider({ id: row.slug, name: row.name, issuer: row.issuer, clientId: row.clientId, clientSecret: row.clientSecret, hostedDomain: row.hostedDomain });
    return { reachable: true };
  } catch (error) {
    deps.log.warn({ provider: row.slug, error: String(error) }, 'sso: provider check failed');
    return { reachable: false };
  }
}
