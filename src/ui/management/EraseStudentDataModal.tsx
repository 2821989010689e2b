import { useEffect, useState } from 'react';
import { Alert, Button, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface EraseStudentDataModalProps {
  /** The student to erase; null keeps the dialog closed. */
  readonly student: { readonly name: string; readonly userName: string } | null;
  readonly onClose: () => void;
  readonly onConfirm: () => void;
  /** The erasure is running. */
  readonly busy: boolean;
  /** Why the server refused, in the user's language. */
  readonly error: string | null;
}

/**
 * "Erase the data of {student}?": says what goes and that the access record stays, and asks for the
 * student's username typed out before Erase is allowed (erasure cannot be undone).
 */
export function EraseStudentDataModal({ student, onClose, onConfirm, busy, error }: EraseStudentDataModalProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(student);
  const [typed, setTyped] = useState('');
  const userName = student?.userName ?? null;
  useEffect(() => {
    // Each opening starts empty; the last student stays while the dialog fades out.
    if (student !== null) setShown(student);
    setTyped('');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new student, not a new object for the same one
  }, [userName]);

  const confirmed = shown !== null && typed.trim() === shown.userName;
  return (
    <Modal opened={student !== null} onClose={onClose} returnFocus={false} title={t('eraseTitle', { name: shown?.name ?? '' })} closeButtonProps={{ 'aria-label': t('close') }}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (confirmed && !busy) onConfirm();
        }}
      >
        <Stack>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Text>{t('eraseWhat', { name: shown?.name ?? '' })}</Text>
          <List size="sm">
            <List.Item>{t('eraseWork')}</List.Item>
            <List.Item>{t('eraseAccount')}</List.Item>
            <List.Item>{t('eraseSignIn')}</List.Item>
          </List>
          <Text>{t('eraseKeeps')}</Text>
          <Text fw={600}>{t('eraseFinal')}</Text>
          <TextInput
            label={t('eraseConfirmLabel', { userName: shown?.userName ?? '' })}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            spellCheck={false}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" color="red.9" disabled={!confirmed} loading={busy}>
              {t('eraseData')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
