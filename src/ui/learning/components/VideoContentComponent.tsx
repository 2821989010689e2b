import { useTranslation } from 'react-i18next';
import { useBilingual } from '../../app/use-language';
import type { ComponentRendererProps } from './component-props';
import { Heading } from './Heading';
import { VideoFrame } from './VideoFrame';
import classes from './components.module.css';

/** A titled video: the course's own in a native player, an external one in a titled frame. */
export function VideoContentComponent({ component, level }: ComponentRendererProps) {
  const { t } = useTranslation();
  const text = useBilingual();
  const title = text(component.title);
  return (
    <div className={classes.component} data-testid="component-video-content">
      {title && <Heading level={level}>{title}</Heading>}
      <VideoFrame url={component.videoUrl} label={title ? t('video', { title }) : t('videoUntitled')} />
    </div>
  );
}
