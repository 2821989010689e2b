import { Button, Group, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Leaving an essay with unsaved changes asks first (the submission machine's confirmingLeave). */
export function LeaveEssayModal({ opened, onSave, onDiscard, onStay }: { opened: boolean; onSave: () => void; onDiscard: () => void; onStay: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onStay} title={t('assessLeaveTitle')} closeButtonProps={{ 'aria-label': t('close') }} returnFocus={false}>
      <p>{t('assessLeaveBody')}</p>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onStay} data-autofocus>
          {t('assessStay')}
        </Button>
        <Button variant="outline" onClick={onDiscard}>
          {t('assessDiscardAndLeave')}
        </Button>
        <Button onClick={onSave}>{t('assessSaveAndLeave')}</Button>
      </Group>
    </Modal>
  );
}
