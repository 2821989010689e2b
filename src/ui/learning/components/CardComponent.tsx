import { useId } from 'react';
import { useBilingual } from '../../app/use-language';
import { AudioPlayer } from '../common/AudioPlayer';
import { RichText } from '../common/RichText';
import type { ComponentRendererProps } from './component-props';
import { cssColor, textAlignOf } from './css-values';
import { Heading } from './Heading';
import { Paragraphs } from './Paragraphs';
import classes from './components.module.css';

/** A card: title, text aligned as set, narration. */
export function CardComponent({ component, level }: ComponentRendererProps) {
  const text = useBilingual();
  const id = useId();
  const title = text(component.title);
  return (
    <section
      className={classes.card}
      aria-labelledby={title ? id : undefined}
      style={{ textAlign: textAlignOf(component.alignment), background: cssColor(component.background), color: cssColor(component.color) }}
      data-testid="component-card"
    >
      {title && (
        <Heading level={level} id={id}>
          {title}
        </Heading>
      )}
      <RichText html={text(component.content)} />
      <AudioPlayer audio={component.audio} label={title} compact />
      <Paragraphs paragraphs={component.paragraphs} level={level} titled={Boolean(title)} />
    </section>
  );
}
