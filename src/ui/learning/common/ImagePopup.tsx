import { useState } from 'react';
import { Modal, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ImageAsset } from '@domain/content/bilingual.schemas';
import { DEFAULT_IMAGE_WIDTH_PX } from '@domain/shared/constants';
import { useBilingual } from '../../app/use-language';
import classes from './ImagePopup.module.css';

export interface ImagePopupProps {
  readonly image: ImageAsset;
  /** Display width in the page (px); product default 700. */
  readonly width?: number | null;
  readonly className?: string;
}

/**
 * An image that opens full screen; in the popup, activating the image toggles zoom
 * (product-spec §2 "A full-screen image popup that toggles zoom").
 */
export function ImagePopup({ image, width, className }: ImagePopupProps) {
  const { t } = useTranslation();
  const text = useBilingual();
  const [opened, setOpened] = useState(false);
  const [zoomed, setZoomed] = useState(false);
  const alt = text(image.alt) || image.name;
  const close = () => {
    setOpened(false);
    setZoomed(false);
  };
  return (
    <>
      <UnstyledButton className={`${classes.trigger} ${className ?? ''}`} onClick={() => setOpened(true)} aria-label={t('openImage', { name: alt })}>
        <img
          src={image.url}
          alt={alt}
          width={image.width ?? undefined}
          height={image.height ?? undefined}
          style={{ maxWidth: '100%', width: width ?? DEFAULT_IMAGE_WIDTH_PX, height: 'auto' }}
          loading="lazy"
          decoding="async"
        />
      </UnstyledButton>
      <Modal opened={opened} onClose={close} fullScreen title={alt} closeButtonProps={{ 'aria-label': t('close') }}>
        <div className={zoomed ? `${classes.stage} ${classes.zoomedStage}` : classes.stage}>
          <UnstyledButton
            onClick={() => setZoomed((z) => !z)}
            aria-pressed={zoomed}
            aria-label={zoomed ? t('zoomOut') : t('zoomIn')}
            className={classes.zoomButton}
            data-testid="image-zoom-toggle"
          >
            <img src={image.url} alt={alt} className={zoomed ? classes.zoomed : classes.fitted} data-zoomed={zoomed} />
          </UnstyledButton>
        </div>
      </Modal>
    </>
  );
}
