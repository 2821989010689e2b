import type pg from 'pg';
import type { AssessmentDocument } from '@domain/assessment/assessment.schemas';

/** app_settings key saying this database holds a generated district world, and what it holds. */
export const DISTRICT_MARKER = 'bench:district-world';

export interface DistrictMarker {
  readonly state: 'generating' | 'done';
  readonly students: number;
  readonly districts: number;
  readonly schools: number;
  readonly teachers: number;
  /** The assessment whose current round is open for one student in OPEN_EVERY (the bench's savers). */
  readonly openAssessmentId: number;
  readonly attempts: number;
  readonly answers: number;
  readonly seconds: number;
}

/** The demo Colonial America Mid-Unit Check, the assessment of the answer burst of issue 5 (bench/answers). */
export async function findOpenGroup(client: pg.Client): Promise<{ assessmentId: number; groupId: number; doc: AssessmentDocument }> {
  const rows = (
    await client.query<{ document: AssessmentDocument }>(
      `SELECT p.document FROM published_assessments p JOIN lessons l ON l.id = p.lesson_id JOIN units u ON u.id = l.unit_id
         JOIN bilingual_values lt ON lt.id = l.title_id JOIN bilingual_values ut ON ut.id = u.name_id
        WHERE lt.en = 'Mid-Unit Check' AND ut.en = 'Colonial America'`,
    )
  ).rows;
  if (rows.length !== 1) throw new Error('the demo Colonial America Mid-Unit Check is not published');
  const doc = rows[0].document;
  return { assessmentId: doc.id, groupId: doc.groups[0].id, doc };
}
