/**
 * Lesson types a creator picks for a lesson of a unit (product-spec §3; 7 is made only with a benchmark
 * unit). Plain, so the unit builder lists them without loading the request schemas (zod).
 */
export const AUTHORABLE_LESSON_TYPES = [1, 2, 3, 4, 5, 6, 8] as const;
