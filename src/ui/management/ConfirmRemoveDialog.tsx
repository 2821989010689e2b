import { useEffect, useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ConfirmRemoveDialogProps {
  /** The record's name; null keeps the dialog closed. */
  readonly name: string | null;
  readonly onClose: () => void;
  readonly onConfirm: () => void;
  /** The removal is running. */
  readonly busy: boolean;
  /** Why the server refused the removal, in the user's language. */
  readonly error: string | null;
}

/**
 * "Remove {name}?" with Cancel and Remove. A refusal (409 "still has districts", 403 out of scope)
 * stays inside the dialog as an alert, where the user's focus is. Screens show it through
 * ConfirmRemoveModal, which loads it when first asked.
 */
export function ConfirmRemoveDialog({ name, onClose, onConfirm, busy, error }: ConfirmRemoveDialogProps) {
  const { t } = useTranslation();
  const [shownName, setShownName] = useState(name);

  useEffect(() => {
    // Keep the last name while the dialog fades out.
    if (name !== null) setShownName(name);
  }, [name]);

  return (
    <Modal
      opened={name !== null}
      onClose={onClose}
      title={t('confirmRemoveTitle', { name: shownName ?? '' })}
      // The section gives focus back: after a removal the Remove button that opened this is gone.
      returnFocus={false}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Text>{t('confirmRemoveBody')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button color="red.9" onClick={onConfirm} loading={busy}>
            {t('remove')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
