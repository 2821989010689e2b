import type { Sql } from '../../db/database';

/** Which of these overview blurbs the student has checked. */
export async function checkedBlurbIds(sql: Sql, studentId: number, blurbIds: readonly number[]): Promise<Set<number>> {
  const rows = await sql.query<{ id: number }>(
    'SELECT blurb_id AS id FROM blurb_checks WHERE student_user_id = $1 AND blurb_id = ANY($2::int[])',
    [studentId, blurbIds],
  );
  return new Set(rows.map((r) => r.id));
}

export async function checkBlurb(sql: Sql, studentId: number, blurbId: number): Promise<void> {
  await sql.query('INSERT INTO blurb_checks (student_user_id, blurb_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [studentId, blurbId]);
}

export async function uncheckBlurb(sql: Sql, studentId: number, blurbId: number): Promise<void> {
  await sql.query('DELETE FROM blurb_checks WHERE student_user_id = $1 AND blurb_id = $2', [studentId, blurbId]);
}
