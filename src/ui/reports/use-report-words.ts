import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportLevel, ReportRow, ReportTable } from '@domain/reports/report.responses';
import { isLanguage } from '@domain/shared/constants';

const TITLE_OF_LEVEL: Partial<Record<ReportLevel, string>> = { student: 'reportsStudentsOf', classroom: 'reportsClassroomsOf', benchmarkSet: 'reportsSetsOf' };

/** Names and titles in the interface language (the server sends both). */
export function useReportWords() {
  const { i18n, t } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const name = useCallback((row: ReportRow) => row.name[language], [language]);
  // Tables of students, classrooms or benchmark sets are titled by whose they are ("Students of Period 2",
  // "Classrooms of Ms. Rivera"), so two tables side by side never share a name.
  const title = useCallback(
    (table: ReportTable) => {
      const key = TITLE_OF_LEVEL[table.level];
      return key ? t(key, { name: table.title[language] }) : table.title[language];
    },
    [language, t],
  );
  return useMemo(() => ({ language, name, title }), [language, name, title]);
}
