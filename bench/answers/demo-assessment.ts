import type { AssessmentDocument } from '@domain/assessment/assessment.schemas';
import type { Sql } from '../../server/src/db/database';

/** The demo world's published Mid-Unit Check of Colonial America: what the benchmark students answer. */
export async function demoMidUnitCheck(db: Sql): Promise<AssessmentDocument> {
  const [row] = await db.query<{ document: AssessmentDocument }>(
    `SELECT p.document FROM published_assessments p JOIN lessons l ON l.id = p.lesson_id JOIN units u ON u.id = l.unit_id
       JOIN bilingual_values lt ON lt.id = l.title_id JOIN bilingual_values ut ON ut.id = u.name_id
      WHERE lt.en = 'Mid-Unit Check' AND ut.en = 'Colonial America'`,
  );
  if (!row) throw new Error('the demo Mid-Unit Check is not published in this database');
  return row.document;
}
