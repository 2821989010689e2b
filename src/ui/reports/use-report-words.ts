import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportRow, ReportTable } from '@domain/reports/report.responses';
import { isLanguage } from '@domain/shared/constants';

/** Names and titles in the interface language (the server sends both). */
export function useReportWords() {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const name = useCallback((row: ReportRow) => row.name[language], [language]);
  const title = useCallback((table: ReportTable) => table.title[language], [language]);
  return useMemo(() => ({ language, name, title }), [language, name, title]);
}
