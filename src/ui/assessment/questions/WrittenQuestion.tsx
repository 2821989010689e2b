import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useTextAnswer } from '../use-text-answer';
import { type QuestionInputProps } from './question-input';
import classes from '../assessment.module.css';

/** Longest written answer (the server's limit). */
const MAX_WRITTEN_LENGTH = 10_000;

/** A written answer: one text area, handed over after a pause in typing and when it loses focus. */
export function WrittenQuestion({ answer, readOnly, describedBy, onAnswer }: QuestionInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const initial = answer && 'text' in answer && !('topicId' in answer) ? answer.text : '';
  const { value, change, flush } = useTextAnswer(initial, (text: string) => onAnswer({ text }));
  return (
    <fieldset className={classes.answerGroup} aria-describedby={describedBy}>
      <legend className={classes.legend}>{t('assessWrittenLegend')}</legend>
      <label htmlFor={id} className={classes.fieldLabel}>
        {t('assessYourAnswer')}
      </label>
      <textarea
        id={id}
        className={classes.textarea}
        rows={6}
        value={value}
        maxLength={MAX_WRITTEN_LENGTH}
        readOnly={readOnly}
        onChange={(e) => change(e.target.value)}
        onBlur={flush}
      />
    </fieldset>
  );
}
