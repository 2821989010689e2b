import { one, type Sql } from '../../db/database';
import type { AssessmentDocument } from '@domain/assessment/assessment.schemas';

/** Every published assessment whose assessment (and benchmark set, if any) is live. */
export async function readLivePublishedAssessments(sql: Sql): Promise<AssessmentDocument[]> {
  const rows = await sql.query<{ document: AssessmentDocument }>(
    `SELECT p.document FROM published_assessments p JOIN assessments a ON a.id = p.assessment_id
          LEFT JOIN benchmark_sets s ON s.id = a.benchmark_set_id
          WHERE a.deleted_at IS NULL AND s.deleted_at IS NULL`,
  );
  return rows.map((r) => r.document);
}

/** The published version of an assessment, locked until the publish commits; null before its first publish. */
export async function lockPublishedVersion(sql: Sql, assessmentId: number): Promise<number | null> {
  const row = await one<{ version: number }>(sql, 'SELECT version FROM published_assessments WHERE assessment_id = $1 FOR UPDATE', [assessmentId]);
  return row?.version ?? null;
}

/** Stores the assessment's published snapshot (replacing the previous version). */
export async function writePublishedAssessment(sql: Sql, document: AssessmentDocument): Promise<void> {
  await sql.query(
    `INSERT INTO published_assessments (assessment_id, lesson_id, unit_id, benchmark_set_id, version, document, published_at)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, now())
     ON CONFLICT (assessment_id) DO UPDATE SET lesson_id = $2, unit_id = $3, benchmark_set_id = $4, version = $5, document = $6::jsonb, published_at = now()`,
    [document.id, document.lessonId, document.unitId, document.benchmarkSet?.id ?? null, document.version, JSON.stringify(document)],
  );
}
