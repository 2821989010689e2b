import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useBilingual } from '../../app/use-language';
import { AudioPlayer } from '../common/AudioPlayer';
import { RichText } from '../common/RichText';
import type { ComponentRendererProps } from './component-props';
import { Heading } from './Heading';
import classes from './components.module.css';

/** A scoring rubric: marked as such, with its criteria as rich text. */
export function RubricComponent({ component, level }: ComponentRendererProps) {
  const { t } = useTranslation();
  const text = useBilingual();
  const id = useId();
  const title = text(component.title) || t('rubric');
  return (
    <section className={classes.rubric} aria-labelledby={id} data-testid="component-rubric">
      <p className={classes.rubricTag}>{t('rubric')}</p>
      <Heading level={level} id={id}>
        {title}
      </Heading>
      <RichText html={text(component.content)} />
      <AudioPlayer audio={component.audio} label={title} compact />
    </section>
  );
}
