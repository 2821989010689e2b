import type { ReactNode } from 'react';

/**
 * The frame of the unit-scoped reading screens. Placeholder until the unit layout (sub-navigation bar
 * and hamburger unit menu, src/ui/learning/unit/UnitLayout.tsx) lands; then this wraps it.
 */
export function UnitFrame({ unitId, children }: { unitId: number; children: ReactNode }) {
  return <div data-unit-id={unitId}>{children}</div>;
}
