import { one, type Sql } from '../../../db/database';

/** The live benchmark set with its linked unit's number, as a published document names it; null when removed. */
export function readBenchmarkSetRow(sql: Sql, setId: number) {
  return one<Record<string, unknown>>(
    sql,
    `SELECT s.id, s.linked_unit_id AS "linkedUnitId", u.number AS "linkedUnitNumber", content_text(s.title_id) AS title
       FROM benchmark_sets s LEFT JOIN units u ON u.id = s.linked_unit_id WHERE s.id = $1 AND s.deleted_at IS NULL`,
    [setId],
  );
}
