import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../app/use-language';
import { Mark } from '../Mark';
import type { BlankView } from '../question-views';
import { acceptedAnswers } from './blank-answers';
import classes from '../assessment.module.css';

/** After submission: the blank's mark, and the accepted answers when it was not right. */
export function BlankMark({ blank, mark, filled, id }: { blank: BlankView; mark: boolean | null; filled: boolean; id: string }) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const accepted = acceptedAnswers(blank, language);
  return (
    <span id={id} className={classes.blankMark}>
      {filled && mark !== null ? <Mark correct={mark} /> : <span className={classes.muted}>{t('assessNotAnswered')}</span>}
      {accepted && mark !== true && <span className={classes.keyNote}>{t('assessAccepted', { answers: accepted })}</span>}
    </span>
  );
}
