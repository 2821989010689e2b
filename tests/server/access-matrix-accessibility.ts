import type { MatrixRow } from './access-matrix';
import { at } from './access-matrix-lesson-content';

/*
 * A student's accessibility tools (issue 16; docs/decisions.md "Student accessibility tools"): only
 * students call them, and always on their own preferences (no id in the call), so the scope is 'none'.
 */

/** Role id of product-spec §6 (the matrix's own R would be a circular import here). */
const STUDENTS = [6] as const;
const preferences = { textSize: 'large', highContrast: true, readingSpacing: false, readAloudLanguage: 'es' };

export function accessibilityRows(): Record<string, MatrixRow> {
  return {
    'GET /api/User/accessibility-preferences': { access: STUDENTS, scope: 'none', sample: () => at('/api/User/accessibility-preferences') },
    'PUT /api/User/accessibility-preferences': { access: STUDENTS, scope: 'none', sample: () => at('/api/User/accessibility-preferences', preferences) },
  };
}
