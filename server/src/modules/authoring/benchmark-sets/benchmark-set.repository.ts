import { one, type Sql } from '../../../db/database';

/*
 * The benchmark assessment builder's rows (issue 15): benchmark_sets, their one assessment and its
 * sections (question sets). Sets are removed softly; a removed set's published snapshot is dropped
 * so teachers can no longer assign it.
 */

/** One live set with what the builder shows of it (the warnings are computed from these). */
export interface BenchmarkSetRow {
  readonly id: number;
  readonly lessonId: number;
  readonly assessmentId: number;
  readonly title: { id: number; en: string; es: string };
  readonly titleId: number;
  readonly linkedUnitId: number | null;
  readonly linkedUnitNumber: number | null;
  readonly linkedUnitName: { id: number; en: string; es: string } | null;
  readonly questionSetCount: number;
  readonly questionCount: number;
  readonly draftVersion: number;
  readonly publishedDraftVersion: number | null;
  /** Live sets linked to the same unit, this one included (0 when unlinked). */
  readonly setsLinkedToSameUnit: number;
}

const SET_COLUMNS = `
  s.id, s.lesson_id AS "lessonId", a.id AS "assessmentId", s.title_id AS "titleId",
  jsonb_build_object('id', t.id, 'en', t.en, 'es', t.es) AS title,
  u.id AS "linkedUnitId", u.number AS "linkedUnitNumber",
  CASE WHEN u.id IS NULL THEN NULL ELSE jsonb_build_object('id', un.id, 'en', un.en, 'es', un.es) END AS "linkedUnitName",
  (SELECT count(*)::int FROM assessment_sections x WHERE x.assessment_id = a.id AND x.deleted_at IS NULL) AS "questionSetCount",
  (SELECT count(*)::int FROM questions q JOIN assessment_sections x ON x.id = q.section_id
    WHERE x.assessment_id = a.id AND x.deleted_at IS NULL AND q.deleted_at IS NULL) AS "questionCount",
  s.draft_version AS "draftVersion", s.published_draft_version AS "publishedDraftVersion",
  CASE WHEN u.id IS NULL THEN 0 ELSE (SELECT count(*)::int FROM benchmark_sets o
    WHERE o.linked_unit_id = u.id AND o.deleted_at IS NULL) END AS "setsLinkedToSameUnit"`;

const SET_FROM = `
  FROM benchmark_sets s
  JOIN assessments a ON a.benchmark_set_id = s.id AND a.deleted_at IS NULL
  JOIN bilingual_values t ON t.id = s.title_id
  LEFT JOIN units u ON u.id = s.linked_unit_id AND u.deleted_at IS NULL
  LEFT JOIN bilingual_values un ON un.id = u.name_id`;

export function findBenchmarkSet(sql: Sql, setId: number): Promise<BenchmarkSetRow | null> {
  return one<BenchmarkSetRow>(sql, `SELECT ${SET_COLUMNS} ${SET_FROM} WHERE s.id = $1 AND s.deleted_at IS NULL`, [setId]);
}

/** The live sets of one benchmark lesson (unordered: the rules order them). */
export function listBenchmarkSetsOfLesson(sql: Sql, lessonId: number): Promise<BenchmarkSetRow[]> {
  return sql.query<BenchmarkSetRow>(`SELECT ${SET_COLUMNS} ${SET_FROM} WHERE s.lesson_id = $1 AND s.deleted_at IS NULL`, [lessonId]);
}

/** Locks a live set for a change (writers of one set queue); its lesson and assessment, or null. */
export function lockBenchmarkSet(sql: Sql, setId: number) {
  return one<{ id: number; lessonId: number; assessmentId: number; titleId: number }>(
    sql,
    `SELECT s.id, s.lesson_id AS "lessonId", a.id AS "assessmentId", s.title_id AS "titleId"
       FROM benchmark_sets s JOIN assessments a ON a.benchmark_set_id = s.id AND a.deleted_at IS NULL
      WHERE s.id = $1 AND s.deleted_at IS NULL FOR NO KEY UPDATE OF s`,
    [setId],
  );
}

/** A live lesson's type, or null when unknown or removed. */
export function findLessonType(sql: Sql, lessonId: number) {
  return one<{ lessonTypeId: number }>(
    sql,
    'SELECT lesson_type_id AS "lessonTypeId" FROM lessons l JOIN units u ON u.id = l.unit_id WHERE l.id = $1 AND l.deleted_at IS NULL AND u.deleted_at IS NULL',
    [lessonId],
  );
}

/** The units a set may test: live history units (not benchmark units), by number. */
export function listLinkableUnits(sql: Sql) {
  return sql.query<{ id: number; number: number; name: { id: number; en: string; es: string } }>(
    `SELECT u.id, u.number, jsonb_build_object('id', b.id, 'en', b.en, 'es', b.es) AS name
       FROM units u JOIN bilingual_values b ON b.id = u.name_id
      WHERE u.deleted_at IS NULL AND u.unit_type_id <> 4 AND u.belongs_to = 'history'
      ORDER BY u.number, u.id`,
  );
}

export async function isLinkableUnit(sql: Sql, unitId: number): Promise<boolean> {
  const row = await one<{ id: number }>(
    sql,
    `SELECT id FROM units WHERE id = $1 AND deleted_at IS NULL AND unit_type_id <> 4 AND belongs_to = 'history'`,
    [unitId],
  );
  return row !== null;
}

/** Every write to a set raises its draft version, so the builder can tell unpublished changes (product-spec §5). */
export async function raiseDraftVersion(sql: Sql, setId: number): Promise<void> {
  await sql.query('UPDATE benchmark_sets SET draft_version = draft_version + 1, updated_at = now() WHERE id = $1', [setId]);
}

export async function setLinkedUnit(sql: Sql, setId: number, unitId: number | null): Promise<void> {
  await sql.query('UPDATE benchmark_sets SET linked_unit_id = $2 WHERE id = $1', [setId, unitId]);
}

export async function saveTitleLanguage(sql: Sql, titleId: number, language: 'en' | 'es', title: string): Promise<void> {
  // The column is one of two fixed names chosen by the typed language, never request text.
  const column = language === 'es' ? 'es' : 'en';
  await sql.query(`UPDATE bilingual_values SET ${column} = $2 WHERE id = $1`, [titleId, title]);
}

/** The set's live question sets in order, with how many live questions each holds. */
export function listQuestionSets(sql: Sql, assessmentId: number) {
  return sql.query<{ id: number; groupNumber: number; questionCount: number }>(
    `SELECT x.id, x.group_number AS "groupNumber",
            (SELECT count(*)::int FROM questions q WHERE q.section_id = x.id AND q.deleted_at IS NULL) AS "questionCount"
       FROM assessment_sections x WHERE x.assessment_id = $1 AND x.deleted_at IS NULL ORDER BY x.group_number, x.sort_order, x.id`,
    [assessmentId],
  );
}

export async function removeQuestionSets(sql: Sql, sectionIds: readonly number[]): Promise<void> {
  await sql.query('UPDATE assessment_sections SET deleted_at = now() WHERE id = ANY($1::int[])', [sectionIds]);
}

/** Whether students were assigned the set (one by one or by classroom) or have attempts on its assessment. */
export async function isBenchmarkSetInUse(sql: Sql, setId: number, assessmentId: number): Promise<boolean> {
  const row = await one<{ used: boolean }>(
    sql,
    `SELECT EXISTS (SELECT 1 FROM benchmark_assignments WHERE benchmark_set_id = $1 AND deleted_at IS NULL)
         OR EXISTS (SELECT 1 FROM classroom_benchmarks WHERE benchmark_set_id = $1 AND deleted_at IS NULL)
         OR EXISTS (SELECT 1 FROM assessment_attempts WHERE assessment_id = $2) AS used`,
    [setId, assessmentId],
  );
  return row?.used ?? false;
}

/** Removes the set and its assessment, and drops its published snapshot so it is no longer offered to teachers. */
export async function removeBenchmarkSet(sql: Sql, setId: number, assessmentId: number): Promise<void> {
  await sql.query('UPDATE benchmark_sets SET deleted_at = now() WHERE id = $1', [setId]);
  await sql.query('UPDATE assessments SET deleted_at = now() WHERE id = $1', [assessmentId]);
  await sql.query('DELETE FROM published_assessments WHERE benchmark_set_id = $1', [setId]);
}

/** After a publish: the draft version the published copy was taken from (product-spec §4 publish clears "unpublished"). */
export async function markSetPublished(sql: Sql, setId: number): Promise<void> {
  await sql.query('UPDATE benchmark_sets SET published_draft_version = draft_version WHERE id = $1', [setId]);
}
