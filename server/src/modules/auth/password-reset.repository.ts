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
