import { one, type Sql } from '../../db/database';

/** Stores a reset token by its hash (the token itself is only ever mailed). */
export async function insertResetToken(sql: Sql, tokenHash: string, userId: number, expiresAt: Date): Promise<void> {
  await sql.query('INSERT INTO password_reset_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, $3)', [tokenHash, userId, expiresAt]);
}

/** Marks a live token used and returns its user; null when unknown, used or expired. */
export async function consumeResetToken(sql: Sql, tokenHash: string): Promise<number | null> {
  const row = await one<{ user_id: number }>(
    sql,
    `UPDATE password_reset_tokens SET used_at = now()
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
        RETURNING user_id`,
    [tokenHash],
  );
  return row?.user_id ?? null;
}

/** Advisory-lock namespaces of reset requests, per address asked for and per client. */
const RESET_ACCOUNT_LOCK = 4102;
const RESET_CLIENT_LOCK = 4103;

/** Serialises reset requests for one address and from one client until the transaction ends (always in this order). */
export async function lockResetRequests(tx: Sql, accountKey: string, clientKey: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [RESET_ACCOUNT_LOCK, accountKey]);
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [RESET_CLIENT_LOCK, clientKey]);
}

/** Reset requests answered with a mail within the last `windowMs`, for this address and from this client. */
export async function countRecentResetRequests(
  sql: Sql,
  accountKey: string,
  clientKey: string,
  windowMs: number,
): Promise<{ account: number; client: number }> {
  const row = await one<{ account: number; client: number }>(
    sql,
    `SELECT count(*) FILTER (WHERE account_key = $1)::int AS account, count(*) FILTER (WHERE client_key = $2)::int AS client
       FROM password_reset_requests
      WHERE (account_key = $1 OR client_key = $2) AND requested_at > clock_timestamp() - make_interval(secs => $3)`,
    [accountKey, clientKey, windowMs / 1000],
  );
  return row!;
}

/** Records a request that is answered with a mail; rows older than a day are dropped on the way. */
export async function recordResetRequest(sql: Sql, accountKey: string, clientKey: string): Promise<void> {
  await sql.query('INSERT INTO password_reset_requests (account_key, client_key, requested_at) VALUES ($1, $2, clock_timestamp())', [
    accountKey,
    clientKey,
  ]);
  await sql.query(`DELETE FROM password_reset_requests WHERE requested_at < now() - interval '1 day'`);
}
