import { useBilingual } from '../../app/use-language';
import { AudioPlayer } from '../common/AudioPlayer';
import { RichText } from '../common/RichText';
import type { ComponentRendererProps } from './component-props';
import { deeper, Heading } from './Heading';
import { ImageFigure } from './ImageFigure';
import { RoutePoints } from './RoutePoints';
import classes from './components.module.css';

/**
 * What the interactive map, interactive lesson and global connections share: a title, then per
 * paragraph its text, its images (the map) and its numbered route points.
 */
export function RouteComponent({ component, level, testId }: ComponentRendererProps & { testId: string }) {
  const text = useBilingual();
  const title = text(component.title);
  return (
    <div className={classes.component} data-testid={testId}>
      {title && <Heading level={level}>{title}</Heading>}
      <AudioPlayer audio={component.audio} label={title} />
      {[...component.paragraphs]
        .sort((a, b) => a.order - b.order)
        .map((paragraph) => {
          const subtitle = text(paragraph.title);
          return (
            <div key={paragraph.id} className={classes.routeParagraph}>
              {subtitle && <Heading level={title ? deeper(level) : level}>{subtitle}</Heading>}
              <RichText html={text(paragraph.content)} />
              <AudioPlayer audio={paragraph.audio} label={subtitle || title} compact />
              {paragraph.images.map((image) => (
                <ImageFigure key={image.id} details={image} />
              ))}
              <RoutePoints
                points={paragraph.routePoints}
                progressive={paragraph.isProgressiveMap}
                horizontal={paragraph.isHorizontalMode}
                showStepNumbers={paragraph.displayStepNumbers}
                label={subtitle || title || undefined}
              />
            </div>
          );
        })}
    </div>
  );
}
