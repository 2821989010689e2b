import { one, type Sql } from '../../../db/database';
import { lessonDocumentSchema, type LessonDocument } from '@domain/content/lesson.schemas';
import { hasAssessmentIn, pageCountOf, requiresTeacherFeedbackIn } from '@domain/content/lesson-pages';
import { numberLessons } from '@domain/content/lesson-visibility';
import type { Component } from '@domain/content/component.schemas';
import { notFound } from '../../../http/app-error';
import { assembleComponents } from './assemble-components';
import { writeSnapshot } from './snapshot.repository';

interface LessonRow {
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

/** Publishes a lesson: its draft rows become the snapshot students read (lesson/{id}). */
export async function publishLesson(sql: Sql, lessonId: number): Promise<LessonDocument> {
  const row = await one<LessonRow>(
    sql,
    `SELECT l.id, l.unit_id AS "unitId", u.number AS "unitNumber", u.unit_type_id AS "unitTypeId",
            content_text(u.name_id) AS "unitTitle", content_text(l.title_id) AS title, l.lesson_type_id AS "lessonTypeId",
            l.skills_id AS "skillsId", content_essential_question(l.essential_question_id) AS "essentialQuestion"
       FROM lessons l JOIN units u ON u.id = l.unit_id
      WHERE l.id = $1 AND l.deleted_at IS NULL AND u.deleted_at IS NULL`,
    [lessonId],
  );
  if (!row) throw notFound('LESSON.NOT_FOUND');
  const siblings = await sql.query<{ id: number; lessonTypeId: number }>(
    `SELECT id, lesson_type_id AS "lessonTypeId" FROM lessons WHERE unit_id = $1 AND deleted_at IS NULL ORDER BY sort_order, id`,
    [row.unitId],
  );
  const numbered = numberLessons(siblings);
  const position = numbered.findIndex((l) => l.id === lessonId);
  const components = (await assembleComponents(sql, { lessonId })) as unknown as Component[];
  return writeSnapshot(sql, 'lesson', lessonId, row.unitId, lessonDocumentSchema, {
    ...row,
    number: numbered[position].number,
    order: position + 1,
    hasAssessment: hasAssessmentIn(components),
    requiresTeacherFeedback: requiresTeacherFeedbackIn(components),
    pageCount: pageCountOf(components),
    components,
  });
}
