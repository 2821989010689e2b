import type { SsoProviderKind } from '@domain/sso/sso-provider.schemas';
import { one, type Sql } from '../../db/database';

/** A provider row with its secret: for talking to the provider only, never for an answer. */
export interface StoredSsoProvider {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly kind: SsoProviderKind;
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly hostedDomain: string | null;
  readonly userIdsType: string | null;
  readonly enabled: boolean;
}

export interface SsoProviderRow {
  readonly name: string;
  readonly kind: SsoProviderKind;
  readonly issuer: string;
  readonly clientId: string;
  readonly hostedDomain: string | null;
  readonly userIdsType: string | null;
  readonly enabled: boolean;
}

const COLUMNS = `id, slug, name, kind, issuer, client_id AS "clientId", client_secret AS "clientSecret",
  hosted_domain AS "hostedDomain", user_ids_type AS "userIdsType", enabled`;

export async function listSsoProviderRows(sql: Sql): Promise<StoredSsoProvider[]> {
  return sql.query<StoredSsoProvider>(`SELECT ${COLUMNS} FROM sso_providers ORDER BY name, id`);
}

/** An enabled provider by its slug (the sign-in flow's lookup). */
export async function findEnabledSsoProvider(sql: Sql, slug: string): Promise<StoredSsoProvider | null> {
  return one<StoredSsoProvider>(sql, `SELECT ${COLUMNS} FROM sso_providers WHERE slug = $1 AND enabled`, [slug]);
}

export async function findSsoProviderRow(sql: Sql, id: number): Promise<StoredSsoProvider | null> {
  return one<StoredSsoProvider>(sql, `SELECT ${COLUMNS} FROM sso_providers WHERE id = $1`, [id]);
}

/** Inserts a provider; null when the slug is taken (a unique violation would abort the caller's transaction). */
export async function insertSsoProvider(sql: Sql, slug: string, row: SsoProviderRow, clientSecret: string): Promise<StoredSsoProvider | null> {
  return one<StoredSsoProvider>(
    sql,
    `INSERT INTO sso_providers (slug, name, kind, issuer, client_id, client_secret, hosted_domain, user_ids_type, enabled)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (slug) DO NOTHING RETURNING ${COLUMNS}`,
    [slug, row.name, row.kind, row.issuer, row.clientId, clientSecret, row.hostedDomain, row.userIdsType, row.enabled],
  );
}

/** Changes a provider; a null secret keeps the stored one. */
export async function updateSsoProvider(sql: Sql, id: number, row: SsoProviderRow, clientSecret: string | null): Promise<StoredSsoProvider | null> {
  return one<StoredSsoProvider>(
    sql,
    `UPDATE sso_providers
        SET name = $2, kind = $3, issuer = $4, client_id = $5, client_secret = COALESCE($6, client_secret),
            hosted_domain = $7, user_ids_type = $8, enabled = $9, updated_at = now()
      WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, row.name, row.kind, row.issuer, row.clientId, clientSecret, row.hostedDomain, row.userIdsType, row.enabled],
  );
}

/** Removes a provider. Identities linked through it stay: they are keyed on the issuer, not on the row. */
export async function deleteSsoProvider(sql: Sql, id: number): Promise<boolean> {
  return (await sql.query('DELETE FROM sso_providers WHERE id = $1 RETURNING id', [id])).length > 0;
}
