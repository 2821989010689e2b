import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { reportTableSheet } from '@domain/reports/report-sheet';
import type { ReportTable } from '@domain/reports/report.responses';
import { createExcelJsReportWorkbookExporter, XLSX_MEDIA_TYPE } from '@infrastructure/spreadsheet/exceljs-report-workbook.adapter';
import { classroomRow, reportTable } from './report-fixtures';

async function readBack(blob: Blob) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await blob.arrayBuffer());
  return workbook;
}

describe('the browser workbook of a report table', () => {
  const table: ReportTable = reportTable('classroom', 'Ms. Rivera', [
    classroomRow(1, 'Period 1', { completionPercent: 87.5, scorePercent: 62.5, lastSubmittedAt: '2026-11-24T20:05:00.000Z' }),
    classroomRow(2, 'Period 2', { completionPercent: null, scorePercent: null, lastSubmittedAt: null }),
  ]);

  it('writes the sheet spec: bold frozen header, widths, number formats and the values', async () => {
    const blob = await createExcelJsReportWorkbookExporter().workbookOf(reportTableSheet(table, 'en'));
    expect(blob.type).toBe(XLSX_MEDIA_TYPE);
    const sheet = (await readBack(blob)).worksheets[0]!;
    const spec = reportTableSheet(table, 'en');
    expect(sheet.name).toBe('Ms. Rivera');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(1).values).toEqual([undefined, ...spec.columns.map((c) => c.header)]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    spec.columns.forEach((column, index) => expect(sheet.getColumn(index + 1).width).toBe(column.width));

    const completion = spec.columns.findIndex((c) => c.header === 'Completion') + 1;
    const score = spec.columns.findIndex((c) => c.header === 'Score') + 1;
    const students = spec.columns.findIndex((c) => c.header === 'Students') + 1;
    const lastSubmit = spec.columns.findIndex((c) => c.kind === 'datetime') + 1;
    expect(sheet.getCell(2, 1).value).toBe('Period 1');
    expect(sheet.getCell(2, completion).value).toBe(0.875);
    expect(sheet.getCell(2, completion).numFmt).toBe('0.0%');
    expect(sheet.getCell(2, score).value).toBe(0.625);
    expect(sheet.getCell(2, students).value).toBe(20);
    expect(sheet.getCell(2, lastSubmit).value).toBe('2026-11-24 14:05 CT');
    expect(sheet.getCell(3, completion).value).toBeNull();
    expect(sheet.rowCount).toBe(3);
  });

  it('writes the Spanish headers and names when the reader reads Spanish', async () => {
    const sheet = (await readBack(await createExcelJsReportWorkbookExporter().workbookOf(reportTableSheet(table, 'es')))).worksheets[0]!;
    expect(sheet.getCell(1, 1).value).toBe('Nombre');
    expect(sheet.getCell(2, 1).value).toBe('Period 1');
  });
});
