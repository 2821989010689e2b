import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChoiceQuestionView } from '../question-views';
import { byChoiceNumber } from '../question-views';
import { ChoiceOption } from './ChoiceOption';
import { markOf, type QuestionInputProps } from './question-input';
import classes from '../assessment.module.css';

/**
 * One answer among the choices (a radio group): lettered choices for a multiple choice, or true and
 * false side by side for a boolean question, which saves the same way.
 */
export function MultipleChoiceQuestion({
  question,
  answer,
  readOnly,
  describedBy,
  onAnswer,
  trueOrFalse = false,
}: QuestionInputProps<ChoiceQuestionView> & { readonly trueOrFalse?: boolean }) {
  const { t } = useTranslation();
  const name = useId();
  const selected = answer && 'choiceId' in answer ? answer.choiceId : null;
  return (
    <fieldset className={classes.answerGroup} aria-describedby={describedBy}>
      <legend className={classes.legend}>{trueOrFalse ? t('assessTrueOrFalse') : t('assessChooseOne')}</legend>
      <ul className={trueOrFalse ? `${classes.choices} ${classes.booleanChoices}` : classes.choices}>
        {byChoiceNumber(question.choices).map((choice, index) => (
          <ChoiceOption
            key={choice.id}
            kind="radio"
            name={name}
            choice={choice}
            index={index}
            showLetter={!trueOrFalse}
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
