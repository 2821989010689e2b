import type { Sql } from '../../../db/database';
import { insertRow } from './insert-row.repository';

export interface LessonDraft {
  readonly unitId: number;
  readonly titleId: number;
  readonly lessonTypeId: number;
  readonly order: number;
  readonly skillsId: number | null;
  readonly essentialQuestionId: number | null;
}

export function insertLesson(sql: Sql, l: LessonDraft): Promise<number> {
  return insertRow(sql, 'lessons', {
    unit_id: l.unitId,
    title_id: l.titleId,
    lesson_type_id: l.lessonTypeId,
    sort_order: l.order,
    skills_id: l.skillsId,
    essential_question_id: l.essentialQuestionId,
  });
}

export function insertEssentialQuestion(sql: Sql, questionId: number, audioId: number | null): Promise<number> {
  return insertRow(sql, 'essential_questions', { question_id: questionId, audio_id: audioId });
}

export function insertUnitStory(sql: Sql, unitId: number, order: number, nameId: number): Promise<number> {
  return insertRow(sql, 'unit_stories', { unit_id: unitId, sort_order: order, name_id: nameId });
}
