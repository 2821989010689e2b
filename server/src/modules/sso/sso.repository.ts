import type { Sql } from '../../db/database';
import { one } from '../../db/database';

export interface PendingSsoLogin {
  readonly providerId: string;
  readonly nonce: string;
  readonly codeVerifier: string;
  readonly returnTo: string | null;
}

export async function insertSsoLogin(sql: Sql, state: string, login: PendingSsoLogin, ttlSeconds: number): Promise<void> {
  await sql.query(
    `INSERT INTO sso_logins (state, provider_id, nonce, code_verifier, return_to, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
    [state, login.providerId, login.nonce, login.codeVerifier, login.returnTo, ttlSeconds],
  );
}

/** Rows a day past their expiry are of no use to anyone (kept a day to tell "expired" from "unknown"). */
export async function pruneExpiredSso(sql: Sql): Promise<void> {
  await sql.query(`DELETE FROM sso_logins WHERE expires_at < now() - interval '1 day'`);
  await sql.query(`DELETE FROM sso_tickets WHERE expires_at < now() - interval '1 day'`);
}

export type ClaimedSsoLogin = { kind: 'claimed'; login: PendingSsoLogin } | { kind: 'unknown' | 'used' | 'expired' };

/** Marks the state used, once: a second callback with it (a replay) finds it used. */
export async function claimSsoLogin(sql: Sql, state: string): Promise<ClaimedSsoLogin> {
  const row = await one<PendingSsoLogin & { expired: boolean }>(
    sql,
    `UPDATE sso_logins SET used_at = now() WHERE state = $1 AND used_at IS NULL
     RETURNING provider_id AS "providerId", nonce, code_verifier AS "codeVerifier", return_to AS "returnTo", expires_at <= now() AS expired`,
    [state],
  );
  if (row) {
    const { expired, ...login } = row;
    return expired ? { kind: 'expired' } : { kind: 'claimed', login };
  }
  const seen = await one<{ n: number }>(sql, 'SELECT count(*)::int AS n FROM sso_logins WHERE state = $1', [state]);
  return { kind: seen?.n ? 'used' : 'unknown' };
}

/** The live user a provider's subject is linked to, if any. */
export async function findLinkedUser(sql: Sql, issuer: string, subject: string): Promise<{ userId: number; removed: boolean } | null> {
  return one(
    sql,
    `SELECT u.id AS "userId", u.deleted_at IS NOT NULL AS removed
       FROM user_sso_identities i JOIN users u ON u.id = i.user_id
      WHERE i.issuer = $1 AND i.subject = $2`,
    [issuer, subject],
  );
}

/** Links a subject to a user; false when someone linked it first. */
export async function linkIdentity(sql: Sql, issuer: string, subject: string, userId: number): Promise<boolean> {
  const row = await one<{ userId: number }>(
    sql,
    `INSERT INTO user_sso_identities (issuer, subject, user_id) VALUES ($1, $2, $3)
     ON CONFLICT (issuer, subject) DO NOTHING RETURNING user_id AS "userId"`,
    [issuer, subject, userId],
  );
  return row !== null;
}

export interface SsoTicket {
  readonly purpose: 'signin' | 'register';
  readonly providerId: string;
  readonly issuer: string;
  readonly subject: string;
  readonly userId: number | null;
  readonly email: string | null;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly returnTo: string | null;
}

export async function insertSsoTicket(sql: Sql, ticketHash: string, ticket: SsoTicket, ttlSeconds: number): Promise<void> {
  await sql.query(
    `INSERT INTO sso_tickets (ticket_hash, purpose, provider_id, issuer, subject, user_id, email, first_name, last_name, return_to, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now() + make_interval(secs => $11))`,
    [ticketHash, ticket.purpose, ticket.providerId, ticket.issuer, ticket.subject, ticket.userId, ticket.email, ticket.firstName, ticket.lastName, ticket.returnTo, ttlSeconds],
  );
}

const TICKET_COLUMNS = `purpose, provider_id AS "providerId", issuer, subject, user_id AS "userId", email,
  first_name AS "firstName", last_name AS "lastName", return_to AS "returnTo"`;

/** A live ticket for this purpose, without using it (the registration form reads it first). */
export async function findSsoTicket(sql: Sql, ticketHash: string, purpose: SsoTicket['purpose']): Promise<SsoTicket | null> {
  return one<SsoTicket>(
    sql,
    `SELECT ${TICKET_COLUMNS} FROM sso_tickets
      WHERE ticket_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()`,
    [ticketHash, purpose],
  );
}

/** Uses a live ticket for this purpose, once. */
export async function useSsoTicket(sql: Sql, ticketHash: string, purpose: SsoTicket['purpose']): Promise<SsoTicket | null> {
  return one<SsoTicket>(
    sql,
    `UPDATE sso_tickets SET used_at = now()
      WHERE ticket_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
      RETURNING ${TICKET_COLUMNS}`,
    [ticketHash, purpose],
  );
}

/** A user created by their first single sign-on: no password, flagged as an SSO user (product-spec §3). */
export async function insertSsoUser(
  sql: Sql,
  user: { username: string; firstName: string; lastName: string; email: string | null; birthDate: string; roleId: number },
): Promise<number> {
  const row = await one<{ id: number }>(
    sql,
    `INSERT INTO users (username, password_hash, is_sso, first_name, last_name, email, birth_date, role_id)
     VALUES ($1, NULL, true, $2, $3, $4, $5, $6) RETURNING id`,
    [user.username.trim(), user.firstName, user.lastName, user.email, user.birthDate, user.roleId],
  );
  return row!.id;
}
