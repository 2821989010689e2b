import { Suspense } from 'react';
import { PartLoader } from '../../common/PartLoader';
import type { SortableListProps } from './SortableListLoaded';
import { lazyAskedAtOnce } from '../../common/lazy-asked-at-once';

export type { SortableListProps } from './SortableListLoaded';

// Asked for as soon as a builder that lists rows loads, so the list's code (dnd-kit, 15 KB) arrives
// with the draft it lists instead of delaying the builder's first paint (issue 17).
const SortableListLoaded = lazyAskedAtOnce(() => import('./SortableListLoaded').then((m) => m.SortableListLoaded));

/**
 * A list reordered by dragging or by Move up / Move down (SortableListLoaded). Its rows are drawn only
 * once its code has arrived, never first without it: swapping the list in later would remount every
 * row, and text typed in one in that moment could be lost before it was saved.
 */
export function SortableList<T extends { id: number }>(props: SortableListProps<T>) {
  return (
    <Suspense fallback={<PartLoader />}>
      <SortableListLoaded {...(props as unknown as SortableListProps<{ id: number }>)} />
    </Suspense>
  );
}
