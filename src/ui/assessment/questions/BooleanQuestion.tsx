import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChoiceQuestionView } from '../question-views';
import { byChoiceNumber } from '../question-views';
import { ChoiceOption } from './ChoiceOption';
import { markOf, type QuestionInputProps } from './question-input';
import classes from '../assessment.module.css';

/** True or false: two choices side by side, saved like a multiple choice. */
export function BooleanQuestion({ question, answer, readOnly, describedBy, onAnswer }: QuestionInputProps<ChoiceQuestionView>) {
  const { t } = useTranslation();
  const name = useId();
  const selected = answer && 'choiceId' in answer ? answer.choiceId : null;
  return (
    <fieldset className={classes.answerGroup} aria-describedby={describedBy}>
      <legend className={classes.legend}>{t('assessTrueOrFalse')}</legend>
      <ul className={`${classes.choices} ${classes.booleanChoices}`}>
        {byChoiceNumber(question.choices).map((choice, index) => (
          <ChoiceOption
            key={choice.id}
            kind="radio"
            name={name}
            choice={choice}
            index={index}
            showLetter={false}
            checked={selected === choice.id}
            readOnly={readOnly}
            revealed={question.revealed}
            mark={markOf(question, choice.id)}
            onChange={() => onAnswer({ choiceId: choice.id })}
          />
        ))}
      </ul>
    </fieldset>
  );
}
