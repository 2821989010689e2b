import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChoiceView } from '@domain/assessment/student-view';
import { letterLabel } from '@domain/shared/constants';
import { useBilingual } from '../../app/use-language';
import { AudioPlayer } from '../../learning/common/AudioPlayer';
import { RichText } from '../../learning/common/RichText';
import { KeyMark, Mark } from '../Mark';
import classes from '../assessment.module.css';

export interface ChoiceOptionProps {
  readonly kind: 'radio' | 'checkbox';
  readonly name: string;
  readonly choice: ChoiceView;
  /** Position from 0, for the letter (A-Z, then AA). */
  readonly index: number;
  readonly showLetter: boolean;
  readonly checked: boolean;
  readonly readOnly: boolean;
  readonly revealed: boolean;
  /** The server's mark for this choice when the student picked it. */
  readonly mark: boolean | null;
  readonly onChange: () => void;
}

/**
 * One choice of a multiple-choice, multi-response or true/false question: the input with its letter
 * and text, its narration, and after submission the mark, the right answer and the choice's response.
 */
export function ChoiceOption({ kind, name, choice, index, showLetter, checked, readOnly, revealed, mark, onChange }: ChoiceOptionProps) {
  const { t } = useTranslation();
  const text = useBilingual();
  const id = useId();
  const letter = letterLabel(index);
  const correct = revealed && checked ? (mark ?? choice.correct === true) : null;
  const showResponse = revealed && (checked || choice.correct === true) && choice.responseText !== null;
  return (
    <li className={classes.choice} data-checked={checked} data-correct={correct ?? undefined} data-testid="choice">
      <div className={classes.choiceRow}>
        <input
          id={id}
          type={kind}
          name={name}
          value={choice.id}
          checked={checked}
          disabled={readOnly}
          onChange={onChange}
          aria-describedby={revealed && (checked || choice.correct === true) ? `${id}-mark` : undefined}
        />
        <label htmlFor={id} className={classes.choiceLabel}>
          {showLetter && <span className={classes.letter}>{letter}.</span>} <RichText as="span" html={text(choice.text)} />
        </label>
      </div>
      <AudioPlayer audio={choice.choiceAudio} label={t('assessChoice', { letter })} compact />
      {revealed && (checked || choice.correct === true) && (
        <div id={`${id}-mark`} className={classes.choiceMarks}>
          {correct !== null && <Mark correct={correct} />}
          {choice.correct === true && !checked && <KeyMark />}
        </div>
      )}
      {showResponse && (
        <div className={classes.response}>
          <RichText html={text(choice.responseText)} />
          <AudioPlayer audio={choice.responseAudio} label={t('assessChoiceResponse', { letter })} compact />
        </div>
      )}
    </li>
  );
}
