/** The assessment builders' paths (product-spec §2): a lesson's own assessment, mid-unit and performance lessons. */
export const ASSESSMENT_BUILDER_PATTERNS = [
  '/back-office/assessment-builder/unit/:unitId/lesson/:lessonId/assessment',
  '/back-office/mid-unit-assessment-builder/unit/:unitId/lesson/:lessonId',
  '/back-office/performance-assessment-builder/unit/:unitId/lesson/:lessonId',
] as const;

const PREVIEW = '/back-office/preview-mode';

/** Each assessment preview and the builder it mirrors (product-spec §2 preview routes). */
export const ASSESSMENT_PREVIEWS: ReadonlyArray<readonly [preview: string, builder: string]> = [
  [`${PREVIEW}/lesson/:lessonId/assessment`, '/back-office/assessment-builder/unit/:unitId/lesson/:lessonId/assessment'],
  [`${PREVIEW}/mid-unit-assessment/unit/:unitId/lesson/:lessonId`, '/back-office/mid-unit-assessment-builder/unit/:unitId/lesson/:lessonId'],
  [`${PREVIEW}/performance-assessment/unit/:unitId/lesson/:lessonId`, '/back-office/performance-assessment-builder/unit/:unitId/lesson/:lessonId'],
];

/** The builder of a lesson's assessment, by the lesson's type: mid-unit (5), performance (6), else the lesson's own. */
export function assessmentBuilderPath(unitId: number, lessonId: number, lessonTypeId: number): string {
  const tail = `unit/${unitId}/lesson/${lessonId}`;
  if (lessonTypeId === 5) return `/back-office/mid-unit-assessment-builder/${tail}`;
  if (lessonTypeId === 6) return `/back-office/performance-assessment-builder/${tail}`;
  return `/back-office/assessment-builder/${tail}/assessment`;
}

/** The draft's preview, by the lesson's type. */
export function assessmentPreviewPath(unitId: number, lessonId: number, lessonTypeId: number): string {
  if (lessonTypeId === 5) return `${PREVIEW}/mid-unit-assessment/unit/${unitId}/lesson/${lessonId}`;
  if (lessonTypeId === 6) return `${PREVIEW}/performance-assessment/unit/${unitId}/lesson/${lessonId}`;
  return `${PREVIEW}/lesson/${lessonId}/assessment`;
}
