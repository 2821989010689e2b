import type { UnitBelongsTo } from '@domain/authoring/authoring.schemas';

/** The back-office paths that open the lesson builder (product-spec §2); each names the lesson's type. */
export const LESSON_BUILDER_PATTERNS = [
  '/back-office/lesson-builder/unit/:unitId/lesson/:lessonId',
  '/back-office/lesson-story/unit/:unitId/lesson/:lessonId',
  '/back-office/american-highlights/unit/:unitId/lesson/:lessonId',
  '/back-office/skill-lesson-builder/unit/:unitId/lesson/:lessonId',
  '/back-office/skill-Unit-lesson-builder/unit/:unitId/lesson/:lessonId',
] as const;

/**
 * Which builder edits a lesson, by its type (product-spec §3 lesson types): stories, American
 * highlights and skill lessons have their own paths; a literacy (skill) unit's lessons use the skill
 * unit's; the assessments (5, 6, 7) open their assessment builders (issue 15); the rest the lesson builder.
 */
export function lessonBuilderPath(unit: { readonly id: number; readonly belongsTo: UnitBelongsTo }, lesson: { readonly id: number; readonly lessonTypeId: number }) {
  const tail = `unit/${unit.id}/lesson/${lesson.id}`;
  switch (lesson.lessonTypeId) {
    case 3:
      return `/back-office/lesson-story/${tail}`;
    case 5:
      return `/back-office/mid-unit-assessment-builder/${tail}`;
    case 6:
      return `/back-office/performance-assessment-builder/${tail}`;
    case 7:
      return `/back-office/benchmark-assessment-builder/${tail}`;
    case 8:
      return `/back-office/american-highlights/${tail}`;
    default:
      if (unit.belongsTo === 'literacy') return `/back-office/skill-Unit-lesson-builder/${tail}`;
      return lesson.lessonTypeId === 4 ? `/back-office/skill-lesson-builder/${tail}` : `/back-office/lesson-builder/${tail}`;
  }
}

/** The draft's preview (the students' components over the draft; product-spec §2 preview routes). */
export const lessonPreviewPath = (unitId: number, lessonId: number) => `/back-office/preview-mode/unit/${unitId}/lesson-builder/${lessonId}`;
