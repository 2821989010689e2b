import ExcelJS from 'exceljs';
import type { TestServer } from './test-server';

/*
 * Helpers of the standards tests (issue 15): the demo lessons' ids by title and a downloaded
 * workbook read back whole (its sheets, header row, rows, frozen header).
 */

/** The id of the live demo lesson with that title in the unit with that title. */
export async function lessonId(server: TestServer, unit: string, lesson: string): Promise<number> {
  const rows = await server.db.query<{ id: number }>(
    `SELECT l.id FROM lessons l JOIN bilingual_values lt ON lt.id = l.title_id
       JOIN units u ON u.id = l.unit_id JOIN bilingual_values ut ON ut.id = u.name_id
      WHERE lt.en = $1 AND ut.en = $2 AND l.deleted_at IS NULL`,
    [lesson, unit],
  );
  if (rows.length !== 1) throw new Error(`lesson ${unit} / ${lesson}: ${rows.length} found`);
  return rows[0].id;
}

/** A workbook's first sheet as text rows (header first), its sheet names, and whether the header is frozen. */
export async function readWorkbook(bytes: Buffer): Promise<{ names: string[]; rows: string[][]; frozen: boolean }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  const sheet = workbook.worksheets[0];
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push(Array.from({ length: 5 }, (_, i) => String(row.getCell(i + 1).value ?? ''))));
  return { names: workbook.worksheets.map((s) => s.name), rows, frozen: sheet.views[0]?.state === 'frozen' };
}

/** A GET whose answer is bytes on success (a workbook) and an envelope on a refusal. */
export async function download(server: TestServer, token: string | null, url: string) {
  const raw = await server.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: raw.statusCode, bytes: raw.rawPayload, raw };
}
