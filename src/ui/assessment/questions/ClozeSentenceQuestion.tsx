import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useBilingual } from '../../app/use-language';
import { BlankContent } from '../BlankContent';
import { byChoiceNumber, type BlankQuestionView } from '../question-views';
import { BlankMark } from './BlankMark';
import { blankValuesOf, blanksAnswer } from './blank-answers';
import { markOf, type QuestionInputProps } from './question-input';
import classes from '../assessment.module.css';

/** Cloze sentence: each blank is a choice among the word bank's words, inline in the sentence. */
export function ClozeSentenceQuestion({ question, answer, readOnly, describedBy, onAnswer }: QuestionInputProps<BlankQuestionView>) {
  const { t } = useTranslation();
  const text = useBilingual();
  const baseId = useId();
  const values = blankValuesOf(answer);
  const words = byChoiceNumber(question.wordBank).map((w) => text(w.text).replace(/<[^>]*>/g, ''));

  const choose = (blankId: number, value: string) => onAnswer(blanksAnswer(question.blanks, { ...values, [blankId]: value }));

  const renderBlank = (number: number) => {
    const blank = question.blanks.find((b) => b.number === number);
    if (!blank) return null;
    const value = values[blank.id] ?? '';
    const options = value && !words.includes(value) ? [...words, value] : words;
    const markId = `${baseId}-mark-${blank.id}`;
    return (
      <span className={classes.blank} data-testid="blank">
        <select
          className={classes.blankSelect}
          aria-label={t('assessBlank', { number })}
          aria-describedby={question.revealed ? markId : undefined}
          value={value}
          disabled={readOnly}
          onChange={(e) => choose(blank.id, e.target.value)}
        >
          <option value="">{t('assessChooseWord')}</option>
          {options.map((word) => (
            <option key={word} value={word}>
              {word}
            </option>
          ))}
        </select>
        {question.revealed && <BlankMark blank={blank} mark={markOf(question, blank.id)} filled={value.trim() !== ''} id={markId} />}
      </span>
    );
  };

  return (
    <fieldset className={classes.answerGroup} aria-describedby={describedBy}>
      <legend className={classes.legend}>{t('assessClozeLegend')}</legend>
      {words.length > 0 && (
        <div className={classes.wordBank}>
          <p className={classes.wordBankTitle} id={`${baseId}-bank`}>
            {t('assessWordBank')}
          </p>
          <ul aria-labelledby={`${baseId}-bank`}>
            {words.map((word) => (
              <li key={word}>{word}</li>
            ))}
          </ul>
        </div>
      )}
      <BlankContent html={text(question.content)} renderBlank={renderBlank} className={classes.blankContent} />
    </fieldset>
  );
}
