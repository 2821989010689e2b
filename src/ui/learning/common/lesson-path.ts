/**
 * Where a lesson opens (product-spec §2 table), from the `target` the API gives every lesson list item:
 * opener (1) → the unit's opener, lesson (2), story (3) → bill-story, assessment (4), mid-unit (5),
 * performance-assessment (6), benchmark-assessment (7), american-highlights (8).
 */
export function lessonPath(unitId: number, lesson: { readonly id: number; readonly target: string }, openerId: number | null): string {
  switch (lesson.target) {
    case 'opener':
      return openerId ? `/unit/${unitId}/opener/${openerId}` : `/unit/${unitId}/overview`;
    case 'story':
      return `/unit/${unitId}/bill-story/${lesson.id}`;
    case 'assessment':
    case 'mid-unit':
    case 'performance-assessment':
    case 'benchmark-assessment':
    case 'american-highlights':
      return `/unit/${unitId}/${lesson.target}/${lesson.id}`;
    default:
      return `/unit/${unitId}/lesson/${lesson.id}`;
  }
}

/** Skill lessons listed in the literacy skills menu open the literacy screen. */
export function literacyLessonPath(unitId: number, lessonId: number): string {
  return `/unit/${unitId}/literacy/${lessonId}`;
}

/** A route parameter as an id; NaN for anything else, which the API answers with 404 (→ home). */
export function idParam(value: string | undefined): number {
  return value && /^\d+$/.test(value) ? Number(value) : Number.NaN;
}
