import { Button, getDefaultZIndex, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface DiscardChangesModalProps {
  readonly opened: boolean;
  /** Back to the form, with everything typed still there. */
  readonly onKeepEditing: () => void;
  readonly onDiscard: () => void;
}

/**
 * "Discard your changes?" over a form dialog being closed with changes. Keep editing is the first
 * focus and what Escape, the close button and a click outside mean: losing work takes a deliberate
 * choice. It sits above the form's own dialog, which stays open beneath it.
 */
export function DiscardChangesModal({ opened, onKeepEditing, onDiscard }: DiscardChangesModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onKeepEditing}
      title={t('discardTitle')}
      size="sm"
      centered
      zIndex={getDefaultZIndex('modal') + 1}
      // Escape reaches the form's dialog beneath, which takes it as Keep editing (FormModal).
      closeOnEscape={false}
      // The form decides where focus goes: back into the form, or to the opener once it has closed.
      returnFocus={false}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack>
        <Text>{t('discardBody')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onKeepEditing} data-autofocus>
            {t('keepEditing')}
          </Button>
          <Button color="red.9" onClick={onDiscard}>
            {t('discard')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
