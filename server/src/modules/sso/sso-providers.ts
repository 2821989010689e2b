import type { AppDeps } from '../../app-deps';
import type { SsoProviderConfig } from '../../config';
import type { Sql } from '../../db/database';
import * as providers from './sso-provider.repository';

/*
 * Where the sign-in flow finds its providers: the environment's one (OIDC_*) and the enabled ones the
 * super admin keeps in sso_providers (docs/sso.md). Read from the database on each use: a change made
 * in one server process is seen at once by every other, with no cache to drop.
 */

/** A provider the flow can use: its connection, and the OneRoster userIds type that names its subjects. */
export interface SsoProvider extends SsoProviderConfig {
  readonly userIdsType: string | null;
}

const ofEnvironment = (p: SsoProviderConfig): SsoProvider => ({ ...p, userIdsType: null });
const ofRow = (row: providers.StoredSsoProvider): SsoProvider => ({
  id: row.slug,
  name: row.name,
  issuer: row.issuer,
  clientId: row.clientId,
  clientSecret: row.clientSecret,
  hostedDomain: row.kind === 'google' ? row.hostedDomain : null,
  userIdsType: row.userIdsType,
});

/** Every provider the sign-in page offers: the environment's first, then the enabled ones by name. */
export async function activeSsoProviders(deps: AppDeps, sql: Sql = deps.db): Promise<SsoProvider[]> {
  const rows = await providers.listSsoProviderRows(sql);
  const env = deps.config.ssoProviders.map(ofEnvironment);
  // A stored slug equal to the environment's is refused when saved; the environment's wins regardless.
  return [...env, ...rows.filter((r) => r.enabled && !env.some((e) => e.id === r.slug)).map(ofRow)];
}

/** One provider by its id in the sign-in links (the environment's, else an enabled stored one). */
export async function findSsoProvider(deps: AppDeps, id: string): Promise<SsoProvider | null> {
  const env = deps.config.ssoProviders.find((p) => p.id === id);
  if (env) return ofEnvironment(env);
  const row = await providers.findEnabledSsoProvider(deps.db, id);
  return row ? ofRow(row) : null;
}
