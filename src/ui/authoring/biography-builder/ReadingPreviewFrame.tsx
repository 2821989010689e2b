import type { ReactNode } from 'react';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { management } from '../../i18n/locales/management';
import { useMayOpen } from '../preview/LessonPreviewPage';
import { previewStrings } from '../preview/preview.locale';
import { readingBuilderStrings } from './reading-builder.locale';

registerLocaleBundle(management, previewStrings, readingBuilderStrings);

/**
 * The biography and timeline previews' frame: the lesson preview's banner ("Preview — draft, not
 * published") with the way back to the builder for those the builder admits, above the draft.
 */
export function ReadingPreviewFrame({ builderPath, backLabel, children }: { readonly builderPath: string; readonly backLabel: string; readonly children: ReactNode }) {
  const { t } = useTranslation();
  const mayBuild = useMayOpen(builderPath);
  return (
    <Stack gap="md">
      <Alert role="note" color="yellow" variant="light" title={t('previewBanner')} data-testid="preview-banner">
        <Stack gap={4}>
          <Text size="sm">{t('previewBannerHint')}</Text>
          {mayBuild && (
            <Anchor component={Link} to={builderPath} size="sm">
              {backLabel}
            </Anchor>
          )}
        </Stack>
      </Alert>
      {children}
    </Stack>
  );
}
