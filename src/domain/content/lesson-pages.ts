import type { Component } from './component.schemas';

/**
 * A lesson is read page by page: its components are split at each `page-break` (the break itself is not
 * shown). Empty pages (two breaks in a row, a break first or last) are dropped. A lesson without
 * components still has one (empty) page, so page 1 always exists.
 */
export function splitIntoPages<C extends Pick<Component, 'type'>>(components: readonly C[]): C[][] {
  const pages: C[][] = [];
  let current: C[] = [];
  for (const component of components) {
    if (component.type === 'page-break') {
      if (current.length) pages.push(current);
      current = [];
    } else {
      current.push(component);
    }
  }
  if (current.length || pages.length === 0) pages.push(current);
  return pages;
}

/** A lesson's pages as a reader sees them: its components in their order, split at page breaks. */
export function pagesInOrder<C extends Pick<Component, 'type' | 'order'>>(components: readonly C[]): C[][] {
  return splitIntoPages([...components].sort((a, b) => a.order - b.order));
}

export function pageCountOf(components: readonly Pick<Component, 'type'>[]): number {
  return splitIntoPages(components).length;
}

/** Whether a lesson carries an assessment: any assessment-group placeholder among its components. */
export function hasAssessmentIn(components: readonly Pick<Component, 'type'>[]): boolean {
  return components.some((c) => c.type === 'assessment-group');
}

/** Whether completing the lesson's assessment waits for teacher feedback. */
export function requiresTeacherFeedbackIn(components: readonly Pick<Component, 'type' | 'requiresTeacherFeedback'>[]): boolean {
  return components.some((c) => c.type === 'assessment-group' && c.requiresTeacherFeedback);
}
