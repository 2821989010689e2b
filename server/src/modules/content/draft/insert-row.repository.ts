import { one, type Sql } from '../../../db/database';

/**
 * Inserts one draft row and returns its id. Table and column names come from the repositories'
 * own typed records (never from requests); values are always parameters.
 */
export async function insertRow(sql: Sql, table: string, record: Record<string, unknown>): Promise<number> {
  const entries = Object.entries(record).filter(([, value]) => value !== undefined);
  const columns = entries.map(([key]) => key).join(', ');
  const slots = entries.map((_, i) => `$${i + 1}`).join(', ');
  const row = await one<{ id: number }>(sql, `INSERT INTO ${table} (${columns}) VALUES (${slots}) RETURNING id`, entries.map(([, v]) => v));
  return row!.id;
}
