import type { Sql } from '../../../db/database';
import { publishAssessment } from '../../assessment/publish/publish-assessment';
import { findLessonAssessmentId } from './assessment-draft-read.repository';
import { readAssessmentDraft } from './assessment-draft';

/**
 * A lesson's publish takes its own assessment along (issue 15; product-spec §5): the assessment is
 * part of the lesson's draft, so publishing the lesson publishes it in the same transaction. One
 * without questions yet has nothing to publish; one with problems fails the publish with them listed
 * (ASSESSMENT.INVALID). A benchmark set's assessment is published with its set instead
 * (`publishAssessment` from the set's publish).
 */
export async function publishLessonAssessment(sql: Sql, lessonId: number): Promise<void> {
  const id = await findLessonAssessmentId(sql, lessonId);
  if (id === null) return;
  const draft = await readAssessmentDraft(sql, id);
  if (draft.sections.every((s) => s.questions.length === 0)) return;
  await publishAssessment(sql, id);
}
