import { one, type Sql } from '../../../db/database';

/** The draft rows an assessment's publish reads besides its questions (publish-assessment.ts). */

interface AssessmentSourceRow {
  id: number;
  lessonId: number;
  unitId: number;
  lessonTypeId: number;
  directions: unknown;
  benchmarkSetId: number | null;
}

export interface SectionSourceRow {
  id: number;
  groupNumber: number;
  title: unknown;
}

/** The live assessment with its live lesson's unit and type; null when either is removed. */
export function readAssessmentRow(sql: Sql, assessmentId: number) {
  return one<AssessmentSourceRow>(
    sql,
    `SELECT a.id, a.lesson_id AS "lessonId", l.unit_id AS "unitId", l.lesson_type_id AS "lessonTypeId",
            content_text(a.directions_id) AS directions, a.benchmark_set_id AS "benchmarkSetId"
       FROM assessments a JOIN lessons l ON l.id = a.lesson_id
      WHERE a.id = $1 AND a.deleted_at IS NULL AND l.deleted_at IS NULL`,
    [assessmentId],
  );
}

/** The assessment's live sections by group number, then draft order. */
export function readSections(sql: Sql, assessmentId: number) {
  return sql.query<SectionSourceRow>(
    `SELECT id, group_number AS "groupNumber", content_text(title_id) AS title FROM assessment_sections
      WHERE assessment_id = $1 AND deleted_at IS NULL ORDER BY group_number, sort_order, id`,
    [assessmentId],
  );
}

/** The live benchmark set with its linked unit's number; null when removed. */
export function readBenchmarkSetRow(sql: Sql, setId: number) {
  return one<Record<string, unknown>>(
    sql,
    `SELECT s.id, s.linked_unit_id AS "linkedUnitId", u.number AS "linkedUnitNumber", content_text(s.title_id) AS title
       FROM benchmark_sets s LEFT JOIN units u ON u.id = s.linked_unit_id WHERE s.id = $1 AND s.deleted_at IS NULL`,
    [setId],
  );
}

