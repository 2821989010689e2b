import { useTranslation } from 'react-i18next';
import { useBilingual } from '../../app/use-language';
import type { ComponentRendererProps } from './component-props';
import { EmbedFrame } from './EmbedFrame';
import { Heading } from './Heading';
import classes from './components.module.css';

/** Another page or activity in a titled, sandboxed frame. */
export function EmbeddedContentComponent({ component, level }: ComponentRendererProps) {
  const { t } = useTranslation();
  const text = useBilingual();
  const title = text(component.title);
  return (
    <div className={classes.component} data-testid="component-embedded-content">
      {title && <Heading level={level}>{title}</Heading>}
      <EmbedFrame url={component.embedUrl} title={title ? t('embedded', { title }) : t('embeddedUntitled')} height={component.height} />
    </div>
  );
}
