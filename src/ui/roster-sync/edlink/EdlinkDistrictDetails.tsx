import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ROSTER_ENTITIES } from '@domain/roster-sync/oneroster.schemas';
import { useServices } from '../../app/services-context';
import { failureOf } from '../../app/server-state/api-result-query';
import { CentralAndLocalTime } from '../../common/CentralAndLocalTime';
import { useFailureText } from '../../common/use-failure-text';
import { edlinkQueries, useEdlinkDownload } from './edlink.queries';

const RUN_LABELS = { queued: 'elRunRunning', running: 'elRunRunning', done: 'elRunDone', failed: 'elRunFailed' } as const;

/** A district's last sync: its status, what it changed (or why it failed), waiting events, the two workbooks. */
export function EdlinkDistrictDetails({ districtId }: { readonly districtId: number }) {
  const { t, i18n } = useTranslation();
  const { edlink } = useServices();
  const failureText = useFailureText();
  const details = useQuery(edlinkQueries.lastSync(edlink, districtId, i18n.language));
  const pending = useEdlinkDownload('pending');
  const report = useEdlinkDownload('report');
  const failure = failureOf(details.error) ?? failureOf(pending.error) ?? failureOf(report.error);
  if (details.isPending)
    return (
      <Text size="sm" role="status">
        {t('loading')}
      </Text>
    );
  if (!details.data)
    return failure?.kind === 'unauthorized' ? null : (
      <Alert color="red" role="alert" title={t('elLoadFailed')}>
        {failure ? failureText(failure) : ''}
      </Alert>
    );
  const { integration, lastRun, pendingEvents } = details.data;
  return (
    <Stack gap="xs" data-testid="edlink-district-details">
      <Title order={3} size="h4">
        {t('elDetailsTitle', { district: integration.districtName })}
      </Title>
      {lastRun ? (
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {t(RUN_LABELS[lastRun.status])}
          </Text>
          {lastRun.finishedAt && <CentralAndLocalTime at={lastRun.finishedAt} />}
        </Group>
      ) : (
        <Text size="sm">{t('elNoRun')}</Text>
      )}
      <Text size="sm">{t('elPending', { count: pendingEvents })}</Text>
      {lastRun?.counts && (
        <Table captionSide="top" maw={640}>
          <Table.Caption>{t('elCountsCaption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {['rsColRecords', 'rsColCreated', 'rsColUpdated', 'rsColRemoved', 'rsColUnchanged'].map((key) => (
                <Table.Th key={key} scope="col">
                  {t(key)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ROSTER_ENTITIES.map((entity) => {
              const c = lastRun.counts![entity];
              return (
                <Table.Tr key={entity}>
                  <Table.Th scope="row">{t(`rsEntity_${entity}`)}</Table.Th>
                  <Table.Td>{c.created}</Table.Td>
                  <Table.Td>{c.updated}</Table.Td>
                  <Table.Td>{c.removed}</Table.Td>
                  <Table.Td>{c.unchanged}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      {lastRun && lastRun.problems.length > 0 && (
        <Stack gap={4} role="group" aria-label={t('elProblemsCaption')}>
          {lastRun.problems.map((p, i) => (
            <Text key={i} size="sm">
              {p.row === null ? p.reason : `${p.file} ${p.row}${p.column ? ` (${p.column})` : ''}: ${p.reason}`}
            </Text>
          ))}
        </Stack>
      )}
      <Group gap="sm">
        <Button size="xs" variant="default" loading={pending.isPending} onClick={() => pending.mutate(districtId)}>
          {t('elDownloadPending')}
        </Button>
        <Button size="xs" variant="default" loading={report.isPending} onClick={() => report.mutate(districtId)}>
          {t('elDownloadReport')}
        </Button>
      </Group>
      {(pending.isError || report.isError) && failure && failure.kind !== 'unauthorized' && (
        <Text size="sm" role="alert" c="red.9">
          {failureText(failure)}
        </Text>
      )}
    </Stack>
  );
}
