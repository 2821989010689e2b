import { useTranslation } from 'react-i18next';
import { useBilingual } from '../../app/use-language';
import { AudioPlayer } from '../common/AudioPlayer';
import { RichText } from '../common/RichText';
import type { ComponentRendererProps } from './component-props';
import { Heading } from './Heading';
import classes from './components.module.css';

/** Rich text, with a title and narration when set. */
export function TextContentComponent({ component, level }: ComponentRendererProps) {
  const { t } = useTranslation();
  const text = useBilingual();
  const title = text(component.title);
  return (
    <div className={classes.component} data-testid="component-text-content">
      {title && <Heading level={level}>{title}</Heading>}
      <RichText html={text(component.content)} className={classes.textContent} />
      <AudioPlayer audio={component.audio} label={title || t('readingNarrationShort')} />
    </div>
  );
}
