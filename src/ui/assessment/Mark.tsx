import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../learning/common/icons';
import { CrossIcon } from './icons';
import classes from './assessment.module.css';

/** A correct or incorrect mark after submission: icon and words (never colour alone), with an optional detail. */
export function Mark({ correct, detail, id }: { correct: boolean; detail?: string | null; id?: string }) {
  const { t } = useTranslation();
  return (
    <span id={id} className={classes.mark} data-correct={correct} data-testid="answer-mark">
      {correct ? <CheckIcon /> : <CrossIcon />}
      <span>{correct ? t('assessCorrect') : t('assessIncorrect')}</span>
      {detail ? <span className={classes.markDetail}>{detail}</span> : null}
    </span>
  );
}

/** Marks a choice the student did not pick as the right one. */
export function KeyMark() {
  const { t } = useTranslation();
  return (
    <span className={classes.keyMark} data-testid="key-mark">
      <CheckIcon />
      <span>{t('assessCorrectAnswer')}</span>
    </span>
  );
}
