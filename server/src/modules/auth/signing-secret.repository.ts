import { one, type Sql } from '../../db/database';

/** Keeps the first generated signing secret: a later process's candidate loses to the stored one. */
export async function storeSigningSecretOnce(sql: Sql, candidate: string): Promise<void> {
  await sql.query(`INSERT INTO app_settings (key, value) VALUES ('jwt_secret', $1) ON CONFLICT (key) DO NOTHING`, [candidate]);
}

export async function readSigningSecret(sql: Sql): Promise<string> {
  const row = await one<{ value: string }>(sql, `SELECT value FROM app_settings WHERE key = 'jwt_secret'`);
  return row!.value;
}
