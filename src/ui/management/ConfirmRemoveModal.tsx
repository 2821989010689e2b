import { useEffect, useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '@application/ports/api-result';
import { useFailureText } from '../common/use-failure-text';

export interface ConfirmRemoveModalProps {
  /** The record's name; null keeps the dialog closed. */
  readonly name: string | null;
  readonly onClose: () => void;
  readonly onConfirm: () => Promise<ApiResult<unknown>>;
  /** Called with the successful result (the section shows its message and reloads). */
  readonly onRemoved: (result: ApiResult<unknown>) => void;
}

/**
 * "Remove {name}?" with Cancel and Remove. A refusal (409 "still has districts", 403 out of scope)
 * stays inside the dialog as an alert, where the user's focus is.
 */
export function ConfirmRemoveModal({ name, onClose, onConfirm, onRemoved }: ConfirmRemoveModalProps) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [shownName, setShownName] = useState(name);

  useEffect(() => {
    // Keep the last name while the dialog fades out; start clean each time it opens.
    if (name !== null) {
      setShownName(name);
      setError(null);
    }
  }, [name]);

  const confirm = async () => {
    setBusy(true);
    const result = await onConfirm();
    setBusy(false);
    if (result.ok) return onRemoved(result);
    if (result.kind === 'unauthorized') return onClose();
    setError(failureText(result));
  };

  return (
    <Modal
      opened={name !== null}
      onClose={onClose}
      title={t('confirmRemoveTitle', { name: shownName ?? '' })}
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
          <Button color="red" onClick={confirm} loading={busy}>
            {t('remove')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
