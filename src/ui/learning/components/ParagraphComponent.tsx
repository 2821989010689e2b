import { useBilingual } from '../../app/use-language';
import { AudioPlayer } from '../common/AudioPlayer';
import type { ComponentRendererProps } from './component-props';
import { Heading } from './Heading';
import { Paragraphs } from './Paragraphs';
import classes from './components.module.css';

/** Text with images left or right, a carousel, video or route points: see ParagraphBlock. */
export function ParagraphComponent({ component, level }: ComponentRendererProps) {
  const text = useBilingual();
  const title = text(component.title);
  return (
    <div className={classes.component} data-testid="component-paragraph">
      {title && <Heading level={level}>{title}</Heading>}
      <AudioPlayer audio={component.audio} label={title} />
      <div className={classes.paragraphGrid}>
        <Paragraphs paragraphs={component.paragraphs} level={level} titled={Boolean(title)} />
      </div>
    </div>
  );
}
