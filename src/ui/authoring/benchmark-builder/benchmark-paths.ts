/** The benchmark assessment builder's and its preview's paths (product-spec §2). */
export const BENCHMARK_BUILDER_PATTERN = '/back-office/benchmark-assessment-builder/unit/:unitId/lesson/:lessonId';
export const BENCHMARK_PREVIEW_PATTERN = '/back-office/preview-mode/benchmark-assessment/unit/:unitId/lesson/:lessonId';

export const benchmarkBuilderPath = (unitId: number, lessonId: number) => `/back-office/benchmark-assessment-builder/unit/${unitId}/lesson/${lessonId}`;

/** The preview of one set (`?setId=`); without it, the active set, or the first in the list. */
export const benchmarkPreviewPath = (unitId: number, lessonId: number, setId?: number) =>
  `/back-office/preview-mode/benchmark-assessment/unit/${unitId}/lesson/${lessonId}${setId === undefined ? '' : `?setId=${setId}`}`;
