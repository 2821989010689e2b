/*
 * The component types and the choices a component's properties offer (product-spec §3), as plain
 * values: component.schemas.ts builds its schemas on them, and a screen that only lists them (the
 * builder's catalogue, the properties panel) does not load zod for it (issue 17).
 */

/**
 * Component types of product-spec §3, plus `assessment-group`: a placeholder that links a lesson to one of
 * its assessment groups (filled by the assessments feature), which is what makes `hasAssessment` true.
 */
export const COMPONENT_TYPES = [
  'page-break',
  'group-header',
  'rubric',
  'paragraph',
  'section-title',
  'card',
  'text-content',
  'video-content',
  'interactive-map',
  'interactive-lesson',
  'only-images',
  'global-connections',
  'embedded-content',
  'assessment-group',
] as const;
export type ComponentType = (typeof COMPONENT_TYPES)[number];

/** The types the catalogue offers (product-spec §3); `assessment-group` is placed by the assessment builder (issue 15). */
export const CATALOGUE_COMPONENT_TYPES = COMPONENT_TYPES.filter((t) => t !== 'assessment-group');

export const PARAGRAPH_ALIGNMENTS = ['flex-start', 'center', 'flex-end'] as const;
export const PARAGRAPH_ORIENTATIONS = ['left-side', 'right-side'] as const;
export const IMAGE_POSITIONS = ['absolute', 'inherit'] as const;
