import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EdlinkIntegration } from '@application/roster-sync/edlink.port';
import { useServices } from '../../app/services-context';
import { failureOf } from '../../app/server-state/api-result-query';
import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { CentralAndLocalTime } from '../../common/CentralAndLocalTime';
import { useFailureText } from '../../common/use-failure-text';
import { useNotifyResult } from '../../common/use-notify';
import { useListView } from '../../management/list-view';
import { ManagementTable } from '../../management/ManagementTable';
import { EdlinkConnectForm } from './EdlinkConnectForm';
import { EdlinkDistrictDetails } from './EdlinkDistrictDetails';
import { edlinkLocale } from './edlink.locale';
import { edlinkQueries, useSyncDistrict } from './edlink.queries';

registerLocaleBundle(edlinkLocale);

/**
 * The Edlink part of the district sync section (issue 16): each connected district with its
 * integration and sync status (In progress / Done, live over the hub through the bell's signal invalidation, and read again while a sync runs), Sync now,
 * the last sync's details and workbooks, and the connect form.
 */
export function EdlinkIntegrations() {
  const { t } = useTranslation();
  const { edlink } = useServices();
  const notify = useNotifyResult();
  const failureText = useFailureText();
  const integrations = useQuery(edlinkQueries.integrations(edlink));
  const list = useListView<EdlinkIntegration>(integrations);
  const [shown, setShown] = useState<number | null>(null);
  const sync = useSyncDistrict();
  const refusal = failureOf(sync.error);
  const settle = { onSuccess: (saved: { message: string }) => notify({ ok: true, data: null, message: saved.message }) };
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {t('elTitle')}
      </Title>
      <Text size="sm" maw={760}>
        {t('elIntro')}
      </Text>
      <ManagementTable
        what={t('elDistricts')}
        headers={[t('elColDistrict'), t('elColIntegration'), t('elColStatus'), t('elColLastSync'), t('elColActions')]}
        total={list.items.length}
        status={list.status}
        error={list.error}
        onRetry={list.retry}
        emptyText={t('elNone')}
        minWidth={820}
        rows={list.items.map((i) => ({
          key: i.districtId,
          cells: [
            i.districtName,
            <Stack key="integration" gap={0}>
              <Text size="sm">{i.integrationName}</Text>
              <Text size="xs">{i.connected ? i.integrationId : `${i.integrationId} · ${t('elNotConnected')}`}</Text>
            </Stack>,
            <Badge key="status" color={i.status === 'done' ? 'teal.9' : 'blue.9'} variant="filled">
              {t(i.status === 'done' ? 'elDone' : 'elInProgress')}
            </Badge>,
            i.lastSyncAt ? <CentralAndLocalTime key="at" at={i.lastSyncAt} /> : t('elNeverSynced'),
            <Group key="actions" gap="xs" wrap="nowrap">
              <Button size="xs" aria-label={t('elSyncNowOf', { district: i.districtName })} disabled={i.status === 'in_progress'} onClick={() => sync.mutate(i.districtId, settle)}>
                {t('elSyncNow')}
              </Button>
              <Button size="xs" variant="default" aria-label={t('elDetailsOf', { district: i.districtName })} onClick={() => setShown(i.districtId)}>
                {t('elDetails')}
              </Button>
            </Group>,
          ],
        }))}
      />
      {refusal && refusal.kind !== 'unauthorized' && (
        <Text size="sm" role="alert" c="red.9">
          {failureText(refusal)}
        </Text>
      )}
      {shown !== null && list.items.some((i) => i.districtId === shown) && <EdlinkDistrictDetails key={shown} districtId={shown} />}
      <EdlinkConnectForm />
    </Stack>
  );
}
