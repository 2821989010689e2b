import { Alert } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/** Phones and tablets held upright: touch screens up to tablet width in portrait. */
export const PORTRAIT_TOUCH_QUERY = '(orientation: portrait) and (pointer: coarse) and (max-width: 1024px)';
/** Narrower than this the layouts cannot work (WCAG reflow is satisfied down to 320 CSS px). */
export const UNSUPPORTED_WIDTH_QUERY = '(max-width: 319px)';

const FIRST_RENDER = { getInitialValueInEffect: false } as const;

/** The shell's orientation prompt and screen-size message (product-spec §2). */
export function ViewportNotices() {
  const { t } = useTranslation();
  // Read in the first render, not after it: a notice added a frame later pushed every page down on
  // phones (Lighthouse CLS 0.043 on each first screen, issue 17). The client renders only in the browser.
  const portrait = useMediaQuery(PORTRAIT_TOUCH_QUERY, undefined, FIRST_RENDER);
  const tooSmall = useMediaQuery(UNSUPPORTED_WIDTH_QUERY, undefined, FIRST_RENDER);
  return (
    <>
      {portrait && (
        <Alert role="status" color="yellow" radius={0} data-testid="orientation-prompt">
          {t('orientationPrompt')}
        </Alert>
      )}
      {tooSmall && (
        <Alert role="alert" color="red" radius={0}>
          {t('screenTooSmall')}
        </Alert>
      )}
    </>
  );
}
