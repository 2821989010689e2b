import type { VocabularyLanguageCode } from '@domain/authoring/vocabulary-authoring.schemas';
import { one, type Sql } from '../../../db/database';
import type { CheckedRow } from './vocabulary-rows';

/** Checked workbook uploads waiting for their save (vocabulary_imports; issue 15). */

export interface StoredImport {
  readonly id: number;
  readonly unitId: number;
  readonly language: VocabularyLanguageCode;
  readonly fileName: string;
  readonly rows: CheckedRow[];
}

const IMPORT_COLUMNS = 'id, unit_id AS "unitId", language::int AS language, file_name AS "fileName", rows';

/** Stores an import, dropping those older than a day (an upload nobody saved). */
export async function insertImport(
  sql: Sql,
  imported: { readonly unitId: number; readonly language: VocabularyLanguageCode; readonly fileName: string; readonly createdBy: number; readonly rows: readonly CheckedRow[] },
): Promise<number> {
  await sql.query(`DELETE FROM vocabulary_imports WHERE created_at < now() - interval '1 day'`);
  const row = await one<{ id: number }>(
    sql,
    `INSERT INTO vocabulary_imports (unit_id, language, file_name, created_by, rows) VALUES ($1, $2, $3, $4, $5::jsonb) RETURNING id`,
    [imported.unitId, imported.language, imported.fileName, imported.createdBy, JSON.stringify(imported.rows)],
  );
  return row!.id;
}

/** An import younger than a day; null otherwise. `lock`: held until the transaction ends (a save). */
export function readImport(sql: Sql, importId: number, lock = false): Promise<StoredImport | null> {
  return one<StoredImport>(
    sql,
    `SELECT ${IMPORT_COLUMNS} FROM vocabulary_imports WHERE id = $1 AND created_at >= now() - interval '1 day'${lock ? ' FOR UPDATE' : ''}`,
    [importId],
  );
}

export async function deleteImport(sql: Sql, importId: number): Promise<void> {
  await sql.query('DELETE FROM vocabulary_imports WHERE id = $1', [importId]);
}
