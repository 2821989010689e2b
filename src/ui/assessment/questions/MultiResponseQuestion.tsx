import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toggleChoice } from '@domain/assessment/answer-value';
import type { ChoiceQuestionView } from '../question-views';
import { byChoiceNumber } from '../question-views';
import { ChoiceOption } from './ChoiceOption';
import { markOf, type QuestionInputProps } from './question-input';
import classes from '../assessment.module.css';

/**
 * Every answer that applies (checkboxes). Each toggle hands over the whole selection; the answer sync
 * sends it through the question's answer queue (one save in flight, identical selections never resent).
 */
export function MultiResponseQuestion({ question, answer, readOnly, describedBy, onAnswer }: QuestionInputProps<ChoiceQuestionView>) {
  const { t } = useTranslation();
  const name = useId();
  const selected = answer && 'choiceIds' in answer ? answer.choiceIds : [];
  return (
    <fieldset className={classes.answerGroup} aria-describedby={describedBy}>
      <legend className={classes.legend}>{t('assessChooseAll')}</legend>
      <ul className={classes.choices}>
        {byChoiceNumber(question.choices).map((choice, index) => (
          <ChoiceOption
            key={choice.id}
            kind="checkbox"
            name={name}
            choice={choice}
            index={index}
            showLetter
            checked={selected.includes(choice.id)}
            readOnly={readOnly}
            revealed={question.revealed}
            mark={markOf(question, choice.id)}
            onChange={() => onAnswer({ choiceIds: toggleChoice(selected, choice.id) })}
          />
        ))}
      </ul>
    </fieldset>
  );
}
