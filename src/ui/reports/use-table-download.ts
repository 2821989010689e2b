import { useMutation } from '@tanstack/react-query';
import { showSnackbar } from '../common/show-snackbar';
import { useTranslation } from 'react-i18next';
import { sheetName } from '@domain/reports/report-sheet';
import type { ReportTable } from '@domain/reports/report.responses';
import { useServices } from '../app/services-context';
import { saveFile } from '../common/save-file';
import { useReportWords } from './use-report-words';

/**
 * Saves the table as shown as an xlsx workbook made in the browser (no second request for numbers
 * already on screen), named after the table's title.
 */
export function useTableDownload() {
  const { t } = useTranslation();
  const { reports } = useServices();
  const words = useReportWords();
  return useMutation({
    mutationFn: async (table: ReportTable) => {
      const blob = await reports.workbookOfTable(table, words.language);
      saveFile(`${sheetName(words.title(table))}.xlsx`, blob);
    },
    onError: () => showSnackbar({ color: 'red', message: t('reportsDownloadFailed') }),
  });
}
