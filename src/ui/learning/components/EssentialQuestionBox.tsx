import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { EssentialQuestion } from '@domain/content/component.schemas';
import { useBilingual } from '../../app/use-language';
import { AudioPlayer } from '../common/AudioPlayer';
import { Heading, type HeadingLevel } from './Heading';
import classes from './components.module.css';

/** The essential question of a lesson (or a paragraph), with its narration. */
export function EssentialQuestionBox({ question, level }: { question: EssentialQuestion; level: HeadingLevel }) {
  const { t } = useTranslation();
  const text = useBilingual();
  const id = useId();
  return (
    <section className={classes.essentialQuestion} aria-labelledby={id} data-testid="essential-question">
      <Heading level={level} id={id} className={classes.essentialLabel}>
        {t('essentialQuestion')}
      </Heading>
      <p className={classes.essentialText}>{text(question.question)}</p>
      <AudioPlayer audio={question.audio} label={t('essentialQuestion')} compact />
    </section>
  );
}
