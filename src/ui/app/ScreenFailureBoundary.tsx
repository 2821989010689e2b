import { Component, type ReactNode } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './ScreenFailureBoundary.module.css';

export interface ScreenFailureBoundaryProps {
  readonly children: ReactNode;
  /** Reloads the page (the browser's own reload; tests pass a spy). */
  readonly reload?: () => void;
}

/**
 * Catches a screen that cannot be shown: a chunk that did not arrive (the connection dropped, or a new
 * release replaced the files this tab was built against) or an error while rendering. Without it React
 * unmounts the whole app and leaves a blank page. A failed chunk stays failed for this page's life
 * (React.lazy keeps the rejection), so the way on is a reload; the header stays, and with it the way home.
 */
export class ScreenFailureBoundary extends Component<ScreenFailureBoundaryProps, { readonly failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <ScreenFailed reload={this.props.reload ?? (() => window.location.reload())} />;
  }
}

/** Plain elements and the shell's Text: this view is part of every first load, so it adds no components. */
function ScreenFailed({ reload }: { readonly reload: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={classes.failure} role="alert">
      <h1 className={classes.title}>{t('screenFailedTitle')}</h1>
      <Text>{t('screenFailedBody')}</Text>
      <button type="button" className={classes.reload} onClick={reload}>
        {t('screenFailedReload')}
      </button>
    </div>
  );
}
