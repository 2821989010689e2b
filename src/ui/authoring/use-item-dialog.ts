import { useState } from 'react';
import type { useDialogOpener } from '../common/use-dialog-opener';

/** The part of `useDialogOpener` a row's dialog needs: note its opener, give focus back on close. */
export type RowDialogOpener = Pick<ReturnType<typeof useDialogOpener>, 'opening' | 'closing'>;

/**
 * Which item a row's dialog (rename, acronym, remove) is open for: `open` notes the opener and shows
 * the dialog; `close` hides it and gives focus back (to the heading when the opener is gone).
 */
export function useItemDialog<T>(dialog: RowDialogOpener) {
  const [item, setItem] = useState<T | null>(null);
  return {
    item,
    open: (next: T) => {
      dialog.opening();
      setItem(next);
    },
    close: (openerGone = false) => {
      setItem(null);
      dialog.closing({ openerGone });
    },
  };
}
