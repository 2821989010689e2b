import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Loader, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SupportAuditEntry } from '@application/support/support.use-cases';
import { SUPPORT_ACTION_NAMES, type SupportAction } from '@domain/support/support-actions';
import { useServices } from '../app/services-context';
import { failureOf } from '../app/server-state/api-result-query';
import { CentralAndLocalTime } from '../common/CentralAndLocalTime';
import { useFailureText } from '../common/use-failure-text';
import { supportQueries } from './support.queries';

const isAction = (value: string): value is SupportAction => (SUPPORT_ACTION_NAMES as readonly string[]).includes(value);

/** The ids a change named, as "id 12, unitId 3". */
const objectsOf = (entry: SupportAuditEntry) =>
  Object.entries(entry.objectIds)
    .map(([key, value]) => `${key} ${Array.isArray(value) ? value.join(', ') : value}`)
    .join('; ');

/** Every change the support user made while acting, newest first: when, who, for whom, what, on which ids. */
export function SupportAuditTable() {
  const { t } = useTranslation();
  const { support } = useServices();
  const failureText = useFailureText();
  const [page, setPage] = useState(1);
  const query = useQuery(supportQueries.audit(support, page));
  const failure = failureOf(query.error);
  const what = (entry: SupportAuditEntry) =>
    isAction(entry.action) && entry.action !== 'otherChange' ? t(`supportAction_${entry.action}`) : t('supportAction_otherChange', { route: entry.route });

  return (
    <Stack component="section" aria-labelledby="support-audit-title" gap="sm">
      <Title order={2} id="support-audit-title">
        {t('supportAuditTitle')}
      </Title>
      {query.isPending && <Loader size="sm" aria-label={t('supportAuditLoading')} />}
      {query.isError && failure?.kind !== 'unauthorized' && (
        <Alert color="red" role="alert">
          <Text size="sm">{failure ? failureText(failure) : t('somethingWentWrongAlert')}</Text>
          <Button variant="light" size="xs" mt="xs" onClick={() => void query.refetch()}>
            {t('supportTryAgain')}
          </Button>
        </Alert>
      )}
      {query.data && query.data.total === 0 && <Text>{t('supportAuditEmpty')}</Text>}
      {query.data && query.data.total > 0 && (
        <>
          <Table striped withTableBorder aria-busy={query.isFetching}>
            <Table.Caption>{t('supportAuditCaption', { count: query.data.total })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('supportAuditWhen')}</Table.Th>
                <Table.Th scope="col">{t('supportAuditWhat')}</Table.Th>
                <Table.Th scope="col">{t('supportAuditWho')}</Table.Th>
                <Table.Th scope="col">{t('supportAuditForWhom')}</Table.Th>
                <Table.Th scope="col">{t('supportAuditObjects')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.items.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Th scope="row" fw="normal">
                    <CentralAndLocalTime at={entry.actedAt} />
                  </Table.Th>
                  <Table.Td>{what(entry)}</Table.Td>
                  <Table.Td>{entry.supportUserName}</Table.Td>
                  <Table.Td>{entry.teacherName}</Table.Td>
                  <Table.Td>{objectsOf(entry)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {query.data.total > query.data.pageSize && (
            <nav aria-label={t('supportAuditPages')}>
              <Pagination
                total={Math.ceil(query.data.total / query.data.pageSize)}
                value={page}
                onChange={setPage}
                getControlProps={(control) => ({ 'aria-label': t(`supportAuditPage_${control}`) })}
              />
            </nav>
          )}
        </>
      )}
    </Stack>
  );
}
