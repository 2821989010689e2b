import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DiscardChangesModal } from './DiscardChangesModal';

export interface FormModalProps {
  readonly opened: boolean;
  readonly title: string;
  readonly onClose: () => void;
  readonly onSubmit: () => void;
  /** The form holds changes that closing would throw away (`useHasChanges`). */
  readonly changed: boolean;
  /** "Some fields are still empty…" or the server's message; announced as an alert. */
  readonly summary: string | null;
  readonly busy: boolean;
  readonly size?: string;
  readonly children: ReactNode;
}

/**
 * An add/edit dialog: titled modal (Mantine traps focus), error summary, Cancel and Save. Closing it
 * with changes — Escape, the close button, a click outside or Cancel — asks first; untouched, it
 * closes at once. Focus after closing is the opener's business (`useDialogOpener`): this dialog
 * mounts already open, so Mantine never sees what had focus before it.
 */
export function FormModal({ opened, title, onClose, onSubmit, changed, summary, busy, size = 'md', children }: FormModalProps) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  // Where the user was in the form when they tried to close it; Keep editing goes back there.
  const editingAt = useRef<HTMLElement | null>(null);

  const keepEditing = () => {
    setAsking(false);
    editingAt.current?.focus();
  };
  const requestClose = () => {
    // Escape again while asking means Keep editing. The form's dialog answers it, not the question's:
    // Mantine's Escape listeners read the latest state, so the question would also take the very
    // Escape that opened it and close again at once.
    if (asking) return keepEditing();
    if (!changed) return onClose();
    editingAt.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setAsking(true);
  };
  const discard = () => {
    setAsking(false);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };

  return (
    <>
      <Modal opened={opened} onClose={requestClose} title={title} size={size} returnFocus={false} closeButtonProps={{ 'aria-label': t('close') }}>
        <form onSubmit={submit} noValidate aria-label={title}>
          <Stack>
            {summary && (
              <Alert color="red" role="alert">
                {summary}
              </Alert>
            )}
            {children}
            <Group justify="flex-end">
              <Button variant="default" onClick={requestClose}>
                {t('cancel')}
              </Button>
              <Button type="submit" loading={busy}>
                {t('save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <DiscardChangesModal opened={opened && asking} onKeepEditing={keepEditing} onDiscard={discard} />
    </>
  );
}
