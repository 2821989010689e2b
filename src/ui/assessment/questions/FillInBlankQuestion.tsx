import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useBilingual } from '../../app/use-language';
import { BlankContent } from '../BlankContent';
import type { BlankQuestionView } from '../question-views';
import { useTextAnswer } from '../use-text-answer';
import { BlankMark } from './BlankMark';
import { blankValuesOf, blanksAnswer, sameBlankValues, type BlankValues } from './blank-answers';
import { markOf, type QuestionInputProps } from './question-input';
import classes from '../assessment.module.css';

/** Longest value a blank takes (the server refuses longer ones). */
const MAX_BLANK_LENGTH = 200;

/** Fill-in-blank paragraph: each blank is typed freely, inline in the paragraph; a hint may sit beside it. */
export function FillInBlankQuestion({ question, answer, readOnly, describedBy, onAnswer }: QuestionInputProps<BlankQuestionView>) {
  const { t } = useTranslation();
  const text = useBilingual();
  const baseId = useId();
  const { value: values, change, flush } = useTextAnswer<BlankValues>(
    blankValuesOf(answer),
    (next) => onAnswer(blanksAnswer(question.blanks, next)),
    sameBlankValues,
  );

  const renderBlank = (number: number) => {
    const blank = question.blanks.find((b) => b.number === number);
    if (!blank) return null;
    const value = values[blank.id] ?? '';
    const hint = text(blank.content);
    const hintId = `${baseId}-hint-${blank.id}`;
    const markId = `${baseId}-mark-${blank.id}`;
    const describedByIds = [hint ? hintId : null, question.revealed ? markId : null].filter(Boolean).join(' ') || undefined;
    return (
      <span className={classes.blank} data-testid="blank">
        <input
          type="text"
          className={classes.blankInput}
          aria-label={t('assessBlank', { number })}
          aria-describedby={describedByIds}
          value={value}
          maxLength={MAX_BLANK_LENGTH}
          readOnly={readOnly}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => change({ ...values, [blank.id]: e.target.value })}
          onBlur={flush}
        />
        {hint && (
          <span id={hintId} className={classes.hint}>
            ({hint})
          </span>
        )}
        {question.revealed && <BlankMark blank={blank} mark={markOf(question, blank.id)} filled={value.trim() !== ''} id={markId} />}
      </span>
    );
  };

  return (
    <fieldset className={classes.answerGroup} aria-describedby={describedBy}>
      <legend className={classes.legend}>{t('assessFillLegend')}</legend>
      <BlankContent html={text(question.content)} renderBlank={renderBlank} className={classes.blankContent} />
    </fieldset>
  );
}
