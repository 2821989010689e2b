import { one, type Sql } from '../../../db/database';
import {
  MERGED_KINDS,
  assessmentDocumentSchema,
  assessmentKindOf,
  type AssessmentDocument,
} from '@domain/assessment/assessment.schemas';
import { AppError, notFound } from '../../../http/app-error';
import { sanitizeRichValues } from '../../content/publish/rich-values';
import { assembleQuestions } from './assemble-questions';

interface AssessmentRow {
  id: number;
  lessonId: number;
  unitId: number;
  lessonTypeId: number;
  directions: unknown;
  benchmarkSetId: number | null;
}

interface SectionRow {
  id: number;
  groupNumber: number;
  title: unknown;
}

/** The benchmark set fields of product-spec §3; questionSetCount is the number of its question sets (sections). */
async function benchmarkSetInfo(sql: Sql, setId: number, sections: number) {
  const row = await one<Record<string, unknown>>(
    sql,
    `SELECT s.id, s.linked_unit_id AS "linkedUnitId", u.number AS "linkedUnitNumber", content_text(s.title_id) AS title
       FROM benchmark_sets s LEFT JOIN units u ON u.id = s.linked_unit_id WHERE s.id = $1 AND s.deleted_at IS NULL`,
    [setId],
  );
  if (!row) throw notFound('BENCHMARK_SET.NOT_FOUND');
  return { ...row, questionSetCount: sections };
}

/**
 * Sections become the groups students answer: one group per section (matched to the lesson's
 * assessment-group components by number), or, for mid-unit and benchmark kinds, every section merged
 * into one group that carries the first section's id and number (product-spec §9).
 */
function groupsOf(kind: ReturnType<typeof assessmentKindOf>, sections: SectionRow[], questions: Map<number, Record<string, unknown>[]>) {
  const numbered = (list: Record<string, unknown>[]) => list.map((q, i) => ({ ...q, order: i + 1 }));
  if (MERGED_KINDS.includes(kind)) {
    const [first] = sections;
    return [
      {
        id: first.id,
        assessmentGroupNumber: first.groupNumber,
        title: first.title,
        sections: sections.map((s) => ({ id: s.id, title: s.title })),
        questions: numbered(sections.flatMap((s) => questions.get(s.id) ?? [])),
      },
    ];
  }
  return sections.map((s) => ({
    id: s.id,
    assessmentGroupNumber: s.groupNumber,
    title: s.title,
    sections: [{ id: s.id, title: s.title }],
    questions: numbered(questions.get(s.id) ?? []),
  }));
}

/**
 * Publishes an assessment: its draft rows become the snapshot students answer, with the answer keys,
 * after sanitizing rich text again and validating against the shared schema (at most one essay and
 * one Venn diagram, consistent keys). A draft that does not validate is refused with 409 and nothing
 * changes. Run inside `publishAndAnnounce` so every process drops its cached snapshots.
 */
export async function publishAssessment(sql: Sql, assessmentId: number): Promise<AssessmentDocument> {
  const row = await one<AssessmentRow>(
    sql,
    `SELECT a.id, a.lesson_id AS "lessonId", l.unit_id AS "unitId", l.lesson_type_id AS "lessonTypeId",
            content_text(a.directions_id) AS directions, a.benchmark_set_id AS "benchmarkSetId"
       FROM assessments a JOIN lessons l ON l.id = a.lesson_id
      WHERE a.id = $1 AND a.deleted_at IS NULL AND l.deleted_at IS NULL`,
    [assessmentId],
  );
  if (!row) throw notFound('ASSESSMENT.NOT_FOUND');
  const sections = await sql.query<SectionRow>(
    `SELECT id, group_number AS "groupNumber", content_text(title_id) AS title FROM assessment_sections
      WHERE assessment_id = $1 AND deleted_at IS NULL ORDER BY group_number, sort_order, id`,
    [assessmentId],
  );
  if (sections.length === 0) throw new AppError(409, 'ASSESSMENT.INVALID', 'assessmentInvalid', { problem: 'no sections' });
  const kind = assessmentKindOf(row.lessonTypeId);
  const questions = await assembleQuestions(
    sql,
    sections.map((s) => s.id),
  );
  const current = await one<{ version: number }>(sql, 'SELECT version FROM published_assessments WHERE assessment_id = $1 FOR UPDATE', [assessmentId]);
  const parsed = assessmentDocumentSchema.safeParse(
    sanitizeRichValues({
      id: row.id,
      lessonId: row.lessonId,
      unitId: row.unitId,
      lessonTypeId: row.lessonTypeId,
      kind,
      directions: row.directions,
      benchmarkSet: row.benchmarkSetId ? await benchmarkSetInfo(sql, row.benchmarkSetId, sections.length) : null,
      groups: groupsOf(kind, sections, questions),
      version: (current?.version ?? 0) + 1,
      publishedAt: new Date().toISOString(),
    }),
  );
  if (!parsed.success) {
    const problem = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new AppError(409, 'ASSESSMENT.INVALID', 'assessmentInvalid', { problem: problem.slice(0, 500) });
  }
  const document = parsed.data;
  await sql.query(
    `INSERT INTO published_assessments (assessment_id, lesson_id, unit_id, benchmark_set_id, version, document, published_at)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, now())
     ON CONFLICT (assessment_id) DO UPDATE SET lesson_id = $2, unit_id = $3, benchmark_set_id = $4, version = $5, document = $6::jsonb, published_at = now()`,
    [document.id, document.lessonId, document.unitId, document.benchmarkSet?.id ?? null, document.version, JSON.stringify(document)],
  );
  return document;
}

/** Publishes every live assessment of a lesson (the back office calls it next to publishLesson). */
export async function publishAssessmentsOfLesson(sql: Sql, lessonId: number): Promise<AssessmentDocument[]> {
  const ids = await sql.query<{ id: number }>(
    `SELECT a.id FROM assessments a LEFT JOIN benchmark_sets s ON s.id = a.benchmark_set_id
      WHERE a.lesson_id = $1 AND a.deleted_at IS NULL AND s.deleted_at IS NULL ORDER BY a.id`,
    [lessonId],
  );
  const out: AssessmentDocument[] = [];
  for (const { id } of ids) out.push(await publishAssessment(sql, id));
  return out;
}

/** Publishes a benchmark set (PATCH benchmarkSet/{id}/publish later): the set's assessment snapshot. */
export async function publishBenchmarkSet(sql: Sql, benchmarkSetId: number): Promise<AssessmentDocument> {
  const row = await one<{ id: number }>(sql, 'SELECT id FROM assessments WHERE benchmark_set_id = $1 AND deleted_at IS NULL', [benchmarkSetId]);
  if (!row) throw notFound('BENCHMARK_SET.NOT_FOUND');
  return publishAssessment(sql, row.id);
}
