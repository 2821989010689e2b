import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { AuthoredUnitDetails } from '@domain/authoring/authoring.responses';
import type {
  AuthoredVocabulary,
  SavedVocabularyImport,
  VocabularyImport,
  VocabularyImportPreview,
} from '@domain/authoring/vocabulary-authoring.schemas';
import { builderCalls, builderWorld, expectRefused } from './support/authoring-calls';
import { assertCleanResponse } from './support/checked-calls';
import { useTestServer } from './support/test-context';
import type { ApiResponse } from './support/test-server';
import { manyRowsWorkbook, PNG, sheetZip, uploadWorkbook, workbookOf, zipBomb, zipOf, type Cell } from './support/vocabulary-workbooks';

/*
 * The vocabulary workbook upload (issue 15; api-spec §7.9): a workbook is checked whole (type by
 * content, packed and unpacked size, columns, rows, formulas) and refused with a clear error, or read
 * row by row with each row's outcome; nothing changes until `save-vocabulary`, which applies the good
 * rows to the glossary as it is then, in one transaction, and uses the upload up.
 */

const server = useTestServer({ world: async (s) => ({ ...(await builderWorld(s, 'a')), superAdmin: await s.login('superadmin') }) });
const { w, call, colonial } = builderCalls(server);

const glossary = async (language: 0 | 1 = 1) => (await call<AuthoredVocabulary>('GET', `/api/vocabulary/${colonial()}/backup?language=${language}`)).body.data;
const unitVersion = async () => (await call<AuthoredUnitDetails>('GET', `/api/${colonial()}/unit-details`)).body.data.version;

async function upload(bytes: Buffer, options: { language?: 0 | 1; unitId?: number; fileName?: string; token?: string | null } = {}) {
  const url = `/api/vocabulary/upload/${options.unitId ?? colonial()}?language=${options.language ?? 1}`;
  const res = await uploadWorkbook(server, options.token === undefined ? w().creator : options.token, url, bytes, options.fileName);
  assertCleanResponse(res, 'POST vocabulary/upload');
  return res as ApiResponse<VocabularyImport>;
}
const save = (importId: number, unitId = colonial(), lang = 1) =>
  call<SavedVocabularyImport>('PUT', `/api/vocabulary/${unitId}/${lang}/save-vocabulary`, { body: { importId } });

const COLONIST = 'A person who lives in a colony.';

/** One row per outcome, an empty row, and every kind of refusal. */
const mixedRows = (): Cell[][] => [
  ['colony', null, 'A place settled and ruled by a distant country.', null, 'noun', 'colonies', null], // 2: update
  ['  COLONIST ', null, COLONIST, null, 'noun', null, null], // 3: name differs in case: update
  ['mercantilism', 'MER-kuhn-tee-liz-uhm', 'Colonies exist to enrich the home country.', null, 'noun', null, 'Mercantilism shaped trade.'], // 4: add
  [null, null, null, null, null, null, null], // 5: empty, skipped
  ['navigation acts', null, null, null, 'noun', null, null], // 6: definition missing
  [null, 'x', 'A definition without a term', null, null, null, null], // 7: name missing
  ['Mercantilism', null, 'Again.', null, null, null, null], // 8: duplicate in the file
  ['tariff', 'x'.repeat(121), 'A tax on imports.', null, null, null, null], // 9: too long
  ['boycott', null, { error: '#N/A' as const }, null, null, null, null], // 10: not text
  [1776, null, 12.5, null, null, null, null], // 11: numbers are text
];

describe('a workbook with good and bad rows', () => {
  it('reads every row with its outcome, changes nothing until saved, saves the good ones, and is used up', async () => {
    const before = await glossary();
    const version = await unitVersion();
    const res = await upload(await workbookOf(mixedRows()), { fileName: 'colonial terms.xlsx' });
    expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(201);
    expect(res.body.statusMessage).toBe('Workbook checked: 9 rows read. Nothing is saved until you confirm.');
    const checked = res.body.data;
    expect(checked).toMatchObject({ unitId: colonial(), language: 1, fileName: 'colonial terms.xlsx' });
    const colony = before.terms.find((t) => t.name === 'colony')!;
    const colonist = before.terms.find((t) => t.name === 'colonist')!;
    expect(checked.rows).toEqual([
      { row: 2, name: 'colony', outcome: 'update', problem: null, column: null, termId: colony.id },
      { row: 3, name: 'COLONIST', outcome: 'update', problem: null, column: null, termId: colonist.id },
      { row: 4, name: 'mercantilism', outcome: 'add', problem: null, column: null, termId: null },
      { row: 6, name: 'navigation acts', outcome: 'refused', problem: 'definitionMissing', column: 'Definition', termId: null },
      { row: 7, name: null, outcome: 'refused', problem: 'nameMissing', column: 'Name', termId: null },
      { row: 8, name: 'Mercantilism', outcome: 'refused', problem: 'duplicateInFile', column: 'Name', termId: null },
      { row: 9, name: 'tariff', outcome: 'refused', problem: 'tooLong', column: 'Pronunciation', termId: null },
      { row: 10, name: 'boycott', outcome: 'refused', problem: 'notText', column: 'Definition', termId: null },
      { row: 11, name: '1776', outcome: 'add', problem: null, column: null, termId: null },
    ]);
    expect(await glossary()).toEqual(before);
    expect(await unitVersion()).toBe(version);

    const preview = await call<VocabularyImportPreview>('POST', `/api/vocabulary/${checked.id}/preview`);
    expect(preview.status).toBe(200);
    expect(preview.body.data.import).toEqual(checked);
    const after = preview.body.data.terms;
    expect(after).toHaveLength(before.terms.length + 2);
    expect(after.find((t) => t.id === colony.id)).toMatchObject({ change: 'update', row: 2, definition: 'A place settled and ruled by a distant country.', plural: 'colonies' });
    expect(after.find((t) => t.id === colonist.id)).toMatchObject({ change: 'update', row: 3, name: 'COLONIST' });
    expect(after.find((t) => t.name === 'mercantilism')).toMatchObject({ id: null, change: 'add', row: 4, audio: null, audioId: null, language: 1, unitId: colonial() });
    expect(after.filter((t) => t.change === 'kept')).toHaveLength(before.terms.length - 2);
    expect(await glossary()).toEqual(before);

    // Someone edits the glossary between preview and save: the save works from the glossary then.
    expect((await call('POST', '/api/vocabulary', { body: { unitId: colonial(), language: 1, name: 'Mercantilism', pronunciation: null, definition: 'Colonies exist to enrich the home country.', secondaryDefinition: null, category: null, plural: null, usage: null, audioId: null } })).status).toBe(201);

    const saved = await save(checked.id);
    expect(saved.status, JSON.stringify(saved.body).slice(0, 400)).toBe(200);
    expect(saved.body.statusMessage).toBe('Vocabulary saved: 1 added, 3 updated, 0 unchanged, 5 refused');
    expect(saved.body.data.rows.find((r) => r.row === 4)).toMatchObject({ outcome: 'update' });
    const now = saved.body.data.vocabulary;
    expect(now).toEqual(await glossary());
    expect(now.publishState).toBe('unpublished-changes');
    expect(now.terms.find((t) => t.id === colony.id)).toMatchObject({ definition: 'A place settled and ruled by a distant country.', plural: 'colonies', audioId: colony.audioId });
    expect(now.terms.find((t) => t.id === colonist.id)).toMatchObject({ name: 'COLONIST', definition: COLONIST });
    expect(now.terms.some((t) => t.name === '1776' && t.definition === '12.5')).toBe(true);
    expect(now.terms.some((t) => t.name === 'navigation acts' || t.name === 'tariff' || t.name === 'boycott')).toBe(false);
    expect(await unitVersion()).toBeGreaterThan(version);

    expectRefused(await save(checked.id), 404, 'VOCABULARY.IMPORT_NOT_FOUND');
    expectRefused(await call('POST', `/api/vocabulary/${checked.id}/preview`), 404, 'VOCABULARY.IMPORT_NOT_FOUND');
  });

  it('saves an import only into the unit and language it was checked for', async () => {
    const { id } = (await upload(await workbookOf([['mercantilism', null, 'Trade for the crown.', null, null, null, null]]))).body.data;
    expectRefused(await save(id, colonial(), 0), 409, 'VOCABULARY.IMPORT_MISMATCH');
    expectRefused(await save(id, w().ids.unit('The American Revolution'), 1), 409, 'VOCABULARY.IMPORT_MISMATCH');
    expectRefused(await save(id, 999_999, 1), 404, 'AUTHORING.UNIT_NOT_FOUND');
    expect((await call('PUT', `/api/vocabulary/${colonial()}/2/save-vocabulary`, { body: { importId: id } })).status).toBe(404);
    expect((await call('PUT', `/api/vocabulary/${colonial()}/1/save-vocabulary`, { body: { importId: 'x' } })).status).toBe(400);
    // The refusals used nothing up; a super admin may save a creator's upload.
    const saved = await call<SavedVocabularyImport>('PUT', `/api/vocabulary/${colonial()}/1/save-vocabulary`, { body: { importId: id }, token: w().superAdmin });
    expect(saved.status).toBe(200);
    expect(saved.body.data.vocabulary.terms.some((t) => t.name === 'mercantilism')).toBe(true);
  });

  it('round trip: the downloaded list uploads back with every row unchanged, in either language', async () => {
    for (const language of [1, 0] as const) {
      const raw = await server.app.inject({ method: 'GET', url: `/api/vocabulary/download/${colonial()}?language=${language}`, headers: { authorization: `Bearer ${w().creator}` } });
      const checked = (await upload(raw.rawPayload, { language })).body.data;
      const terms = (await glossary(language)).terms;
      expect(checked.rows).toHaveLength(terms.length);
      expect(checked.rows.every((r) => r.outcome === 'unchanged')).toBe(true);
      const version = await unitVersion();
      const saved = await save(checked.id, colonial(), language);
      expect(saved.body.statusMessage).toBe(`Vocabulary saved: 0 added, 0 updated, ${terms.length} unchanged, 0 refused`);
      expect(await unitVersion()).toBe(version);
    }
  });
});

describe('workbooks refused whole', () => {
  const refusedWith = async (bytes: Buffer, status: number, code: string, fileName?: string) => {
    const before = await glossary();
    const res = await upload(bytes, { fileName });
    expectRefused(res, status, code);
    expect(await glossary()).toEqual(before);
    const [{ n }] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM vocabulary_imports');
    expect(n).toBe(0);
    return res;
  };

  it('refuses what is not an xlsx: a PNG, text named .xlsx, a zip of something else, a cut workbook', async () => {
    const png = await refusedWith(PNG, 400, 'UPLOAD.NOT_A_WORKBOOK', 'picture.xlsx');
    expect(png.body.statusMessage).toBe('This file is not an Excel workbook (.xlsx)');
    await refusedWith(Buffer.from('Name,Definition\ncolony,A settlement\n'), 400, 'UPLOAD.NOT_A_WORKBOOK', 'terms.xlsx');
    await refusedWith(zipOf({ 'notes.txt': Buffer.from('hello') }, true), 400, 'UPLOAD.NOT_A_WORKBOOK');
    const good = await workbookOf([['colony', null, 'A place.', null, null, null, null]]);
    await refusedWith(good.subarray(0, Math.floor(good.length / 2)), 400, 'UPLOAD.WORKBOOK_DAMAGED');
    // A directory that points past the end, and deflated data that is not deflate.
    const broken = Buffer.from(good);
    broken.writeUInt32LE(broken.length, broken.length - 6);
    await refusedWith(broken, 400, 'UPLOAD.WORKBOOK_DAMAGED');
    const garbage = sheetZip(Buffer.from('<worksheet/>'));
    garbage.fill(0xff, 120, 140);
    await refusedWith(garbage, 400, 'UPLOAD.WORKBOOK_DAMAGED');
  });

  it('refuses a zip bomb before unpacking it, and a zip of too many parts', async () => {
    const bomb = zipBomb(64 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(200_000);
    const res = await refusedWith(bomb, 413, 'UPLOAD.WORKBOOK_UNPACKS_TOO_LARGE');
    expect(res.body.statusMessage).toMatch(/unpacks to more than 20 MB/);
    await refusedWith(zipOf(Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`part${i}.xml`, Buffer.from('x')]))), 413, 'UPLOAD.WORKBOOK_UNPACKS_TOO_LARGE');
    await refusedWith(zipOf({ 'a.bin': Buffer.alloc(21 * 1024 * 1024) }, true).subarray(0, 3 * 1024 * 1024), 413, 'UPLOAD.FILE_TOO_LARGE');
  });

  it('refuses a file past 2 MB before reading it whole', async () => {
    const res = await refusedWith(Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(2 * 1024 * 1024 + 10)]), 413, 'UPLOAD.FILE_TOO_LARGE');
    expect(res.body.statusMessage).toBe('The workbook is too large (up to 2 MB)');
  });

  it('refuses 100,000 rows, and 1001 terms', async () => {
    await refusedWith(manyRowsWorkbook(100_000), 413, 'UPLOAD.TOO_MANY_ROWS');
    const res = await refusedWith(manyRowsWorkbook(1001), 413, 'UPLOAD.TOO_MANY_ROWS');
    expect(res.body.statusMessage).toBe('A workbook may hold at most 1000 terms');
    // A thousand is allowed.
    const ok = await upload(manyRowsWorkbook(1000));
    expect(ok.status).toBe(201);
    expect(ok.body.data.rows).toHaveLength(1000);
  });

  it('refuses a formula in any cell', async () => {
    const res = await refusedWith(await workbookOf([['colony', null, { formula: 'A2&" town"', result: 'colony town' }, null, null, null, null]]), 400, 'UPLOAD.FORMULAS');
    expect(res.body.statusMessage).toBe('Formulas are not accepted; paste the values instead');
  });

  it('refuses other columns, naming the expected ones', async () => {
    const res = await refusedWith(await workbookOf([['colony', 'A place.']], ['Term', 'Definition']), 400, 'UPLOAD.WRONG_COLUMNS');
    expect(res.body.statusMessage).toBe(
      'The first row of the first sheet must name these columns, in this order: Name, Pronunciation, Definition, Secondary definition, Part of speech, Plural, Usage',
    );
    await refusedWith(await workbookOf([], ['Name', 'Definition', 'Pronunciation', 'Secondary definition', 'Part of speech', 'Plural', 'Usage']), 400, 'UPLOAD.WRONG_COLUMNS');
    await refusedWith(await workbookOf([], ['Name', 'Pronunciation', 'Definition', 'Secondary definition', 'Part of speech', 'Plural', 'Usage', 'Notes']), 400, 'UPLOAD.WRONG_COLUMNS');
    // Case and surrounding spaces do not matter.
    const loose = await upload(await workbookOf([], [' name', 'PRONUNCIATION', 'definition ', 'Secondary Definition', 'part of speech', 'plural', 'usage']));
    expect(loose.status).toBe(201);
    expect(loose.body.data.rows).toEqual([]);
  });

  it('refuses no file, a second file, unknown units, bad languages and non-builders', async () => {
    const good = await workbookOf([]);
    expectRefused(await call('POST', `/api/vocabulary/upload/${colonial()}?language=1`, { body: {} }), 400, 'UPLOAD.FILE_MISSING');
    expectRefused(await upload(Buffer.alloc(0)), 400, 'UPLOAD.FILE_MISSING');
    const boundary = '----two-files';
    const part = (name: string) => `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n\r\n`;
    const two = await server.app.inject({
      method: 'POST',
      url: `/api/vocabulary/upload/${colonial()}?language=1`,
      headers: { authorization: `Bearer ${w().creator}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([Buffer.from(part('a.xlsx')), good, Buffer.from(`\r\n${part('b.xlsx')}`), good, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    });
    expect(two.statusCode).toBe(400);
    expectRefused(await upload(good, { unitId: 999_999 }), 404, 'AUTHORING.UNIT_NOT_FOUND');
    expect((await uploadWorkbook(server, w().creator, `/api/vocabulary/upload/${colonial()}?language=3`, good)).status).toBe(400);
    expect((await uploadWorkbook(server, w().creator, `/api/vocabulary/upload/${colonial()}`, good)).status).toBe(400);
    expect((await upload(good, { token: w().teacher })).status).toBe(403);
    expect((await upload(good, { token: w().student })).status).toBe(403);
    expect((await upload(good, { token: null })).status).toBe(401);
    expectRefused(await call('POST', '/api/vocabulary/999999/preview'), 404, 'VOCABULARY.IMPORT_NOT_FOUND');
  });
});
