import { lazy, Suspense, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { rootAttributesOf } from '@domain/accessibility/accessibility.rules';
import { useServices } from '../app/services-context';
import { useLazyDialog } from '../common/use-lazy-dialog';
import { registerLocaleBundle } from '../i18n/bundle-registry';
import { accessibilityStrings } from '../i18n/locales/accessibility';
import { accessibilityQueries } from './accessibility.queries';
import { applyRootAttributes, clearRootAttributes } from './root-attributes';
import { useReadAloud } from './use-read-aloud';
import classes from './AccessibilityTools.module.css';
import './accessibility-preferences.css';

registerLocaleBundle(accessibilityStrings);

/** The panel's controls load when the student first opens it. */
const AccessibilityPanel = lazy(() => import('./AccessibilityPanel'));

/**
 * A student's accessibility tools (issue 16): the header button (a plain button: Mantine's here moved
 * shared Mantine code into the student's first load), and the student's saved preferences
 * applied to the page as soon as they arrive (each sign-in, on any device) and taken off again at
 * sign-out, so the next person on a shared device starts with the page as everyone sees it.
 */
export default function AccessibilityTools() {
  const { t } = useTranslation();
  const { accessibility } = useServices();
  const panel = useLazyDialog();
  const saved = useQuery(accessibilityQueries.mine(accessibility));
  const reader = useReadAloud(accessibility);

  useEffect(() => {
    if (saved.data) applyRootAttributes(document.documentElement, rootAttributesOf(saved.data));
  }, [saved.data]);
  useEffect(() => () => clearRootAttributes(document.documentElement), []);

  return (
    <>
      <button
        type="button"
        ref={panel.trigger}
        className={classes.button}
        onClick={panel.open}
        aria-haspopup="dialog"
        aria-expanded={panel.opened}
        aria-label={t('a11yTools')}
        title={t('a11yTools')}
        data-testid="accessibility-tools"
      >
        <UniversalAccessIcon />
      </button>
      {panel.mounted && (
        <Suspense fallback={null}>
          <AccessibilityPanel
            opened={panel.opened}
            onClose={() => panel.close()}
            preferences={saved.data}
            loadFailed={saved.isError}
            onRetryLoad={() => void saved.refetch()}
            reader={reader}
          />
        </Suspense>
      )}
    </>
  );
}

function UniversalAccessIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" />
      <circle cx="12" cy="6.8" r="1.3" fill="currentColor" stroke="none" />
      <path d="M7 9.6l5 1.1 5-1.1M12 10.7v3.4l-2.6 4.4M12 14.1l2.6 4.4" />
    </svg>
  );
}
