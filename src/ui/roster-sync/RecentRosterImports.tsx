import { useQuery } from '@tanstack/react-query';
import { Button, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RosterImportJob } from '@application/roster-sync/roster-sync.port';
import { useServices } from '../app/services-context';
import { placeQueries } from '../common/places.queries';
import { CentralAndLocalTime } from '../common/CentralAndLocalTime';
import { useListView } from '../management/list-view';
import { ManagementTable } from '../management/ManagementTable';
import { rosterSyncQueries } from './roster-sync.queries';

const STATUS_LABELS = { queued: 'rsStatusQueued', running: 'rsStatusRunning', done: 'rsStatusDone', failed: 'rsStatusFailed' } as const;

/** The latest imports, newest first; one opens in the job view above. */
export function RecentRosterImports({ onShow }: { readonly onShow: (jobId: number) => void }) {
  const { t } = useTranslation();
  const { rosterSync, places } = useServices();
  const recent = useQuery(rosterSyncQueries.recent(rosterSync));
  const states = useQuery(placeQueries.states(places));
  const list = useListView<RosterImportJob>(recent);
  const stateName = (id: number) => states.data?.find((s) => s.id === id)?.name ?? String(id);
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t('rsRecentTitle')}
      </Title>
      <ManagementTable
        what={t('rsRecentTitle')}
        headers={[t('rsColFile'), t('rsColState'), t('rsStatus'), t('rsRequestedAt'), t('rsColProblems'), t('rsColActions')]}
        total={list.items.length}
        status={list.status}
        error={list.error}
        onRetry={list.retry}
        emptyText={t('rsRecentNone')}
        minWidth={720}
        rows={list.items.map((job) => ({
          key: job.jobId,
          cells: [
            job.fileName,
            stateName(job.stateId),
            t(STATUS_LABELS[job.status]),
            <CentralAndLocalTime key="at" at={job.requestedAt} />,
            job.problemCount,
            <Button key="show" size="xs" variant="default" aria-label={t('rsShowImport', { file: job.fileName })} onClick={() => onShow(job.jobId)}>
              {t('rsShow')}
            </Button>,
          ],
        }))}
      />
    </Stack>
  );
}
