import { useBilingual } from '../../app/use-language';
import type { ComponentRendererProps } from './component-props';
import { Heading } from './Heading';
import { ImageCarousel } from './ImageCarousel';
import { ImageFigure } from './ImageFigure';
import classes from './components.module.css';

/** Images only: a carousel when the paragraph asks for one, else a gallery. */
export function OnlyImagesComponent({ component, level }: ComponentRendererProps) {
  const text = useBilingual();
  const title = text(component.title);
  return (
    <div className={classes.component} data-testid="component-only-images">
      {title && <Heading level={level}>{title}</Heading>}
      {[...component.paragraphs]
        .sort((a, b) => a.order - b.order)
        .map((paragraph) =>
          paragraph.isCarousal ? (
            <ImageCarousel key={paragraph.id} images={paragraph.images} label={text(paragraph.title) || title || undefined} />
          ) : (
            <div key={paragraph.id} className={classes.gallery}>
              {paragraph.images.map((image) => (
                <ImageFigure key={image.id} details={image} />
              ))}
            </div>
          ),
        )}
    </div>
  );
}
