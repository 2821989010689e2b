import type { Saved } from '../app/server-state/api-result-query';
import { useDialogOpener } from '../common/use-dialog-opener';
import { useAuthoringFeedback, useFocusWhenShown } from './use-authoring-feedback';
import { useRemoveDialog, type ChangeHandlers } from './use-remove-dialog';
import { useReorder, type Placed } from './use-reorder';

/** The §8.3 alerts of a refused create, move and removal, per kind of row. */
const FAILED = {
  unit: { create: 'authoringFailedToCreateUnit', reorder: 'authoringFailedToReorderUnit', remove: 'authoringFailedToRemoveUnit' },
  lesson: { create: 'authoringFailedToCreateLesson', reorder: 'authoringFailedToReorderLesson', remove: 'authoringFailedToRemoveLesson' },
} as const;

export interface BuilderListOptions<T extends Placed> {
  /** The list on screen (undefined while it loads). */
  readonly data: readonly T[] | undefined;
  readonly kind: 'unit' | 'lesson';
  /** The item's name as a move's announcement says it. */
  readonly nameOf: (item: T) => string;
  /** Runs the move of `item` to `toOrder`, answering to `handlers`. */
  readonly move: (item: T, toOrder: number, handlers: ChangeHandlers) => void;
  /** Runs the removal of `item`, answering to `handlers`. */
  readonly remove: (item: T, handlers: ChangeHandlers) => void;
}

/**
 * What a builder does around its list of units or lessons: the outcome of each change (`feedback`),
 * focus given back when a dialog closes (`dialog`, whose `headingRef` goes on the page's heading),
 * reordering by keyboard (`reorder`), removing after confirming (`removing`), and what a create
 * answers to (`created`: the server's confirmation, then focus on the new row's Rename).
 */
export function useBuilderList<T extends Placed>({ data, kind, nameOf, move, remove }: BuilderListOptions<T>) {
  const feedback = useAuthoringFeedback();
  const dialog = useDialogOpener();
  const focusWhenShown = useFocusWhenShown(data);
  const reorder = useReorder<T>({ kind, feedback, failedKey: FAILED[kind].reorder, focusWhenShown, nameOf, move });
  const removing = useRemoveDialog<T>({ dialog, feedback, failedKey: FAILED[kind].remove, remove });
  const created = {
    onSuccess: (saved: Saved<{ readonly id: number }>) => {
      feedback.saved(saved.message);
      focusWhenShown((list) => !!list?.some((x) => x.id === saved.data.id), `[data-rename="${saved.data.id}"]`);
    },
    onError: (error: unknown) => feedback.failed(FAILED[kind].create, error),
  };
  return { feedback, dialog, reorder, removing, created };
}
