import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Paragraph } from '@domain/content/component.schemas';
import { COMPONENT_DEFAULTS } from '@domain/shared/constants';
import { useBilingual } from '../../app/use-language';
import { AudioPlayer } from '../common/AudioPlayer';
import { RichText } from '../common/RichText';
import { cssColor, cssLength } from './css-values';
import { EssentialQuestionBox } from './EssentialQuestionBox';
import { Heading, type HeadingLevel } from './Heading';
import { ImageCarousel } from './ImageCarousel';
import { ImageFigure } from './ImageFigure';
import { RoutePoints } from './RoutePoints';
import { VideoFrame } from './VideoFrame';
import classes from './components.module.css';

const GRID_COLUMNS = 12;

/**
 * The background at the paragraph's opacity. Only the background fades: fading the whole block would
 * lower the contrast of its text below WCAG AA.
 */
function backgroundOf(paragraph: Paragraph): string | undefined {
  const color = cssColor(paragraph.background);
  if (!color) return undefined;
  const opacity = paragraph.opacity ?? COMPONENT_DEFAULTS.opacity;
  return opacity >= 100 ? color : `color-mix(in srgb, ${color} ${Math.max(0, opacity)}%, transparent)`;
}

/**
 * One paragraph (product-spec §3 defaults: opacity 100, size 12 of 12 columns, flex-start, images on
 * the left, height auto): title, rich text, narration, images beside the text (or as a carousel), a
 * video, an essential question and route points when set.
 */
export function ParagraphBlock({ paragraph, level }: { paragraph: Paragraph; level: HeadingLevel }) {
  const { t } = useTranslation();
  const text = useBilingual();
  const title = text(paragraph.title);
  const size = Math.max(1, Math.min(paragraph.size || COMPONENT_DEFAULTS.size, GRID_COLUMNS));
  const outer: CSSProperties = { justifyContent: paragraph.alignment || COMPONENT_DEFAULTS.alignment };
  const box: CSSProperties = {
    width: `${(size / GRID_COLUMNS) * 100}%`,
    minHeight: cssLength(paragraph.height),
    background: backgroundOf(paragraph),
  };
  const orientation = paragraph.orientation || COMPONENT_DEFAULTS.orientation;
  const images = paragraph.images;
  return (
    <div className={classes.paragraphRow} style={outer}>
      <div className={classes.paragraph} style={box} data-testid="paragraph" data-orientation={orientation} data-padded={Boolean(box.background)}>
        {title && <Heading level={level}>{title}</Heading>}
        <div className={classes.paragraphBody} data-orientation={orientation}>
          {images.length > 0 && (
            <div className={classes.paragraphMedia}>
              {paragraph.isCarousal ? <ImageCarousel images={images} label={title || undefined} /> : images.map((image) => <ImageFigure key={image.id} details={image} />)}
            </div>
          )}
          <div className={classes.paragraphText}>
            <RichText html={text(paragraph.content)} />
            <AudioPlayer audio={paragraph.audio} label={title || t('readingNarrationShort')} />
            <VideoFrame url={paragraph.videoUrl} label={title ? t('video', { title }) : t('videoUntitled')} />
            {paragraph.essentialQuestion && <EssentialQuestionBox question={paragraph.essentialQuestion} level={level} />}
            {paragraph.routePoints.length > 0 && (
              <RoutePoints
                points={paragraph.routePoints}
                progressive={paragraph.isProgressiveMap}
                horizontal={paragraph.isHorizontalMode}
                showStepNumbers={paragraph.displayStepNumbers}
                label={title || undefined}
              />
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
