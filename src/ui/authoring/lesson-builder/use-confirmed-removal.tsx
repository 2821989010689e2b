import { useState } from 'react';
import { showSnackbar } from '../../common/show-snackbar';
import { useTranslation } from 'react-i18next';
import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { ConfirmRemoveModal } from '../../management/ConfirmRemoveModal';
import { authoringMessageStrings } from '../authoring-messages.locale';
import { useSave, type DraftChange, type SaveOutcome } from './draft-saver';

registerLocaleBundle(authoringMessageStrings);

interface Removal<C> {
  readonly name: string;
  readonly change: C;
  readonly after?: () => void;
}

/** "Remove {name}?" before a part of the lesson goes, through the lesson builder's line of changes. */
export const useConfirmedRemoval = () => useRemovalDialog<DraftChange>(useSave());

/**
 * "Remove {name}?" before a part of a draft goes (`save` runs the change): the server's confirmation
 * as a snackbar once it is removed, or its refusal ("Failed to remove component!") inside the dialog,
 * where focus is.
 */
export function useRemovalDialog<C>(save: (change: C) => Promise<SaveOutcome<unknown>>) {
  const { t } = useTranslation();
  const [removal, setRemoval] = useState<Removal<C> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const ask = (name: string, change: C, after?: () => void) => {
    setError(null);
    setRemoval({ name, change, after });
  };
  const confirm = async () => {
    if (!removal || busy) return;
    setBusy(true);
    const outcome = await save(removal.change);
    setBusy(false);
    if (!outcome.ok) return setError(outcome.text);
    showSnackbar({ color: 'green', message: outcome.message || t('changesSaved') });
    setRemoval(null);
    removal.after?.();
  };
  const dialog = (
    <ConfirmRemoveModal name={removal?.name ?? null} onClose={() => setRemoval(null)} onConfirm={() => void confirm()} busy={busy} error={error} />
  );
  return { ask, dialog };
}
