import { one, type Sql } from '../../../db/database';

/** The draft rows a lesson's publish reads besides its components (publish-lesson.ts). */

interface LessonSourceRow {
  id: number;
  unitId: number;
  unitNumber: number;
  unitTypeId: number;
  unitTitle: unknown;
  title: unknown;
  lessonTypeId: number;
  skillsId: number | null;
  essentialQuestion: unknown;
}

/** The live lesson with its live unit's number, type and title; null when either is removed. */
export function readLessonRow(sql: Sql, lessonId: number) {
  return one<LessonSourceRow>(
    sql,
    `SELECT l.id, l.unit_id AS "unitId", u.number AS "unitNumber", u.unit_type_id AS "unitTypeId",
            content_text(u.name_id) AS "unitTitle", content_text(l.title_id) AS title, l.lesson_type_id AS "lessonTypeId",
            l.skills_id AS "skillsId", content_essential_question(l.essential_question_id) AS "essentialQuestion"
       FROM lessons l JOIN units u ON u.id = l.unit_id
      WHERE l.id = $1 AND l.deleted_at IS NULL AND u.deleted_at IS NULL`,
    [lessonId],
  );
}

/** The unit's live lessons in draft order, with their types (lesson numbers depend on both). */
export function readLessonsOfUnit(sql: Sql, unitId: number) {
  return sql.query<{ id: number; lessonTypeId: number }>(
    `SELECT id, lesson_type_id AS "lessonTypeId" FROM lessons WHERE unit_id = $1 AND deleted_at IS NULL ORDER BY sort_order, id`,
    [unitId],
  );
}
