import type { ReactNode } from 'react';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { guardNavigation } from '@domain/routing/navigation-guard';
import { matchPattern } from '@domain/routing/route-match';
import { ROUTES } from '@domain/routing/route-table';
import { useSession } from '../../app/services-context';
import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { previewStrings } from './preview.locale';

registerLocaleBundle(previewStrings);

/**
 * Every preview's frame: a banner saying it is the draft, not what students read yet, with the way
 * back to the builder for those the builder admits (teachers, campus managers and support preview
 * without it), above the draft itself.
 */
export function PreviewFrame({ builderPath, backLabel, children }: { readonly builderPath: string | null; readonly backLabel: string; readonly children: ReactNode }) {
  const { t } = useTranslation();
  const mayBuild = useMayOpen(builderPath);
  return (
    <Stack gap="md">
      <Alert role="note" color="yellow" variant="light" title={t('previewBanner')} data-testid="preview-banner">
        <Stack gap={4}>
          <Text size="sm">{t('previewBannerHint')}</Text>
          {builderPath && mayBuild && (
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

/** Whether the route guard would let the signed-in user open `path` (product-spec §2, the same rules); none while the path is not known yet. */
function useMayOpen(path: string | null): boolean {
  const session = useSession();
  if (path === null) return false;
  const route = ROUTES.find((candidate) => matchPattern(candidate.path, path) !== null);
  if (!route) return false;
  const decision = guardNavigation(route, path, {
    token: session.token,
    roleId: session.profile?.roleId ?? null,
    roleName: session.profile?.roleName ?? null,
  });
  return decision.kind === 'proceed';
}
