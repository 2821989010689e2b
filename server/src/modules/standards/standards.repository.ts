import type { StandardFields } from '@domain/standards/standards.schemas';
import type { Standard, StandardUse } from '@domain/standards/standards.responses';
import { one, type Sql } from '../../db/database';

/*
 * The SOA/ELA standards table (migration 20261129000200): live rows are those without deleted_at; a
 * code is unique among a state's live standards of one subject, whatever its case.
 */

const SELECT = `SELECT s.id, s.state_id AS "stateId", st.name AS "stateName", s.subject, s.grade, s.code, s.description, s.strand
                  FROM soa_standards s JOIN states st ON st.id = s.state_id`;
const ORDER = 'ORDER BY st.name, s.subject, s.grade, s.id';

export const listStandards = (sql: Sql) => sql.query<Standard>(`${SELECT} WHERE s.deleted_at IS NULL ${ORDER}`);

export const listStandardsOfState = (sql: Sql, stateId: number) =>
  sql.query<Standard>(`${SELECT} WHERE s.deleted_at IS NULL AND s.state_id = $1 ${ORDER}`, [stateId]);

export const findStandard = (sql: Sql, id: number) => one<Standard>(sql, `${SELECT} WHERE s.deleted_at IS NULL AND s.id = $1`, [id]);

/** The live standards with a code (any case), one per state and subject at most. */
export const standardsWithCode = (sql: Sql, code: string) =>
  sql.query<Standard>(`${SELECT} WHERE s.deleted_at IS NULL AND lower(s.code) = lower($1) ${ORDER}`, [code.trim()]);

/** The live standards with any of the codes (lower-cased), for resolving a workbook's codes at once. */
export const standardsWithCodes = (sql: Sql, codes: readonly string[]) =>
  sql.query<Standard>(`${SELECT} WHERE s.deleted_at IS NULL AND lower(s.code) = ANY($1::text[]) ${ORDER}`, [codes]);

/** Locks the state's row so two writers of its standards take turns (the code check then holds); false when unknown. */
export async function lockState(sql: Sql, stateId: number): Promise<boolean> {
  return (await one(sql, 'SELECT id FROM states WHERE id = $1 FOR NO KEY UPDATE', [stateId])) !== null;
}

export async function stateExists(sql: Sql, stateId: number): Promise<boolean> {
  return (await one(sql, 'SELECT id FROM states WHERE id = $1', [stateId])) !== null;
}

/** The live codes (lower-cased) of a state and subject, but for one standard (the one being edited). */
export async function liveCodeKeys(sql: Sql, stateId: number, subject: string, exceptId = 0): Promise<Set<string>> {
  const rows = await sql.query<{ key: string }>(
    'SELECT lower(code) AS key FROM soa_standards WHERE state_id = $1 AND subject = $2 AND deleted_at IS NULL AND id <> $3',
    [stateId, subject, exceptId],
  );
  return new Set(rows.map((r) => r.key));
}

export async function insertStandard(sql: Sql, f: StandardFields): Promise<number> {
  const row = await one<{ id: number }>(
    sql,
    `INSERT INTO soa_standards (state_id, subject, grade, code, description, strand) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [f.stateId, f.subject, f.grade, f.code, f.description, f.strand],
  );
  return row!.id;
}

export async function updateStandard(sql: Sql, id: number, f: StandardFields): Promise<void> {
  await sql.query(
    `UPDATE soa_standards SET state_id = $2, subject = $3, grade = $4, code = $5, description = $6, strand = $7, updated_at = now()
      WHERE id = $1 AND deleted_at IS NULL`,
    [id, f.stateId, f.subject, f.grade, f.code, f.description, f.strand],
  );
}

/** Locks a live standard for a change; its row as it was, or null when unknown or removed. */
export const lockStandard = (sql: Sql, id: number) =>
  one<{ stateId: number }>(sql, 'SELECT state_id AS "stateId" FROM soa_standards WHERE id = $1 AND deleted_at IS NULL FOR NO KEY UPDATE', [id]);

/** A removal keeps the row (tags name it by id and keep their copied code and description). */
export async function markStandardRemoved(sql: Sql, id: number): Promise<void> {
  await sql.query('UPDATE soa_standards SET deleted_at = now(), updated_at = now() WHERE id = $1', [id]);
}

/** The live questions tagged with any of the standards, with their lesson (and set). */
export function usesOfStandards(sql: Sql, ids: readonly number[]): Promise<StandardUse[]> {
  return sql.query<StandardUse>(
    `SELECT DISTINCT q.id AS "questionId", l.id AS "lessonId", bv.en AS "lessonTitle", l.unit_id AS "unitId", a.benchmark_set_id AS "benchmarkSetId"
       FROM question_teks t
       JOIN questions q ON q.id = t.question_id AND q.deleted_at IS NULL
       JOIN assessment_sections sec ON sec.id = q.section_id AND sec.deleted_at IS NULL
       JOIN assessments a ON a.id = sec.assessment_id AND a.deleted_at IS NULL
       JOIN lessons l ON l.id = a.lesson_id AND l.deleted_at IS NULL
       JOIN bilingual_values bv ON bv.id = l.title_id
      WHERE t.standard_id = ANY($1::int[])
      ORDER BY l.id, q.id`,
    [ids],
  );
}
