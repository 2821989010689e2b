import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageDetails } from '@domain/content/component.schemas';
import { ChevronIcon } from '../common/icons';
import { ImageFigure } from './ImageFigure';
import classes from './components.module.css';

/** Keys inside these keep their own meaning (seeking audio, typing). */
const OWN_ARROW_KEYS = 'audio, video, input, textarea, select';

/**
 * Images one at a time (a paragraph's `isCarousal`), after the WAI-ARIA carousel pattern: a labelled
 * region, Previous/Next image buttons, the position announced politely, and the arrow keys (Home/End
 * too) anywhere in the carousel. It wraps around.
 */
export function ImageCarousel({ images, label }: { images: readonly ImageDetails[]; label?: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const count = images.length;
  if (count === 0) return null;
  const current = images[Math.min(index, count - 1)];
  const position = t('imageOf', { index: index + 1, count });
  const go = (delta: number) => setIndex((i) => (i + delta + count) % count);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest(OWN_ARROW_KEYS)) return;
    const moves: Record<string, () => void> = {
      ArrowRight: () => go(1),
      ArrowLeft: () => go(-1),
      Home: () => setIndex(0),
      End: () => setIndex(count - 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };
  return (
    <section className={classes.carousel} aria-roledescription="carousel" aria-label={label || t('imageGallery')} onKeyDown={onKeyDown}>
      <div className={classes.carouselControls}>
        <button type="button" className={classes.roundButton} onClick={() => go(-1)} aria-label={t('previousImage')}>
          <ChevronIcon direction="left" />
        </button>
        <p className={classes.carouselPosition} aria-live="polite" aria-atomic="true">
          {position}
        </p>
        <button type="button" className={classes.roundButton} onClick={() => go(1)} aria-label={t('nextImage')}>
          <ChevronIcon direction="right" />
        </button>
      </div>
      <div role="group" aria-roledescription="slide" aria-label={position} key={current.id} data-testid="carousel-slide">
        <ImageFigure details={current} />
      </div>
    </section>
  );
}
