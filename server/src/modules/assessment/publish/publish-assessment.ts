import type { Sql } from '../../../db/database';
import { assessmentDocumentSchema, type AssessmentDocument } from '@domain/assessment/assessment.schemas';
import { assessmentDocumentOfDraft } from '@domain/authoring/assessment-draft-document';
import { appError } from '../../../http/app-error';
import { readAssessmentDraft } from '../../authoring/assessment/assessment-draft';
import { sanitizeRichValues } from '../../content/publish/rich-values';
import { lockPublishedVersion, writePublishedAssessment } from '../published-assessment.repository';
import { writePublishedQuestionStandards } from '../../reports/report-rollup.repository';
import { readBenchmarkSetRow } from './assessment-source.repository';

/** The benchmark set fields of product-spec §3 (questionSetCount is counted from the draft's sections). */
async function benchmarkSetInfo(sql: Sql, setId: number) {
  const row = await readBenchmarkSetRow(sql, setId);
  if (!row) throw appError('BENCHMARK_SET.NOT_FOUND');
  return sanitizeRichValues({ ...row, questionSetCount: 1 }) as Parameters<typeof assessmentDocumentOfDraft>[1]['benchmarkSet'];
}

/**
 * Publishes an assessment: its draft (the builders' draft read, rich text sanitised) becomes the
 * snapshot students answer, with the answer keys, through assessmentDocumentOfDraft — the function
 * the builders' preview renders, so a preview shows exactly what a publish writes. The result is
 * validated against the shared schema (at most one essay and one Venn diagram, consistent keys); a
 * draft that does not validate is refused with 409 naming its problems, and nothing changes. Run
 * inside `publishAndAnnounce` (or a publish job) so every process drops its cached snapshots.
 */
export async function publishAssessment(sql: Sql, assessmentId: number): Promise<AssessmentDocument> {
  const draft = await readAssessmentDraft(sql, assessmentId);
  if (draft.sections.every((s) => s.questions.length === 0)) throw appError('ASSESSMENT.INVALID', { values: { problem: 'no questions' } });
  const benchmarkSet = draft.benchmarkSetId ? await benchmarkSetInfo(sql, draft.benchmarkSetId) : null;
  const publishedVersion = await lockPublishedVersion(sql, assessmentId);
  const candidate = assessmentDocumentOfDraft(draft, { benchmarkSet, version: (publishedVersion ?? 0) + 1, publishedAt: new Date().toISOString() });
  const parsed = assessmentDocumentSchema.safeParse(candidate);
  if (!parsed.success) {
    const problem = draft.problems.length > 0 ? draft.problems.join('; ') : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw appError('ASSESSMENT.INVALID', { values: { problem: problem.slice(0, 500) } });
  }
  const document = parsed.data;
  await writePublishedAssessment(sql, document);
  // The reports' standards mastery reads the tags students answered, not the draft's later ones.
  await writePublishedQuestionStandards(sql, document.id, document.groups.flatMap((g) => g.questions));
  return document;
}
