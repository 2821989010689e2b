import { useState } from 'react';
import { Modal, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './ImagePopup.module.css';

export interface ImagePopupDialogProps {
  readonly url: string;
  readonly alt: string;
  readonly opened: boolean;
  readonly onClose: () => void;
}

/** The full-screen popup of an ImagePopup: activating the image toggles zoom; closing unzooms. */
export function ImagePopupDialog({ url, alt, opened, onClose }: ImagePopupDialogProps) {
  const { t } = useTranslation();
  const [zoomed, setZoomed] = useState(false);
  const close = () => {
    setZoomed(false);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} fullScreen title={alt} closeButtonProps={{ 'aria-label': t('close') }}>
      <div className={zoomed ? `${classes.stage} ${classes.zoomedStage}` : classes.stage}>
        <UnstyledButton
          onClick={() => setZoomed((z) => !z)}
          aria-pressed={zoomed}
          aria-label={zoomed ? t('zoomOut') : t('zoomIn')}
          className={classes.zoomButton}
          data-testid="image-zoom-toggle"
        >
          <img src={url} alt={alt} className={zoomed ? classes.zoomed : classes.fitted} data-zoomed={zoomed} />
        </UnstyledButton>
      </div>
    </Modal>
  );
}
