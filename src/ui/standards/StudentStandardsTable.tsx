import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StandardsReport } from '@domain/reports/report.responses';
import { useBilingual } from '../app/use-language';
import { KeyboardScrollTable } from '../common/KeyboardScrollTable';
import { masteryText } from './mastery-format';

/** Students by standard: one row per student, one mastery cell per standard of the report. */
export function StudentStandardsTable({ name, report }: { readonly name: string; readonly report: StandardsReport }) {
  const { t, i18n } = useTranslation();
  const text = useBilingual();
  const codes = report.standards.map((s) => s.code);
  const caption = t('standardsStudentsCaption', { name, count: report.students.length });
  return (
    <KeyboardScrollTable minWidth={200 + 110 * codes.length} label={caption}>
      <Table striped withTableBorder>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('standardsColStudent')}</Table.Th>
            {codes.map((code) => (
              <Table.Th key={code} scope="col">
                {code}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.students.map((student) => (
            <Table.Tr key={student.id} data-testid="student-standards-row">
              <Table.Th scope="row">{text(student.name)}</Table.Th>
              {codes.map((code) => {
                const mastery = student.standards.find((s) => s.code === code);
                return <Table.Td key={code}>{masteryText(t, mastery?.masteryPercent ?? null, i18n.language)}</Table.Td>;
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </KeyboardScrollTable>
  );
}
