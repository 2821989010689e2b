import { useEffect, useId, useRef } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Badge, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RosterImportJob } from '@application/roster-sync/roster-sync.port';
import { ROSTER_ENTITIES, type RosterJobStatus } from '@domain/roster-sync/oneroster.schemas';
import { useServices } from '../app/services-context';
import { failureOf } from '../app/server-state/api-result-query';
import { CentralAndLocalTime } from '../common/CentralAndLocalTime';
import { useFailureText } from '../common/use-failure-text';
import { rosterSyncQueries, useRecentAfterFinish } from './roster-sync.queries';

// The darkest shades: white text on them keeps AA contrast (Mantine's default shade does not).
const STATUS: Record<RosterJobStatus, { readonly label: string; readonly color: string }> = {
  queued: { label: 'rsStatusQueued', color: 'gray.8' },
  running: { label: 'rsStatusRunning', color: 'blue.9' },
  done: { label: 'rsStatusDone', color: 'teal.9' },
  failed: { label: 'rsStatusFailed', color: 'red.9' },
};
const COUNT_COLUMNS = [
  ['created', 'rsColCreated'],
  ['updated', 'rsColUpdated'],
  ['removed', 'rsColRemoved'],
  ['unchanged', 'rsColUnchanged'],
] as const;

/** One import as the server has it now, followed until it ends; its status change is announced. */
export function RosterImportJobView({ jobId }: { readonly jobId: number }) {
  const { t, i18n } = useTranslation();
  const { rosterSync } = useServices();
  const failureText = useFailureText();
  const job = useQuery({ ...rosterSyncQueries.job(rosterSync, jobId, i18n.language), placeholderData: keepPreviousData });
  const refreshRecent = useRecentAfterFinish();
  const status = job.data?.status;
  const seen = useRef(status);
  useEffect(() => {
    if (seen.current !== status && (status === 'done' || status === 'failed')) void refreshRecent();
    seen.current = status;
  }, [status, refreshRecent]);

  const failure = failureOf(job.error);
  if (failure && failure.kind !== 'unauthorized')
    return (
      <Alert color="red" role="alert" title={t('rsLoadFailed')}>
        {failureText(failure)}
      </Alert>
    );
  if (!job.data)
    return (
      <span role="status">
        <Loader size="sm" aria-hidden />
        <span className="visually-hidden">{t('loading')}</span>
      </span>
    );
  return <JobDetails job={job.data} />;
}

function JobDetails({ job }: { readonly job: RosterImportJob }) {
  const { t } = useTranslation();
  const headingId = useId();
  const status = STATUS[job.status];
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId} data-testid="roster-import-job">
      <Title order={3} size="h4" id={headingId}>
        {t('rsJobTitle', { file: job.fileName })}
      </Title>
      <Group gap="lg">
        <Text size="sm" role="status">
          {t('rsStatus')}: <Badge color={status.color}>{t(status.label)}</Badge>
        </Text>
        <Text size="sm">
          {t('rsRequestedAt')}: <CentralAndLocalTime at={job.requestedAt} />
        </Text>
        {job.finishedAt && (
          <Text size="sm">
            {t('rsFinishedAt')}: <CentralAndLocalTime at={job.finishedAt} />
          </Text>
        )}
      </Group>
      {job.status === 'done' && <CountsTable job={job} />}
      {job.problemCount > 0 && <ProblemsTable job={job} />}
    </Stack>
  );
}

function CountsTable({ job }: { readonly job: RosterImportJob }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table captionSide="top" striped>
        <Table.Caption>{t('rsCountsCaption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('rsColRecords')}</Table.Th>
            {COUNT_COLUMNS.map(([column, label]) => (
              <Table.Th key={column} scope="col">
                {t(label)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ROSTER_ENTITIES.map((entity) => (
            <Table.Tr key={entity}>
              <Table.Th scope="row" fw={500}>
                {t(`rsEntity_${entity}`)}
              </Table.Th>
              {COUNT_COLUMNS.map(([column]) => (
                <Table.Td key={column}>{job.counts[entity][column]}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ProblemsTable({ job }: { readonly job: RosterImportJob }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      {job.problems.length < job.problemCount && <Text size="sm">{t('rsProblemsFirst', { shown: job.problems.length, count: job.problemCount })}</Text>}
      <Table.ScrollContainer minWidth={640}>
        <Table captionSide="top" striped data-testid="roster-problems">
          <Table.Caption>{t('rsProblemsCaption', { count: job.problemCount })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('rsColFile')}</Table.Th>
              <Table.Th scope="col">{t('rsColRow')}</Table.Th>
              <Table.Th scope="col">{t('rsColColumn')}</Table.Th>
              <Table.Th scope="col">{t('rsColReason')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {job.problems.map((p, index) => (
              <Table.Tr key={index}>
                <Table.Th scope="row" fw={500}>
                  {p.file}
                </Table.Th>
                <Table.Td>{p.row ?? t('rsWholeFile')}</Table.Td>
                <Table.Td>{p.column ?? ''}</Table.Td>
                <Table.Td>{p.reason}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
