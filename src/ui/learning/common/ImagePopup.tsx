import { lazy, Suspense } from 'react';
import { UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ImageAsset } from '@domain/content/bilingual.schemas';
import { DEFAULT_IMAGE_WIDTH_PX } from '@domain/shared/constants';
import { useBilingual } from '../../app/use-language';
import { useLazyDialog } from '../../common/use-lazy-dialog';
import { imageLoading, useLeadImages } from './lead-images';
import classes from './ImagePopup.module.css';

// The popup (Mantine's modal, focus trap and scroll area) loads on the first open, not with every page that shows an image.
const ImagePopupDialog = lazy(() => import('./ImagePopupDialog').then((m) => ({ default: m.ImagePopupDialog })));

export interface ImagePopupProps {
  readonly image: ImageAsset;
  /** Display width in the page (px); product default 700. */
  readonly width?: number | null;
  readonly className?: string;
  /** One of the first pictures of its page (a portrait, an event's image): loads at once; inside LeadImagesContext by default. */
  readonly lead?: boolean;
}

/**
 * An image that opens full screen; in the popup, activating the image toggles zoom
 * (product-spec §2 "A full-screen image popup that toggles zoom").
 */
export function ImagePopup({ image, width, className, lead }: ImagePopupProps) {
  const inLead = useLeadImages();
  const { t } = useTranslation();
  const text = useBilingual();
  const popup = useLazyDialog();
  const alt = text(image.alt) || image.name;
  return (
    <>
      <UnstyledButton
        ref={popup.trigger}
        className={`${classes.trigger} ${className ?? ''}`}
        onClick={popup.open}
        aria-label={t('openImage', { name: alt })}
      >
        <img
          src={image.url}
          alt={alt}
          width={image.width ?? undefined}
          height={image.height ?? undefined}
          style={{ maxWidth: '100%', width: width ?? DEFAULT_IMAGE_WIDTH_PX, height: 'auto' }}
          {...imageLoading(lead ?? inLead)}
          decoding="async"
        />
      </UnstyledButton>
      {popup.mounted && (
        <Suspense fallback={null}>
          <ImagePopupDialog url={image.url} alt={alt} opened={popup.opened} onClose={() => popup.close()} />
        </Suspense>
      )}
    </>
  );
}
