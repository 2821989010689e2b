import { assessmentDocumentSchema, type BenchmarkSetInfo } from '@domain/assessment/assessment.schemas';
import type { AssessmentView } from '@domain/assessment/student-view';
import { assessmentDocumentOfDraft } from '@domain/authoring/assessment-draft-document';
import type { AppDeps } from '../../../app-deps';
import { appError } from '../../../http/app-error';
import { sanitizeRichValues } from '../../content/publish/rich-values';
import { loadAssessmentView } from '../../assessment/assessment-view';
import { readBenchmarkSetRow } from '../../assessment/publish/assessment-source.repository';
import { readAssessmentDraft } from '../assessment/assessment-draft';
import { findBenchmarkSet } from './benchmark-set.repository';

/**
 * `GET benchmarkPreview/{id}`: the set's DRAFT as a student would meet it after a publish — every
 * question set merged into one group (product-spec §9), keys and feedback hidden (the student view
 * with no work), so the preview shows exactly what a student gets before submitting. The document
 * comes from the same function a publish uses (`assessmentDocumentOfDraft`), but nothing is written.
 * A draft that would not play (no questions yet, a broken key) is refused 409 with its problems, as
 * its publish would be.
 */
export async function previewBenchmarkSet(deps: AppDeps, setId: number): Promise<AssessmentView> {
  const set = await findBenchmarkSet(deps.db, setId);
  const info = set && (await readBenchmarkSetRow(deps.db, setId));
  if (!set || !info) throw appError('BENCHMARK_SET.NOT_FOUND');
  const draft = await readAssessmentDraft(deps.db, set.assessmentId);
  if (draft.sections.every((s) => s.questions.length === 0)) throw appError('ASSESSMENT.INVALID', { values: { problem: 'no questions' } });
  const benchmarkSet = sanitizeRichValues({ ...info, questionSetCount: 1 }) as BenchmarkSetInfo;
  const parsed = assessmentDocumentSchema.safeParse(assessmentDocumentOfDraft(draft, { benchmarkSet, version: set.draftVersion, publishedAt: new Date().toISOString() }));
  if (!parsed.success) {
    const problem = draft.problems.length > 0 ? draft.problems.join('; ') : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw appError('ASSESSMENT.INVALID', { values: { problem: problem.slice(0, 500) } });
  }
  return loadAssessmentView(deps.db, parsed.data, null, null, false);
}
