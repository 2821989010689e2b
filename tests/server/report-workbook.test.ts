import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { studentsSheetLayout } from '@domain/reports/report-sheet';
import { workbookStream } from '../../server/src/modules/reports/report-workbook';

const rows = [
  ['Ana Ruiz', 'Riverbend High', 3, 4, 0.75, 0.5, '2026-11-24 14:05 CT'],
  ['Ben Cruz', null, 0, 4, 0, null, null],
];

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  await pipeline(stream, new Writable({ write: (chunk: Buffer, _e, done) => (chunks.push(chunk), done()) }));
  return Buffer.concat(chunks);
}

describe('the streamed workbook', () => {
  it('gives every data cell its column format and the header row its bold', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await bytesOf(workbookStream([{ layout: studentsSheetLayout('en'), rows }]))) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).getCell(5).value).toBe('Completion');
    expect(sheet.getRow(1).getCell(5).font?.bold).toBe(true);
    expect(sheet.getRow(1).getCell(5).numFmt).toBe('0.0%');
    for (const r of [2, 3]) {
      expect(sheet.getRow(r).getCell(3).numFmt ?? 'General').toBe('General');
      expect(sheet.getRow(r).getCell(5).numFmt).toBe('0.0%');
      expect(sheet.getRow(r).getCell(1).font?.bold).toBeFalsy();
    }
    expect(sheet.getRow(2).getCell(5).value).toBe(0.75);
    expect(sheet.getRow(3).getCell(6).value).toBeNull();
  });

  it('breaks the download when the work it waits for fails, and completes once it succeeds', async () => {
    await expect(bytesOf(workbookStream([{ layout: studentsSheetLayout('en'), rows }], Promise.reject(new Error('not recorded'))))).rejects.toThrow('not recorded');
    let release!: () => void;
    const recorded = new Promise<void>((resolve) => (release = resolve));
    let done = false;
    const finished = bytesOf(workbookStream([{ layout: studentsSheetLayout('en'), rows }], recorded)).then((b) => ((done = true), b));
    await new Promise((resolve) => setImmediate(resolve));
    expect(done).toBe(false);
    release();
    expect((await finished).length).toBeGreaterThan(0);
  });
});
