import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportRow, ReportTable } from '@domain/reports/report.responses';
import { isLanguage } from '@domain/shared/constants';

/** Names and titles in the interface language (the server sends both). */
export function useReportWords() {
  const { i18n, t } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const name = useCallback((row: ReportRow) => row.name[language], [language]);
  // A table of students is titled by its classroom: "Students of …" keeps it apart from the classroom's units or sets beside it.
  const title = useCallback(
    (table: ReportTable) => (table.level === 'student' ? t('reportsStudentsOf', { name: table.title[language] }) : table.title[language]),
    [language, t],
  );
  return useMemo(() => ({ language, name, title }), [language, name, title]);
}
