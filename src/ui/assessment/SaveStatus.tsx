import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../app/services-context';
import { CheckIcon } from '../learning/common/icons';
import { CloudOffIcon, DotsIcon } from './icons';
import classes from './assessment.module.css';

/**
 * The quiet save status of the student's answers (role=status, announced politely): "Saved", "Saving…", or
 * offline with the promise that answers are kept and will be sent.
 */
export function SaveStatus() {
  const { t } = useTranslation();
  const { saving } = useServices().assessment;
  const { status, pending } = useSyncExternalStore(saving.subscribe, saving.getSnapshot);
  return (
    <p role="status" className={classes.saveStatus} data-status={status} data-pending={pending} data-testid="save-status">
      {status === 'saved' ? <CheckIcon /> : status === 'saving' ? <DotsIcon /> : <CloudOffIcon />}
      <span>{t(`assessSave_${status}`)}</span>
    </p>
  );
}
