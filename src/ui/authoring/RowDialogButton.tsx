import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface RowDialogButtonProps {
  readonly label: string;
  /** The button's name with its row's item ("Rename Unit 1: Colonies"). */
  readonly ariaLabel: string;
  readonly onOpen: () => void;
  /** A removal: shown red. */
  readonly danger?: boolean;
  /** The row's item id, where focus goes once a new row shows (`data-rename`). */
  readonly renameId?: number;
}

/** A row's action that opens a dialog for the row's item (rename, acronym, remove). */
export function RowDialogButton({ label, ariaLabel, onOpen, danger = false, renameId }: RowDialogButtonProps) {
  return (
    <Button size="xs" variant="light" {...(danger ? { color: 'red' } : {})} data-rename={renameId} aria-label={ariaLabel} onClick={onOpen}>
      {label}
    </Button>
  );
}

/** Rename, named for its row's item. */
export function RenameButton({ id, name, onOpen }: { readonly id: number; readonly name: string; readonly onOpen: () => void }) {
  const { t } = useTranslation();
  return <RowDialogButton label={t('authoringRename')} ariaLabel={t('authoringRenameNamed', { name })} renameId={id} onOpen={onOpen} />;
}

/** Remove, named for its row's item. */
export function RemoveButton({ name, onOpen }: { readonly name: string; readonly onOpen: () => void }) {
  const { t } = useTranslation();
  return <RowDialogButton label={t('authoringRemove')} ariaLabel={t('authoringRemoveNamed', { name })} danger onOpen={onOpen} />;
}
