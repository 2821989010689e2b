// Mantine styles this screen uses beyond the first screen's (src/main.tsx).
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { useState } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { registerLocaleBundle } from '../i18n/bundle-registry';
import { RecentRosterImports } from './RecentRosterImports';
import { RosterImportForm } from './RosterImportForm';
import { RosterImportJobView } from './RosterImportJobView';
import { rosterSyncLocale } from './roster-sync.locale';
import { EdlinkIntegrations } from './edlink/EdlinkIntegrations';

registerLocaleBundle(rosterSyncLocale);

/**
 * The super admin's district sync section (product-spec §2, §6; issue 16): a OneRoster 1.2 CSV import
 * into a state, followed while the server's background job runs, with its counts or its problem
 * report, and the recent imports. (The Edlink integrations of the same section are not built yet.)
 */
export function DistrictSyncSection() {
  const { t } = useTranslation();
  const [shown, setShown] = useState<number | null>(null);
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={2} size="h3">
          {t('rsTitle')}
        </Title>
        <Text size="sm" maw={760}>
          {t('rsIntro')}
        </Text>
        <RosterImportForm onQueued={setShown} />
      </Stack>
      {shown !== null && <RosterImportJobView key={shown} jobId={shown} />}
      <RecentRosterImports onShow={setShown} />
      <EdlinkIntegrations />
    </Stack>
  );
}
