import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { Standard, SoaDetails, LessonStandards } from '@domain/standards/standards.responses';
import { STANDARD_COLUMNS } from '@domain/standards/standards.schemas';
import { TEKS_GRADE_8 } from '../../server/src/seed/standards/teks-grade-8';
import { checkedCallsAs, expectRefused } from './support/authoring-calls';
import { download, lessonId, readWorkbook } from './support/standards-calls';
import { useTestServer } from './support/test-context';

/*
 * The SOA/ELA standards calls (issue 15; api-spec §7.10): the seeded Grade 8 TEKS, reading by
 * staff, writing by super admins only, "The SOA standard input must be proper" and "Different SOA
 * standards must be chosen" (§5), soft removal that leaves tags as they were, the details of a code
 * and of a lesson, and the two workbooks. Uploads are in standards-upload.test.ts.
 */

const server = useTestServer({
  world: async (s) => ({
    admin: await s.login('superadmin'),
    creator: await s.login('creator'),
    teacher: await s.login('teacher'),
    student: await s.login('student'),
  }),
});
const admin = checkedCallsAs(server, () => server.world.admin);
const texas = async () => (await server.db.query<{ id: number }>(`SELECT id FROM states WHERE name = 'Texas'`))[0].id;
const fields = async (over: Record<string, unknown> = {}) => ({
  stateId: await texas(),
  subject: 'social-studies',
  grade: '8',
  code: '8.99Z',
  description: 'a standard the tests add',
  strand: null,
  ...over,
});

describe('the seeded TEKS', () => {
  it("lists Texas's Grade 8 expectations with their strands, and every demo tag names one of them", async () => {
    const res = await admin<Standard[]>('GET', `/api/SOAStandardByState/${await texas()}`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((s) => s.code).sort()).toEqual(TEKS_GRADE_8.map((t) => t.code).sort());
    expect(res.body.data.find((s) => s.code === '8.29D')).toMatchObject({
      stateName: 'Texas',
      subject: 'social-studies',
      grade: '8',
      description: 'identify bias and points of view created by the historical context surrounding an event',
      strand: expect.stringMatching(/^\(29\) Social studies skills\./),
    });
    const tags = await server.db.query<{ code: string; standard: string | null; description: string | null }>(
      `SELECT t.code, s.code AS standard, t.description FROM question_teks t LEFT JOIN soa_standards s ON s.id = t.standard_id`,
    );
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) {
      expect(tag.standard, tag.code).toBe(tag.code);
      expect(tag.description).toBe(TEKS_GRADE_8.find((t) => t.code === tag.code)!.description);
    }
  });
});

describe('reading', () => {
  it('lets staff read every live standard, refuses students and anonymous callers', async () => {
    const list = await server.call<Standard[]>('GET', '/api/SOAStandard-List', { token: server.world.teacher });
    expect(list.status).toBe(200);
    expect(list.body.data.length).toBe(TEKS_GRADE_8.length);
    expectRefused(await server.call('GET', '/api/SOAStandard-List', { token: server.world.student }), 403, 'FORBIDDEN');
    expectRefused(await server.call('GET', '/api/SOAStandard-List'), 401, 'AUTH.UNAUTHENTICATED');
  });

  it('answers 404 for an unknown state or a bad id', async () => {
    expectRefused(await admin('GET', '/api/SOAStandardByState/999999'), 404, 'STANDARD.STATE_NOT_FOUND');
    expect((await admin('GET', '/api/SOAStandardByState/abc')).status).toBe(404);
  });
});

describe('adding', () => {
  it('adds a standard (super admin only), and refuses its code again in the state and subject, whatever the case', async () => {
    const added = await admin<Standard>('POST', '/api/addSOAStandard', { body: await fields({ strand: '  ' }) });
    expect(added.status).toBe(201);
    expect(added.body.statusMessage).toBe('Standard added');
    expect(added.body.data).toMatchObject({ code: '8.99Z', strand: null, stateName: 'Texas' });
    const again = await admin('POST', '/api/addSOAStandard', { body: await fields({ code: ' 8.99z ' }) });
    expectRefused(again, 409, 'STANDARD.CODE_TAKEN', 'code');
    expect(again.body.statusMessage).toBe('Different SOA standards must be chosen');
    const spanish = await admin('POST', '/api/addSOAStandard', { body: await fields(), language: 'es' });
    expect(spanish.body.statusMessage).toBe('Se deben elegir estándares SOA diferentes');
    // The same code in the other subject is another standard.
    expect((await admin('POST', '/api/addSOAStandard', { body: await fields({ subject: 'ela' }) })).status).toBe(201);
    expectRefused(await server.call('POST', '/api/addSOAStandard', { token: server.world.creator, body: await fields({ code: '8.98Z' }) }), 403, 'FORBIDDEN');
  });

  it.each([
    ['a code with a space', { code: '8 1A' }],
    ['an empty code', { code: '   ' }],
    ['a code past 40 characters', { code: 'A'.repeat(41) }],
    ['an empty description', { description: '' }],
    ['a description past 2000 characters', { description: 'x'.repeat(2001) }],
    ['an unknown subject', { subject: 'math' }],
    ['no grade', { grade: '' }],
  ])('refuses %s: "The SOA standard input must be proper"', async (_, over) => {
    const res = await admin('POST', '/api/addSOAStandard', { body: await fields(over) });
    expectRefused(res, 400, 'VALIDATION');
    expect(res.body.statusMessage).toContain('The SOA standard input must be proper');
  });

  it('refuses an unknown state with 404', async () => {
    expectRefused(await admin('POST', '/api/addSOAStandard', { body: await fields({ stateId: 999999 }) }), 404, 'STANDARD.STATE_NOT_FOUND');
  });

  it('adds a JSON list all at once, or none of it when a code repeats', async () => {
    const two = [await fields({ code: '8.90A' }), await fields({ code: '8.90B' })];
    const res = await admin<Standard[]>('POST', '/api/SOAStandard', { body: { standards: two } });
    expect(res.status).toBe(201);
    expect(res.body.statusMessage).toBe('2 standards added');
    expect(res.body.data.map((s) => s.code)).toEqual(['8.90A', '8.90B']);
    const clash = await admin('POST', '/api/SOAStandard', { body: { standards: [await fields({ code: '8.91A' }), await fields({ code: '8.90a' }), await fields({ code: '8.91a' })] } });
    expect(clash.status).toBe(409);
    expect(clash.body.data).toMatchObject({ code: 'STANDARD.CODE_TAKEN', fields: [{ field: 'standards.1.code' }, { field: 'standards.2.code' }] });
    expect((await admin<Standard[]>('GET', '/api/SOAStandard-List')).body.data.some((s) => s.code === '8.91A')).toBe(false);
    expectRefused(await admin('POST', '/api/SOAStandard', { body: { standards: [] } }), 400, 'VALIDATION');
  });
});

describe('editing and removing', () => {
  const find = async (code: string) => (await admin<Standard[]>('GET', '/api/SOAStandard-List')).body.data.find((s) => s.code === code)!;

  it('edits a standard by the id in the body; its tags keep the code and description they were given', async () => {
    const standard = await find('8.29D');
    const tagsBefore = await server.db.query(`SELECT code, description FROM question_teks WHERE standard_id = $1`, [standard.id]);
    const res = await admin<Standard>('PUT', '/api/editSOAStandard', { body: { ...standard, description: 'edited wording', stateName: undefined } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: standard.id, description: 'edited wording' });
    expect(await server.db.query(`SELECT code, description FROM question_teks WHERE standard_id = $1`, [standard.id])).toEqual(tagsBefore);
  });

  it("refuses another standard's code (409), an unknown id (404) and a bad code (400)", async () => {
    const standard = await find('8.29D');
    const body = { id: standard.id, stateId: standard.stateId, subject: standard.subject, grade: standard.grade, code: '8.29c', description: 'x', strand: null };
    expectRefused(await admin('PUT', '/api/editSOAStandard', { body }), 409, 'STANDARD.CODE_TAKEN', 'code');
    expectRefused(await admin('PUT', '/api/editSOAStandard', { body: { ...body, id: 999999, code: '8.77A' } }), 404, 'STANDARD.NOT_FOUND');
    expectRefused(await admin('PUT', '/api/editSOAStandard', { body: { ...body, code: '8/29' } }), 400, 'VALIDATION');
    expectRefused(await server.call('PUT', '/api/editSOAStandard', { token: server.world.teacher, body }), 403, 'FORBIDDEN');
  });

  it('removes softly: gone from the lists, tags keep their code, the code is free again', async () => {
    const standard = await find('8.29D');
    const res = await admin('DELETE', `/api/deleteSOAStandard/${standard.id}`);
    expect(res.status).toBe(200);
    expect(res.body.statusMessage).toBe('Standard removed');
    expect(await find('8.29D')).toBeUndefined();
    const tags = await server.db.query<{ code: string }>(`SELECT code FROM question_teks WHERE standard_id = $1`, [standard.id]);
    expect(tags.map((t) => t.code)).toContain('8.29D');
    expectRefused(await admin('DELETE', `/api/deleteSOAStandard/${standard.id}`), 404, 'STANDARD.NOT_FOUND');
    expect((await admin('POST', '/api/addSOAStandard', { body: await fields({ code: '8.29D' }) })).status).toBe(201);
  });
});

describe('details', () => {
  it('gives the standards with a code and the questions that use them', async () => {
    const res = await server.call<SoaDetails>('GET', '/api/SOAStandard/soa-details?soaName=8.29d', { token: server.world.teacher });
    expect(res.status).toBe(200);
    expect(res.body.data.standards.map((s) => s.code)).toEqual(['8.29D']);
    expect(res.body.data.uses).toEqual([expect.objectContaining({ lessonId: await lessonId(server, 'The American Revolution', 'Skill: Point of View'), benchmarkSetId: null })]);
    expect((await admin<SoaDetails>('GET', '/api/SOAStandard/soa-details?soaName=ZZ.1')).body.data).toEqual({ standards: [], uses: [] });
    expectRefused(await admin('GET', '/api/SOAStandard/soa-details?soaName=%3Cb%3E'), 400, 'VALIDATION');
    expectRefused(await admin('GET', '/api/SOAStandard/soa-details'), 400, 'VALIDATION');
  });

  it("gives a lesson's questions, numbered, with their tags (builders only)", async () => {
    const lesson = await lessonId(server, 'Colonial America', 'Skill: Reading a Historical Map');
    const res = await admin<LessonStandards>('POST', '/api/SOAStandard/soa-lesson-details', { body: { lessonId: lesson } });
    expect(res.status).toBe(200);
    expect(res.body.data.lessonId).toBe(lesson);
    expect(res.body.data.questions[0]).toMatchObject({ number: 1, benchmarkSetId: null, tags: [expect.objectContaining({ code: '8.29C', standardId: expect.any(Number) })] });
    expect(res.body.data.questions.map((q) => q.number)).toEqual(res.body.data.questions.map((_, i) => i + 1));
    expectRefused(await admin('POST', '/api/SOAStandard/soa-lesson-details', { body: { lessonId: 999999 } }), 404, 'STANDARD.LESSON_NOT_FOUND');
    expectRefused(await admin('POST', '/api/SOAStandard/soa-lesson-details', { body: {} }), 400, 'VALIDATION');
    expectRefused(await server.call('POST', '/api/SOAStandard/soa-lesson-details', { token: server.world.teacher, body: { lessonId: lesson } }), 403, 'FORBIDDEN');
  });
});

describe('workbooks', () => {
  it('serves the template: the columns in a frozen header row, and how to fill it in (super admin only)', async () => {
    const res = await download(server, server.world.admin, '/api/SampleSOADocument');
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-type']).toContain('spreadsheetml');
    const book = await readWorkbook(res.bytes);
    expect(book.names).toEqual(['Standards', 'How to fill']);
    expect(book.rows).toEqual([[...STANDARD_COLUMNS]]);
    expect(book.frozen).toBe(true);
    expect((await download(server, server.world.teacher, '/api/SampleSOADocument')).status).toBe(403);
    expect((await download(server, null, '/api/SampleSOADocument')).status).toBe(401);
  });

  it("downloads a state's standards in the template's columns", async () => {
    const res = await download(server, server.world.teacher, `/api/SOAStandard-Download?stateId=${await texas()}`);
    expect(res.status).toBe(200);
    const book = await readWorkbook(res.bytes);
    expect(book.rows[0]).toEqual([...STANDARD_COLUMNS]);
    expect(book.rows.length).toBe(TEKS_GRADE_8.length + 1);
    expect(book.rows).toContainEqual(['8.29D', 'identify bias and points of view created by the historical context surrounding an event', expect.any(String), 'Social studies', '8']);
    expect((await download(server, server.world.admin, '/api/SOAStandard-Download')).status).toBe(400);
    expect((await server.call('GET', '/api/SOAStandard-Download?stateId=999999', { token: server.world.admin })).status).toBe(404);
    expect((await download(server, server.world.student, `/api/SOAStandard-Download?stateId=${await texas()}`)).status).toBe(403);
  });
});
