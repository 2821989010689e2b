import type { Sql } from '../../../db/database';
import {
  MERGED_KINDS,
  assessmentDocumentSchema,
  assessmentKindOf,
  type AssessmentDocument,
} from '@domain/assessment/assessment.schemas';
import { appError } from '../../../http/app-error';
import { sanitizeRichValues } from '../../content/publish/rich-values';
import { lockPublishedVersion, writePublishedAssessment } from '../published-assessment.repository';
import { writePublishedQuestionStandards } from '../../reports/report-rollup.repository';
import { assembleQuestions } from './assemble-questions';
import {
  readAssessmentRow,
  readBenchmarkSetRow,
  readSections,
  type SectionSourceRow,
} from './assessment-source.repository';

/** The benchmark set fields of product-spec §3; questionSetCount is the number of its question sets (sections). */
async function benchmarkSetInfo(sql: Sql, setId: number, sections: number) {
  const row = await readBenchmarkSetRow(sql, setId);
  if (!row) throw appError('BENCHMARK_SET.NOT_FOUND');
  return { ...row, questionSetCount: sections };
}

/**
 * Sections become the groups students answer: one group per section (matched to the lesson's
 * assessment-group components by number), or, for mid-unit and benchmark kinds, every section merged
 * into one group that carries the first section's id and number (product-spec §9).
 */
function groupsOf(kind: ReturnType<typeof assessmentKindOf>, sections: SectionSourceRow[], questions: Map<number, Record<string, unknown>[]>) {
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
  const row = await readAssessmentRow(sql, assessmentId);
  if (!row) throw appError('ASSESSMENT.NOT_FOUND');
  const sections = await readSections(sql, assessmentId);
  if (sections.length === 0) throw appError('ASSESSMENT.INVALID', { values: { problem: 'no sections' } });
  const kind = assessmentKindOf(row.lessonTypeId);
  const questions = await assembleQuestions(
    sql,
    sections.map((s) => s.id),
  );
  const publishedVersion = await lockPublishedVersion(sql, assessmentId);
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
      version: (publishedVersion ?? 0) + 1,
      publishedAt: new Date().toISOString(),
    }),
  );
  if (!parsed.success) {
    const problem = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw appError('ASSESSMENT.INVALID', { values: { problem: problem.slice(0, 500) } });
  }
  const document = parsed.data;
  await writePublishedAssessment(sql, document);
  // The reports' standards mastery reads the tags students answered, not the draft's later ones.
  await writePublishedQuestionStandards(sql, document.id, document.groups.flatMap((g) => g.questions));
  return document;
}

