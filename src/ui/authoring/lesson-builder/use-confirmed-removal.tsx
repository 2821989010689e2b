import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { ConfirmRemoveModal } from '../../management/ConfirmRemoveModal';
import { authoringMessageStrings } from '../authoring-messages.locale';
import { useSave, type DraftChange } from './draft-saver';

registerLocaleBundle(authoringMessageStrings);

interface Removal {
  readonly name: string;
  readonly change: DraftChange;
  readonly after?: () => void;
}

/**
 * "Remove {name}?" before a part of the lesson goes: the server's confirmation as a snackbar once it
 * is removed, or its refusal ("Failed to remove component!") inside the dialog, where focus is.
 */
export function useConfirmedRemoval() {
  const { t } = useTranslation();
  const save = useSave();
  const [removal, setRemoval] = useState<Removal | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const ask = (name: string, change: DraftChange, after?: () => void) => {
    setError(null);
    setRemoval({ name, change, after });
  };
  const confirm = async () => {
    if (!removal || busy) return;
    setBusy(true);
    const outcome = await save(removal.change);
    setBusy(false);
    if (!outcome.ok) return setError(outcome.text);
    notifications.show({ color: 'green', message: outcome.message || t('changesSaved') });
    setRemoval(null);
    removal.after?.();
  };
  const dialog = (
    <ConfirmRemoveModal name={removal?.name ?? null} onClose={() => setRemoval(null)} onConfirm={() => void confirm()} busy={busy} error={error} />
  );
  return { ask, dialog };
}
