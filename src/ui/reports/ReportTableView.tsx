import type { ReactNode } from 'react';
import { Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReportRow, ReportTable } from '@domain/reports/report.responses';
import { formatPercent } from '@domain/shared/number-format';
import { CentralAndLocalTime } from '../common/CentralAndLocalTime';
import { KeyboardScrollTable } from '../common/KeyboardScrollTable';
import { useReportWords } from './use-report-words';

/** Student and question rows say which round they count (the latest). */
const showsRound = (table: ReportTable) => table.level === 'student' || table.level === 'question';

/**
 * One level of a report as a table: a row per classroom, unit, lesson, student or question with the same
 * numbers (students, submitted of expected, completion, score, still unscored, last submit in Central and
 * local time), each row named in its header cell and its actions named after it ("Open Period 1").
 */
export function ReportTableView({ table, actionsFor }: { readonly table: ReportTable; readonly actionsFor: (row: ReportRow, name: string) => readonly ReactNode[] }) {
  const { t, i18n } = useTranslation();
  const words = useReportWords();
  const title = words.title(table);
  const round = showsRound(table);
  const percent = (value: number | null) => (value === null ? t('reportsNoValue') : formatPercent(value, i18n.language));
  const rows = table.rows.map((row) => ({ row, name: words.name(row), actions: actionsFor(row, words.name(row)) }));
  const withActions = rows.some((r) => r.actions.length > 0);
  const content = (
    <Table striped withTableBorder captionSide="top">
      <Table.Caption>{t('reportsCaption', { title, count: table.rows.length })}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('reportsColName')}</Table.Th>
          {round && <Table.Th scope="col">{t('reportsColRound')}</Table.Th>}
          <Table.Th scope="col">{t('reportsColStudents')}</Table.Th>
          <Table.Th scope="col">{t('reportsColSubmitted')}</Table.Th>
          <Table.Th scope="col">{t('reportsColCompletion')}</Table.Th>
          <Table.Th scope="col">{t('reportsColScore')}</Table.Th>
          <Table.Th scope="col">{t('reportsColUnscored')}</Table.Th>
          <Table.Th scope="col">{t('reportsColLastSubmit')}</Table.Th>
          {withActions && <Table.Th scope="col">{t('reportsColActions')}</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(({ row, name, actions }) => (
          <Table.Tr key={`${row.level}-${row.id}`}>
            <Table.Th scope="row">{name}</Table.Th>
            {round && <Table.Td>{row.retakeRound ?? t('reportsNoValue')}</Table.Td>}
            <Table.Td>{row.students}</Table.Td>
            <Table.Td>{t('reportsSubmittedOf', { submitted: row.submitted, expected: row.expected })}</Table.Td>
            <Table.Td>{percent(row.completionPercent)}</Table.Td>
            <Table.Td>{percent(row.scorePercent)}</Table.Td>
            <Table.Td>{row.unscored}</Table.Td>
            <Table.Td>{row.lastSubmittedAt ? <CentralAndLocalTime at={row.lastSubmittedAt} /> : <Text size="sm">{t('reportsNotSubmitted')}</Text>}</Table.Td>
            {withActions && (
              <Table.Td>
                <Group gap="xs">
                  {actions}
                </Group>
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  // Rows with buttons keep the box in keyboard reach; a text-only table needs its own stop (KeyboardScrollTable).
  return withActions ? (
    <Table.ScrollContainer minWidth={960}>{content}</Table.ScrollContainer>
  ) : (
    <KeyboardScrollTable minWidth={880} label={t('reportsCaption', { title, count: table.rows.length })}>
      {content}
    </KeyboardScrollTable>
  );
}
