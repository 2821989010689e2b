import { Button, Group, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Asks before an essay is completed (it cannot be edited after). The essay question loads it on first use. */
export function CompleteEssayModal({ opened, onStay, onComplete }: { opened: boolean; onStay: () => void; onComplete: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onStay}
      title={t('assessCompleteEssayTitle')}
      closeButtonProps={{ 'aria-label': t('close') }}
      // Completing removes the button that opened the dialog: the essay question moves focus itself.
      returnFocus={false}
    >
      <p>{t('assessCompleteEssayBody')}</p>
      <Group justify="flex-end">
        <Button variant="default" onClick={onStay} data-autofocus>
          {t('assessGoBack')}
        </Button>
        <Button onClick={onComplete}>{t('assessCompleteEssay')}</Button>
      </Group>
    </Modal>
  );
}
