import { Fragment, type ReactNode } from 'react';
import { Alert, Button, Center, Loader, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ListStatus } from './list-view';

export interface ManagementRow {
  readonly key: string | number;
  /** The first cell is the row header (the record's name). */
  readonly cells: readonly ReactNode[];
  /** Shown in a full-width row under it when present (a classroom's students, opened from the row). */
  readonly detail?: ReactNode;
}

export interface ManagementTableProps {
  /** What the table lists, e.g. "Districts"; also the caption's subject. */
  readonly what: string;
  readonly headers: readonly string[];
  readonly rows: readonly ManagementRow[];
  readonly total: number;
  readonly status: ListStatus;
  readonly error: string | null;
  readonly onRetry: () => void;
  /** Shown when the list itself is empty, as opposed to a search that matches nothing. */
  readonly emptyText: string;
  readonly minWidth?: number;
}

/**
 * A captioned list table with its loading, failed and empty states. The caption says what is
 * listed and how many rows the search leaves, and is announced when it changes.
 */
export function ManagementTable({ what, headers, rows, total, status, error, onRetry, emptyText, minWidth = 600 }: ManagementTableProps) {
  const { t } = useTranslation();
  if (status === 'failed')
    return (
      <Alert color="red" role="alert" title={t('loadFailedTitle')}>
        <Text size="sm" mb="sm">
          {error}
        </Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          {t('retry')}
        </Button>
      </Alert>
    );
  if (status === 'loading' && total === 0)
    return (
      <Center py="xl">
        <span role="status"><Loader aria-hidden /><span className="visually-hidden">{t('loading')}</span></span>
      </Center>
    );
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover captionSide="top" aria-busy={status === 'loading'}>
        <Table.Caption aria-live="polite">{t('listCount', { what, shown: rows.length, total })}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {headers.map((header) => (
              <Table.Th key={header} scope="col">
                {header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={headers.length}>
                <Text size="sm">{total === 0 ? emptyText : t('noMatches')}</Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((row) => (
              <Fragment key={row.key}>
                <Table.Tr>
                  {row.cells.map((cell, index) =>
                    index === 0 ? (
                      <Table.Th key={index} scope="row" fw={500}>
                        {cell}
                      </Table.Th>
                    ) : (
                      <Table.Td key={index}>{cell}</Table.Td>
                    ),
                  )}
                </Table.Tr>
                {row.detail && (
                  <Table.Tr>
                    <Table.Td colSpan={headers.length}>{row.detail}</Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
