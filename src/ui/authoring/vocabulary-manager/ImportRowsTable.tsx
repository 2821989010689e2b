import { Table } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { VocabularyImportRow } from '@domain/authoring/vocabulary-authoring.schemas';
import { AuthoringTable } from '../AuthoringTable';

/** Whether the rows are about to be saved (`will`) or were saved (`did`). */
export type RowTense = 'will' | 'did';

/** A row's message: what saving does or did with it, or why it is refused (naming the workbook's column when known). */
export function rowMessage(row: VocabularyImportRow, tense: RowTense, t: TFunction): string {
  if (row.outcome !== 'refused') return t(tense === 'will' ? `vmWill_${row.outcome}` : `vmDid_${row.outcome}`);
  const reason = row.problem ? t(`vmProblem_${row.problem}`) : '';
  return row.column ? t('vmRefusedInColumn', { column: row.column, reason }) : t('vmRefused', { reason });
}

/** Every data row of an uploaded workbook with its message: all of them are shown (api-spec §7.9). */
export function ImportRowsTable({ rows, caption, tense }: { readonly rows: readonly VocabularyImportRow[]; readonly caption: string; readonly tense: RowTense }) {
  const { t } = useTranslation();
  return (
    <AuthoringTable caption={caption} columns={['vmColRow', 'vmColName', 'vmColMessage']} empty={t('vmNoRows')} count={rows.length}>
      {rows.map((row) => (
        <Table.Tr key={row.row}>
          <Table.Th scope="row" fw={500}>
            {row.row}
          </Table.Th>
          <Table.Td>{row.name ?? t('vmNoName')}</Table.Td>
          <Table.Td c={row.outcome === 'refused' ? 'red.9' : undefined}>{rowMessage(row, tense, t)}</Table.Td>
        </Table.Tr>
      ))}
    </AuthoringTable>
  );
}
