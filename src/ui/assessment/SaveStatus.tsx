import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../app/services-context';
import { CheckIcon } from '../learning/common/icons';
import { CloudOffIcon, DotsIcon } from './icons';
import classes from './assessment.module.css';

/**
 * The quiet save status of the student's answers (role=status, announced politely): "Saved", "Saving…", or
 * offline with the promise that answers are kept and will be sent. Before the screen holds any answer
 * there is nothing to call saved, so it says how saving works instead (issue 11: "Saved" showed before any answer).
 */
export function SaveStatus({ answered }: { readonly answered: boolean }) {
  const { t } = useTranslation();
  const { saving } = useServices().assessment;
  const { status, pending } = useSyncExternalStore(saving.subscribe, saving.getSnapshot);
  const shown = status === 'saved' && !answered ? 'none' : status;
  return (
    <p role="status" className={classes.saveStatus} data-status={shown} data-pending={pending} data-testid="save-status">
      {shown === 'saved' ? <CheckIcon /> : shown === 'saving' ? <DotsIcon /> : shown === 'offline' ? <CloudOffIcon /> : null}
      <span>{t(`assessSave_${shown}`)}</span>
    </p>
  );
}
