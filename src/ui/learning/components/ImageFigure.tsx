import type { ImageDetails } from '@domain/content/component.schemas';
import { DEFAULT_IMAGE_WIDTH_PX } from '@domain/shared/constants';
import { useBilingual } from '../../app/use-language';
import { AudioPlayer } from '../common/AudioPlayer';
import { ImagePopup } from '../common/ImagePopup';
import { wholePx } from './css-values';
import classes from './components.module.css';

/**
 * An image of a lesson component (product-spec §3 image details): optional title and narration, the
 * picture (opens the full-screen popup, 700 px wide unless set), caption with its own narration, and a
 * disclaimer. Margins are whole pixels.
 */
export function ImageFigure({ details }: { details: ImageDetails }) {
  const text = useBilingual();
  const title = text(details.title);
  const caption = text(details.caption);
  const disclaimer = text(details.disclaimer);
  const alt = text(details.image.alt) || details.image.name;
  const hasCaption = Boolean(caption || disclaimer || details.captionAudio);
  return (
    <figure className={classes.figure} style={{ marginBottom: wholePx(details.marginBottom) }} data-position={details.position}>
      {title && <p className={classes.imageTitle}>{title}</p>}
      <ImagePopup image={details.image} width={details.width || DEFAULT_IMAGE_WIDTH_PX} />
      <AudioPlayer audio={details.audio} label={title || alt} compact />
      {hasCaption && (
        <figcaption className={classes.caption} style={{ marginTop: wholePx(details.captionMargin) }}>
          {caption && <span>{caption}</span>}
          <AudioPlayer audio={details.captionAudio} label={caption || alt} compact />
          {disclaimer && <small className={classes.disclaimer}>{disclaimer}</small>}
        </figcaption>
      )}
    </figure>
  );
}
