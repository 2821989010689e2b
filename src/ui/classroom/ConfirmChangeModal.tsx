import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from './FailureAlert';

export interface ConfirmChangeModalProps {
  readonly opened: boolean;
  readonly title: string;
  /** What happens, and what stays (a student's work always does). */
  readonly body: string;
  readonly confirmLabel: string;
  readonly onClose: () => void;
  readonly onConfirm: () => void;
  readonly busy: boolean;
  /** A refusal: the spec's words as the title and the server's reason, inside the dialog where focus is. */
  readonly failure: { readonly title: string; readonly reason: string } | null;
}

/** "Remove Period 1?" / "Remove Sam from Period 1?" with what is kept, Cancel and the red action. */
export function ConfirmChangeModal({ opened, title, body, confirmLabel, onClose, onConfirm, busy, failure }: ConfirmChangeModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} returnFocus={false} closeButtonProps={{ 'aria-label': t('close') }}>
      <Stack>
        {failure && <FailureAlert title={failure.title} reason={failure.reason} />}
        <Text>{body}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button color="red.9" onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
