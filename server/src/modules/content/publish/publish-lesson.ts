import type { Sql } from '../../../db/database';
import { lessonDocumentSchema, type LessonDocument } from '@domain/content/lesson.schemas';
import { hasAssessmentIn, pageCountOf, requiresTeacherFeedbackIn } from '@domain/content/lesson-pages';
import { numberLessons } from '@domain/content/lesson-visibility';
import type { Component } from '@domain/content/component.schemas';
import { appError } from '../../../http/app-error';
import { assembleComponents } from './assemble-components';
import { readLessonRow, readLessonsOfUnit } from './lesson-source.repository';
import { markPublishedVersion, readDraftVersion } from './publish-version.repository';
import { writeSnapshot } from './snapshot.repository';

/** Publishes a lesson: its draft rows become the snapshot students read (lesson/{id}). */
export async function publishLesson(sql: Sql, lessonId: number): Promise<LessonDocument> {
  const draftVersion = await readDraftVersion(sql, 'lessons', lessonId);
  const row = await readLessonRow(sql, lessonId);
  if (!row) throw appError('LESSON.NOT_FOUND');
  const siblings = await readLessonsOfUnit(sql, row.unitId);
  const numbered = numberLessons(siblings);
  const position = numbered.findIndex((l) => l.id === lessonId);
  const components = (await assembleComponents(sql, { lessonId })) as unknown as Component[];
  const document = await writeSnapshot(sql, 'lesson', lessonId, row.unitId, lessonDocumentSchema, {
    ...row,
    number: numbered[position].number,
    order: position + 1,
    hasAssessment: hasAssessmentIn(components),
    requiresTeacherFeedback: requiresTeacherFeedbackIn(components),
    pageCount: pageCountOf(components),
    components,
  });
  await markPublishedVersion(sql, 'lessons', lessonId, draftVersion);
  return document;
}
