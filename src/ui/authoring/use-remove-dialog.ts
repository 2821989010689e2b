import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthoringChange } from '@application/authoring/course-authoring.use-cases';
import type { Saved } from '../app/server-state/api-result-query';
import type { useAuthoringFeedback } from './use-authoring-feedback';
import { useItemDialog, type RowDialogOpener } from './use-item-dialog';

/** What a change's mutation is told to do with its answer. */
export interface ChangeHandlers {
  readonly onSuccess: (saved: Saved<AuthoringChange>) => void;
  readonly onError: (error: unknown) => void;
}

export interface RemoveDialogOptions<T> {
  readonly dialog: RowDialogOpener;
  readonly feedback: Pick<ReturnType<typeof useAuthoringFeedback>, 'changed' | 'failed' | 'refusal'>;
  /** The alert of a refused removal ("Failed to remove unit!"). */
  readonly failedKey: string;
  /** Runs the removal of `item`, answering to `handlers`. */
  readonly remove: (item: T, handlers: ChangeHandlers) => void;
}

/**
 * Removing a row after confirming: the item the dialog asks about, and what Remove does. A removal
 * shows the server's confirmation (or the publish reminder) and closes the dialog, focus going to the
 * heading since the row is gone; a refusal shows in a snackbar and stays inside the dialog.
 */
export function useRemoveDialog<T>({ dialog, feedback, failedKey, remove }: RemoveDialogOptions<T>) {
  const { t } = useTranslation();
  const target = useItemDialog<T>(dialog);
  const [error, setError] = useState<string | null>(null);
  const close = (openerGone = false) => {
    target.close(openerGone);
    setError(null);
  };
  const confirm = () => {
    if (target.item === null) return;
    remove(target.item, {
      onSuccess: (saved) => {
        feedback.changed(saved);
        close(true);
      },
      onError: (failure) => {
        feedback.failed(failedKey, failure);
        setError(`${t(failedKey)} ${feedback.refusal(failure)}`);
      },
    });
  };
  return { removing: target.item, error, open: target.open, close, confirm };
}
