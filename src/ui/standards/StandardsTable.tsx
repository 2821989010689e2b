import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StandardMastery } from '@domain/reports/report.responses';
import { KeyboardScrollTable } from '../common/KeyboardScrollTable';
import { masteryText, pointsText } from './mastery-format';

/** The chart's accessible twin: each standard with its text, questions, points and mastery. */
export function StandardsTable({ name, standards }: { readonly name: string; readonly standards: readonly StandardMastery[] }) {
  const { t, i18n } = useTranslation();
  const caption = t('standardsCaption', { name, count: standards.length });
  return (
    <KeyboardScrollTable minWidth={560} label={caption}>
      <Table striped withTableBorder>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('standardsColCode')}</Table.Th>
            <Table.Th scope="col">{t('standardsColDescription')}</Table.Th>
            <Table.Th scope="col">{t('standardsColQuestions')}</Table.Th>
            <Table.Th scope="col">{t('standardsColPoints')}</Table.Th>
            <Table.Th scope="col">{t('standardsColMastery')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {standards.map((s) => (
            <Table.Tr key={s.code} data-testid="standard-row">
              <Table.Th scope="row">{s.code}</Table.Th>
              <Table.Td>{s.description ?? t('standardsNoDescription')}</Table.Td>
              <Table.Td>{s.questions}</Table.Td>
              <Table.Td>{pointsText(t, s.pointsEarned, s.pointsPossible, i18n.language)}</Table.Td>
              <Table.Td>{masteryText(t, s.masteryPercent, i18n.language)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </KeyboardScrollTable>
  );
}
