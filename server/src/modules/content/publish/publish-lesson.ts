import type { Sql } from '../../../db/database';
import { lessonDocumentSchema, type LessonDocument } from '@domain/content/lesson.schemas';
import { hasAssessmentIn, pageCountOf, requiresTeacherFeedbackIn } from '@domain/content/lesson-pages';
import { numberLessons } from '@domain/content/lesson-visibility';
import type { Component } from '@domain/content/component.schemas';
import { appError } from '../../../http/app-error';
import { assembleComponents } from './assemble-components';
import { readLessonRow, readLessonsOfUnit } from './lesson-source.repository';
import { markPublishedVersion, readDraftVersion } from './publish-version.repository';
import { sanitizeRichValues } from './rich-values';
import { writeSnapshot } from './snapshot.repository';
import { publishLessonAssessment } from '../../authoring/assessment/lesson-assessment-publish';

/** A lesson's document without what each snapshot stamps on it (its version and time). */
export type LessonContent = Omit<LessonDocument, 'version' | 'publishedAt'>;

/**
 * The lesson's draft assembled as students would read it, rich text sanitized; null when the lesson
 * or its unit is removed or unknown. A publish stores exactly this, and the lesson builder's preview
 * shows it (GET lesson/{id}/backup), so the two never differ.
 */
export async function lessonDocumentOf(sql: Sql, lessonId: number): Promise<LessonContent | null> {
  const row = await readLessonRow(sql, lessonId);
  if (!row) return null;
  const siblings = await readLessonsOfUnit(sql, row.unitId);
  const numbered = numberLessons(siblings);
  const position = numbered.findIndex((l) => l.id === lessonId);
  const components = (await assembleComponents(sql, { lessonId })) as unknown as Component[];
  return sanitizeRichValues({
    ...row,
    number: numbered[position].number,
    order: position + 1,
    hasAssessment: hasAssessmentIn(components),
    requiresTeacherFeedback: requiresTeacherFeedbackIn(components),
    pageCount: pageCountOf(components),
    components,
  }) as unknown as LessonContent;
}

/** Publishes a lesson: its draft rows become the snapshot students read (lesson/{id}). */
export async function publishLesson(sql: Sql, lessonId: number): Promise<LessonDocument> {
  const draftVersion = await readDraftVersion(sql, 'lessons', lessonId);
  const content = await lessonDocumentOf(sql, lessonId);
  if (!content) throw appError('LESSON.NOT_FOUND');
  const document = await writeSnapshot(sql, 'lesson', lessonId, content.unitId, lessonDocumentSchema, { ...content });
  // The lesson's own assessment is part of its draft and goes out with it (issue 15).
  await publishLessonAssessment(sql, lessonId);
  await markPublishedVersion(sql, 'lessons', lessonId, draftVersion);
  return document;
}
