import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StandardsMasteryPanel } from '../standards/StandardsMasteryPanel';

/** A classroom's standards mastery as a dialog of the reporting screen (a table past 2, product-spec §9); loaded on first open. */
export function ClassroomStandardsDialog({
  classroomId,
  classroomName,
  unitId,
  opened,
  onClose,
}: {
  readonly classroomId: number;
  readonly classroomName: string;
  readonly unitId: number | undefined;
  readonly opened: boolean;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('reportsStandardsOf', { name: classroomName })} size="80rem" closeButtonProps={{ 'aria-label': t('reportsCloseModal') }}>
      <StandardsMasteryPanel classroomId={classroomId} unitId={unitId} />
    </Modal>
  );
}
