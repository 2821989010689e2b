import type { FormEvent, ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface FormModalProps {
  readonly opened: boolean;
  readonly title: string;
  readonly onClose: () => void;
  readonly onSubmit: () => void;
  /** "Some fields are still empty…" or the server's message; announced as an alert. */
  readonly summary: string | null;
  readonly busy: boolean;
  readonly size?: string;
  readonly children: ReactNode;
}

/** An add/edit dialog: titled modal (Mantine traps and returns focus), error summary, Cancel and Save. */
export function FormModal({ opened, title, onClose, onSubmit, summary, busy, size = 'md', children }: FormModalProps) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack>
          {summary && (
            <Alert color="red" role="alert">
              {summary}
            </Alert>
          )}
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
