import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { VOCABULARY_COLUMNS } from '@domain/authoring/vocabulary-authoring.schemas';
import type { TestServer } from './test-server';

/*
 * Vocabulary workbooks for the upload tests (issue 15), good and hostile: real ones written with
 * exceljs, and hand-made zips (a sheet of 100,000 rows, a zip bomb) written here byte by byte so the
 * tests stay fast and the server's own zip reader is what is tested.
 */

export type Cell = ExcelJS.CellValue;

/** An xlsx whose first sheet has `header` and then `rows` (a row of nulls is an empty row). */
export async function workbookOf(rows: readonly (readonly Cell[])[], header: readonly string[] = VOCABULARY_COLUMNS): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Vocabulary');
  sheet.addRow([...header]);
  rows.forEach((cells, i) => {
    const row = sheet.getRow(i + 2);
    cells.forEach((value, j) => {
      row.getCell(j + 1).value = value;
    });
    row.commit();
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A zip of these parts, each deflated (or stored), with a correct central directory. */
export function zipOf(parts: Readonly<Record<string, Buffer>>, stored = false): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of Object.entries(parts)) {
    const packed = stored ? data : deflateRawSync(data);
    const nameBytes = Buffer.from(name, 'utf8');
    const common = Buffer.alloc(26);
    common.writeUInt16LE(20, 0); // version needed
    common.writeUInt16LE(0, 2); // flags
    common.writeUInt16LE(stored ? 0 : 8, 4);
    common.writeUInt32LE(0, 6); // time and date
    common.writeUInt32LE(crc32(data), 10);
    common.writeUInt32LE(packed.length, 14);
    common.writeUInt32LE(data.length, 18);
    common.writeUInt16LE(nameBytes.length, 22);
    common.writeUInt16LE(0, 24);
    const local = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), common, nameBytes, packed]);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    common.copy(entry, 6);
    entry.writeUInt32LE(offset, 42);
    central.push(Buffer.concat([entry, nameBytes]));
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(central.length, 8);
  end.writeUInt16LE(central.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
    '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
);
const WORKBOOK = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
    'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Vocabulary" sheetId="1" r:id="rId1"/></sheets></workbook>',
);

const RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const ROOT_RELS = Buffer.from(
  `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${RELATIONSHIPS}"><Relationship Id="rId1" ` +
    'Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
);
const WORKBOOK_RELS = Buffer.from(
  `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${RELATIONSHIPS}"><Relationship Id="rId1" ` +
    'Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
);

/** A bare xlsx's parts around one sheet's XML. */
export const sheetZip = (sheetXml: Buffer): Buffer =>
  zipOf({
    '[Content_Types].xml': CONTENT_TYPES,
    '_rels/.rels': ROOT_RELS,
    'xl/workbook.xml': WORKBOOK,
    'xl/_rels/workbook.xml.rels': WORKBOOK_RELS,
    'xl/worksheets/sheet1.xml': sheetXml,
  });

/** A sheet of `count` data rows under the header (inline strings), as a bare xlsx. */
export function manyRowsWorkbook(count: number): Buffer {
  const cell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
  const header = `<row r="1">${VOCABULARY_COLUMNS.map((c, i) => cell(`${String.fromCharCode(65 + i)}1`, c)).join('')}</row>`;
  const rows = Array.from({ length: count }, (_, i) => `<row r="${i + 2}">${cell(`A${i + 2}`, `term ${i}`)}${cell(`C${i + 2}`, 'meaning')}</row>`);
  return sheetZip(Buffer.from(`<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${header}${rows.join('')}</sheetData></worksheet>`));
}

/** A zip whose sheet inflates to `bytes` of zeros (a few KB packed). */
export const zipBomb = (bytes: number): Buffer => sheetZip(Buffer.alloc(bytes));

/** A real 1×1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** `POST vocabulary/upload/{unitId}?language` with one file part, as the browser's FormData sends it. */
export async function uploadWorkbook(server: TestServer, token: string | null, url: string, bytes: Buffer, fileName = 'glossary.xlsx') {
  const boundary = '----vocabulary-upload-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const raw = await server.app.inject({
    method: 'POST',
    url,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  return { status: raw.statusCode, body: raw.json(), raw };
}

/** A downloaded workbook's first sheet as rows of cell values (the header first). */
export async function sheetRows(bytes: Buffer): Promise<{ names: string[]; rows: Cell[][]; frozen: boolean; bold: boolean }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  const sheet = workbook.worksheets[0];
  const rows: Cell[][] = [];
  sheet.eachRow((row) => rows.push(VOCABULARY_COLUMNS.map((_, i) => row.getCell(i + 1).value)));
  return {
    names: workbook.worksheets.map((s) => s.name),
    rows,
    frozen: sheet.views[0]?.state === 'frozen',
    bold: sheet.getRow(1).getCell(1).font?.bold === true,
  };
}
