import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moveFocusSelectors } from './MoveButtons';
import type { useAuthoringFeedback } from './use-authoring-feedback';
import type { ChangeHandlers } from './use-remove-dialog';

/** An item of an ordered list (a unit of the course, a lesson of a unit). */
export interface Placed {
  readonly id: number;
  /** 1-based position in the list. */
  readonly order: number;
}

export interface ReorderOptions<T extends Placed> {
  /** The rows' kind, for their Move buttons' keys (`unit-3`). */
  readonly kind: 'unit' | 'lesson';
  readonly feedback: Pick<ReturnType<typeof useAuthoringFeedback>, 'changed' | 'failed'>;
  /** The alert of a refused move ("Failed to reorder unit!"). */
  readonly failedKey: string;
  /** `useFocusWhenShown` over the list on screen. */
  readonly focusWhenShown: (ready: (list: readonly T[] | undefined) => boolean, ...selectors: readonly string[]) => void;
  /** The item's name as the announcement says it. */
  readonly nameOf: (item: T) => string;
  /** Runs the move of `item` to `toOrder`, answering to `handlers`. */
  readonly move: (item: T, toOrder: number, handlers: ChangeHandlers) => void;
}

/**
 * Reordering by keyboard: a move shows the server's answer, tells screen readers where the item now
 * stands (`announcement`, for a live region), and keeps focus on the moved row's Move button.
 */
export function useReorder<T extends Placed>({ kind, feedback, failedKey, focusWhenShown, nameOf, move }: ReorderOptions<T>) {
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState('');
  const moveTo = (item: T, toOrder: number, count: number) =>
    move(item, toOrder, {
      onSuccess: (saved) => {
        feedback.changed(saved);
        setAnnouncement(t('authoringMoved', { name: nameOf(item), order: toOrder, count }));
        focusWhenShown((list) => list?.find((x) => x.id === item.id)?.order === toOrder, ...moveFocusSelectors(`${kind}-${item.id}`, toOrder < item.order ? 'up' : 'down'));
      },
      onError: (error) => feedback.failed(failedKey, error),
    });
  return { announcement, move: moveTo };
}
