import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { LessonStandards, Standard } from '@domain/standards/standards.responses';
import { REPLACE_SOA_COLUMNS, STANDARD_COLUMNS } from '@domain/standards/standards.schemas';
import { checkedCallsAs, expectRefused } from './support/authoring-calls';
import { assertCleanResponse } from './support/checked-calls';
import { lessonId } from './support/standards-calls';
import { useTestServer } from './support/test-context';
import type { ApiResponse } from './support/test-server';
import { manyRowsWorkbook, PNG, uploadWorkbook, workbookOf, zipBomb, type Cell } from './support/vocabulary-workbooks';

/*
 * The standards uploads (issue 15): `POST SOAStandard/upload/{stateId}` adds a workbook's standards,
 * all or none, and `POST replace-soa/{lessonId}[/{setId}]` and `replace-soa/sub-types/{lessonId}`
 * replace questions' tags from a workbook, raising the owner's draft version. Both are refused whole
 * for a file that is not a sensible workbook, and with every bad row's message otherwise.
 */

const server = useTestServer({
  world: async (s) => ({ admin: await s.login('superadmin'), creator: await s.login('creator'), teacher: await s.login('teacher') }),
});
const admin = checkedCallsAs(server, () => server.world.admin);
const texas = async () => (await server.db.query<{ id: number }>(`SELECT id FROM states WHERE name = 'Texas'`))[0].id;

async function upload<T>(url: string, bytes: Buffer, token: string | null = server.world.admin) {
  const res = await uploadWorkbook(server, token, url, bytes, 'standards.xlsx');
  assertCleanResponse(res, `POST ${url}`);
  return res as ApiResponse<T>;
}
const standardsBook = (rows: Cell[][]) => workbookOf(rows, STANDARD_COLUMNS);
const replaceBook = (rows: Cell[][]) => workbookOf(rows, REPLACE_SOA_COLUMNS);
const liveCodes = async () => (await admin<Standard[]>('GET', '/api/SOAStandard-List')).body.data.map((s) => s.code);

describe('uploading standards', () => {
  it("adds every row of a good workbook to the state's standards", async () => {
    const res = await upload<Standard[]>(
      `/api/SOAStandard/upload/${await texas()}`,
      await standardsBook([
        ['ELA.8.1A', 'listen actively to interpret a message', 'Foundational language skills', 'ELA', 8],
        [null, null, null, null, null],
        ['8.88A', 'a social studies expectation', null, 'Social studies', '8'],
      ]),
    );
    expect(res.status, JSON.stringify(res.body).slice(0, 400)).toBe(201);
    expect(res.body.statusMessage).toBe('2 standards added');
    expect(res.body.data.map((s) => [s.code, s.subject, s.grade, s.strand])).toEqual([
      ['ELA.8.1A', 'ela', '8', 'Foundational language skills'],
      ['8.88A', 'social-studies', '8', null],
    ]);
  });

  it("refuses a workbook with bad rows with every row's message, and saves nothing", async () => {
    const before = await liveCodes();
    const res = await upload(
      `/api/SOAStandard/upload/${await texas()}`,
      await standardsBook([
        ['8.70A', 'fine', null, 'SOA', '8'], // 2: good
        ['8 70B', 'a bad code', null, 'SOA', '8'], // 3
        ['8.29d', 'a code live already', null, 'SOA', '8'], // 4
        ['8.70A', 'repeated in the file', null, 'SOA', '8'], // 5
        ['8.70C', 'an unknown subject', null, 'Math', '8'], // 6
        ['8.70D', { error: '#N/A' }, null, 'SOA', '8'], // 7
      ]),
    );
    expectRefused(res, 400, 'STANDARD.ROWS_REFUSED');
    expect((res.body.data as { fields: unknown }).fields).toEqual([
      { field: 'row 3', message: 'The SOA standard input must be proper' },
      { field: 'row 4', message: 'Different SOA standards must be chosen' },
      { field: 'row 5', message: 'Different SOA standards must be chosen' },
      { field: 'row 6', message: 'The SOA standard input must be proper' },
      { field: 'row 7', message: 'The SOA standard input must be proper' },
    ]);
    expect(await liveCodes()).toEqual(before);
  });

  it.each([
    ['not a workbook', () => PNG, 400, 'UPLOAD.NOT_A_WORKBOOK'],
    ['other columns', () => workbookOf([['8.1A', 'x']], ['Code', 'Text']), 400, 'UPLOAD.WRONG_COLUMNS'],
    ['a formula', () => standardsBook([['8.71A', { formula: 'A2&"x"', result: '8.71Ax' }, null, 'SOA', '8']]), 400, 'UPLOAD.FORMULAS'],
    ['a zip bomb', () => zipBomb(64 * 1024 * 1024), 413, 'UPLOAD.WORKBOOK_UNPACKS_TOO_LARGE'],
    ['far too many rows', () => manyRowsWorkbook(2100), 413, 'UPLOAD.TOO_MANY_ROWS'],
    ['a header alone', () => standardsBook([]), 400, 'STANDARD.INPUT_NOT_PROPER'],
  ] as const)('refuses %s whole', async (_, book, status, code) => {
    expectRefused(await upload(`/api/SOAStandard/upload/${await texas()}`, await book()), status, code);
  });

  it('words the whole-file refusals as every workbook upload does, counting rows (not terms)', async () => {
    const tooMany = await upload(`/api/SOAStandard/upload/${await texas()}`, manyRowsWorkbook(2100));
    expect(tooMany.body.statusMessage).toBe('A workbook may hold at most 1000 rows');
    const columns = await upload(`/api/SOAStandard/upload/${await texas()}`, await workbookOf([['8.1A', 'x']], ['Code', 'Text']));
    expect(columns.body.statusMessage).toBe(`The first row of the first sheet must name these columns, in this order: ${STANDARD_COLUMNS.join(', ')}`);
  });

  it('refuses no file, an unknown state, and anyone but a super admin', async () => {
    expectRefused(await admin('POST', `/api/SOAStandard/upload/${await texas()}`, { body: {} }), 400, 'UPLOAD.FILE_MISSING');
    expectRefused(await upload(`/api/SOAStandard/upload/999999`, await standardsBook([['8.72A', 'x', null, 'SOA', '8']])), 404, 'STANDARD.STATE_NOT_FOUND');
    expectRefused(await upload(`/api/SOAStandard/upload/${await texas()}`, await standardsBook([]), server.world.creator), 403, 'FORBIDDEN');
  });
});

describe('replacing a lesson’s standards', () => {
  const version = async (table: 'lessons' | 'benchmark_sets', id: number) =>
    (await server.db.query<{ v: number }>(`SELECT draft_version AS v FROM ${table} WHERE id = $1`, [id]))[0].v;
  const mapLesson = () => lessonId(server, 'Colonial America', 'Skill: Reading a Historical Map');

  it("replaces the listed questions' tags with the standards, raising the lesson's version", async () => {
    const lesson = await mapLesson();
    const before = await version('lessons', lesson);
    const res = await upload<LessonStandards>(`/api/replace-soa/${lesson}`, await replaceBook([[1, '8.10A, 8.10b']]), server.world.creator);
    expect(res.status, JSON.stringify(res.body).slice(0, 400)).toBe(200);
    expect(res.body.statusMessage).toBe('Standards replaced for 1 questions');
    expect(res.body.data.questions[0].tags.map((t) => [t.code, t.standardId !== null])).toEqual([
      ['8.10A', true],
      ['8.10B', true],
    ]);
    expect(await version('lessons', lesson)).toBe(before + 1);
    // A row with no codes clears the question's tags.
    const cleared = await upload<LessonStandards>(`/api/replace-soa/${lesson}`, await replaceBook([[1, null]]));
    expect(cleared.body.data.questions[0].tags).toEqual([]);
  });

  it("refuses unknown codes and numbers with each row's message, and changes nothing", async () => {
    const lesson = await mapLesson();
    const before = await version('lessons', lesson);
    const res = await upload(
      `/api/replace-soa/${lesson}`,
      await replaceBook([
        [1, '8.99Q'],
        [99, '8.10A'],
        ['one', '8.10A'],
        [1, '8.10A 8.10A'],
      ]),
    );
    expectRefused(res, 400, 'STANDARD.ROWS_REFUSED');
    expect((res.body.data as { fields: unknown }).fields).toEqual([
      { field: 'row 2: 8.99Q', message: 'No standard has this code' },
      { field: 'row 3', message: 'The assessment has no question with this number' },
      { field: 'row 4', message: 'The SOA standard input must be proper' },
      { field: 'row 5', message: 'This question is listed more than once' },
      { field: 'row 5: 8.10A', message: 'Different SOA standards must be chosen' },
    ]);
    expect(await version('lessons', lesson)).toBe(before);
  });

  it('names a benchmark set, or every set of the lesson (sub-types), raising each set’s version', async () => {
    const sets = await server.db.query<{ id: number; lessonId: number }>(
      `SELECT s.id, s.lesson_id AS "lessonId" FROM benchmark_sets s
        WHERE s.deleted_at IS NULL AND EXISTS (SELECT 1 FROM assessments a JOIN assessment_sections sec ON sec.assessment_id = a.id JOIN questions q ON q.section_id = sec.id
                                                 WHERE a.benchmark_set_id = s.id AND q.deleted_at IS NULL)
        ORDER BY s.id`,
    );
    expect(sets.length).toBeGreaterThan(0);
    const { id: setId, lessonId: lesson } = sets[0];
    const before = await version('benchmark_sets', setId);
    const one = await upload<LessonStandards>(`/api/replace-soa/${lesson}/${setId}`, await replaceBook([[1, '8.21C']]));
    expect(one.status, JSON.stringify(one.body).slice(0, 400)).toBe(200);
    expect(one.body.data.questions.find((q) => q.benchmarkSetId === setId && q.number === 1)!.tags.map((t) => t.code)).toEqual(['8.21C']);
    expect(await version('benchmark_sets', setId)).toBe(before + 1);
    const all = await upload<LessonStandards>(`/api/replace-soa/sub-types/${lesson}`, await replaceBook([[1, '8.22A']]));
    expect(all.status).toBe(200);
    for (const q of all.body.data.questions.filter((q) => q.benchmarkSetId !== null && q.number === 1)) expect(q.tags.map((t) => t.code)).toEqual(['8.22A']);
    expect(await version('benchmark_sets', setId)).toBe(before + 2);
    expectRefused(await upload(`/api/replace-soa/${lesson}/999999`, await replaceBook([[1, '8.22A']])), 404, 'STANDARD.SET_NOT_FOUND');
    expectRefused(await upload(`/api/replace-soa/sub-types/${await mapLesson()}`, await replaceBook([[1, '8.22A']])), 404, 'STANDARD.SET_NOT_FOUND');
  });

  it('refuses unknown lessons, hostile files, and callers who do not tag questions', async () => {
    expectRefused(await upload('/api/replace-soa/999999', await replaceBook([[1, '8.10A']])), 404, 'STANDARD.LESSON_NOT_FOUND');
    expectRefused(await upload(`/api/replace-soa/${await mapLesson()}`, zipBomb(64 * 1024 * 1024)), 413, 'UPLOAD.WORKBOOK_UNPACKS_TOO_LARGE');
    expectRefused(await upload(`/api/replace-soa/${await mapLesson()}`, await standardsBook([])), 400, 'UPLOAD.WRONG_COLUMNS');
    expectRefused(await upload(`/api/replace-soa/${await mapLesson()}`, await replaceBook([[1, '8.10A']]), server.world.teacher), 403, 'FORBIDDEN');
  });
});
