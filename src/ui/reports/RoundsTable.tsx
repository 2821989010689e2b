import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReportRound } from '@domain/reports/report.responses';
import { formatPercent, formatPoints } from '@domain/shared/number-format';
import { CentralAndLocalTime } from '../common/CentralAndLocalTime';
import { KeyboardScrollTable } from '../common/KeyboardScrollTable';

/** Every round of a retaken assessment, oldest first: the latest counts, the earlier ones stay visible (issue 13). */
export function RoundsTable({ title, rounds }: { readonly title: string; readonly rounds: readonly ReportRound[] }) {
  const { t, i18n } = useTranslation();
  const caption = t('reportsRoundsCaption', { title, count: rounds.length });
  return (
    <KeyboardScrollTable minWidth={560} label={caption}>
      <Table withTableBorder captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('reportsColRound')}</Table.Th>
            <Table.Th scope="col">{t('reportsColRoundState')}</Table.Th>
            <Table.Th scope="col">{t('reportsColSubmittedAt')}</Table.Th>
            <Table.Th scope="col">{t('reportsColPoints')}</Table.Th>
            <Table.Th scope="col">{t('reportsColScore')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rounds.map((round) => (
            <Table.Tr key={round.assessmentId}>
              <Table.Th scope="row">{t('reportsRoundNumber', { round: round.retakeRound })}</Table.Th>
              <Table.Td>{round.isCurrent ? t('reportsRoundCurrent') : t('reportsRoundEarlier')}</Table.Td>
              <Table.Td>{round.submittedAt ? <CentralAndLocalTime at={round.submittedAt} /> : t('reportsNotSubmitted')}</Table.Td>
              <Table.Td>{t('reportsPoints', { earned: formatPoints(round.pointsEarned, i18n.language), possible: formatPoints(round.pointsPossible, i18n.language) })}</Table.Td>
              <Table.Td>{round.scorePercent === null ? t('reportsNoValue') : formatPercent(round.scorePercent, i18n.language)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </KeyboardScrollTable>
  );
}
