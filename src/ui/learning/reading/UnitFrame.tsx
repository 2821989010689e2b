import type { ReactNode } from 'react';
import { UnitLayout } from '../unit/UnitLayout';

/**
 * The frame of the unit-scoped reading screens: the unit layout (unit name, sub-navigation bar,
 * hamburger unit menu, previous/next unit). The page inside owns the one <h1>.
 */
export function UnitFrame({ unitId, children }: { unitId: number; children: ReactNode }) {
  return <UnitLayout unitId={unitId}>{children}</UnitLayout>;
}
