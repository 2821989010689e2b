import { one, type Sql } from '../../db/database';

/**
 * The back office's writes on lessons (issue 14). The caller locks the lesson's unit first (units
 * before lessons, always), then the unit's lessons, so two changes to one unit's list never interleave.
 */

export interface LiveLesson {
  readonly id: number;
  readonly sortOrder: number;
  readonly lessonTypeId: number;
  readonly publishedVersion: number | null;
}

/** The unit's live lessons in order, locked until the transaction ends. */
export function lockLessonsOfUnit(sql: Sql, unitId: number): Promise<LiveLesson[]> {
  return sql.query<LiveLesson>(
    `SELECT id, sort_order AS "sortOrder", lesson_type_id AS "lessonTypeId", published_draft_version AS "publishedVersion"
       FROM lessons WHERE unit_id = $1 AND deleted_at IS NULL ORDER BY sort_order, id FOR NO KEY UPDATE`,
    [unitId],
  );
}

/** The unit of a lesson that is live in a live unit; null otherwise. */
export async function unitOfLiveLesson(sql: Sql, lessonId: number): Promise<number | null> {
  const row = await one<{ unitId: number }>(
    sql,
    `SELECT l.unit_id AS "unitId" FROM lessons l JOIN units u ON u.id = l.unit_id
      WHERE l.id = $1 AND l.deleted_at IS NULL AND u.deleted_at IS NULL`,
    [lessonId],
  );
  return row?.unitId ?? null;
}

export interface LessonPlacement {
  readonly id: number;
  readonly order: number;
  /** Whether the change alters what students would read of it (its draft version goes up). */
  readonly raise: boolean;
}

/** Writes lessons' positions in one statement. */
export async function placeLessons(sql: Sql, placements: readonly LessonPlacement[]): Promise<void> {
  if (placements.length === 0) return;
  await sql.query(
    `UPDATE lessons l SET sort_order = v.ord, draft_version = l.draft_version + CASE WHEN v.raise THEN 1 ELSE 0 END, updated_at = now()
       FROM unnest($1::int[], $2::int[], $3::boolean[]) AS v(id, ord, raise)
      WHERE l.id = v.id`,
    [placements.map((p) => p.id), placements.map((p) => p.order), placements.map((p) => p.raise)],
  );
}

/**
 * Raises a live lesson's draft version when it is still `fromVersion`; answers its title's id, or
 * null when the lesson is at another version or removed (nothing changed then).
 */
export async function raiseLessonVersionFrom(sql: Sql, lessonId: number, fromVersion: number): Promise<number | null> {
  const row = await one<{ titleId: number }>(
    sql,
    `UPDATE lessons SET draft_version = draft_version + 1, updated_at = now()
      WHERE id = $1 AND draft_version = $2 AND deleted_at IS NULL RETURNING title_id AS "titleId"`,
    [lessonId, fromVersion],
  );
  return row?.titleId ?? null;
}

export async function setLessonType(sql: Sql, lessonId: number, lessonTypeId: number): Promise<void> {
  await sql.query('UPDATE lessons SET lesson_type_id = $2 WHERE id = $1', [lessonId, lessonTypeId]);
}

/** Removes a lesson (soft: students' progress and answers keep naming it). */
export async function markLessonRemoved(sql: Sql, lessonId: number): Promise<void> {
  await sql.query('UPDATE lessons SET deleted_at = now(), updated_at = now() WHERE id = $1', [lessonId]);
}
