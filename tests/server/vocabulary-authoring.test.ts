import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { AuthoredUnitDetails } from '@domain/authoring/authoring.responses';
import { VOCABULARY_COLUMNS, type AuthoredVocabulary, type AuthoredVocabularyTerm } from '@domain/authoring/vocabulary-authoring.schemas';
import { builderCalls, builderWorld, expectRefused, publishAndWait } from './support/authoring-calls';
import { useTestServer } from './support/test-context';
import { sheetRows } from './support/vocabulary-workbooks';

/*
 * The vocabulary manager's term calls and downloads (issue 15; api-spec §7.9): builders read and edit
 * a unit's glossary draft per language (1 English, 0 Spanish); names are unique per unit and language
 * whatever their case; every change raises the unit's draft version, and students read the change
 * after the unit's next publish. The workbook upload has its own file (vocabulary-upload.test.ts).
 */

const server = useTestServer({
  world: async (s) => ({ ...(await builderWorld(s, 'b')), superAdmin: await s.login('superadmin'), support: await s.login('support') }),
});
const { w, call, colonial } = builderCalls(server);

const glossary = async (language: 0 | 1 = 1, unitId = colonial()) =>
  (await call<AuthoredVocabulary>('GET', `/api/vocabulary/${unitId}/backup?language=${language}`)).body.data;
const unitDetails = async () => (await call<AuthoredUnitDetails>('GET', `/api/${colonial()}/unit-details`)).body.data;

const term = (overrides: Record<string, unknown> = {}) => ({
  unitId: colonial(),
  language: 1,
  name: 'mercantilism',
  pronunciation: 'MER-kuhn-tee-liz-uhm',
  definition: 'The idea that colonies exist to make the home country rich.',
  secondaryDefinition: null,
  category: 'noun',
  plural: null,
  usage: 'Mercantilism shaped British trade laws.',
  audioId: null,
  ...overrides,
});
const fields = (overrides: Record<string, unknown> = {}) => {
  const { unitId: _unit, language: _language, ...only } = term();
  return { ...only, ...overrides };
};

const add = async (overrides: Record<string, unknown> = {}) => {
  const res = await call<AuthoredVocabularyTerm>('POST', '/api/vocabulary', { body: term(overrides) });
  expect(res.status, JSON.stringify(res.body).slice(0, 400)).toBe(201);
  expect(res.body.statusMessage).toBe('Term added');
  return res.body.data;
};

async function download(url: string, token = w().creator) {
  const raw = await server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  return { status: raw.statusCode, headers: raw.headers, bytes: raw.rawPayload, raw };
}

describe('the glossary draft', () => {
  it("reads the unit's seeded terms per language, sorted by name, with the unit's publish state", async () => {
    const english = await glossary(1);
    expect(english).toMatchObject({ unitId: colonial(), language: 1, publishState: 'published' });
    expect(english.terms.length).toBeGreaterThanOrEqual(20);
    expect(english.terms.every((t) => t.language === 1 && t.unitId === colonial())).toBe(true);
    const names = english.terms.map((t) => t.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const colony = english.terms.find((t) => t.name === 'colony')!;
    expect(colony).toMatchObject({ category: 'noun', definition: 'A settlement ruled by a faraway country.' });
    expect(colony.audio).toBe(colony.audioId === null ? null : `/api/audio/${colony.audioId}`);
    const spanish = await glossary(0);
    expect(spanish.terms.some((t) => t.name === 'colonia' && t.language === 0)).toBe(true);
  });

  it('adds, edits and removes a term; each change raises the unit version and shows unpublished changes', async () => {
    const before = await unitDetails();
    const added = await add({ name: '  mercantilism  ', audioId: w().audio });
    expect(added).toEqual({ ...term({ audioId: w().audio }), id: expect.any(Number), audio: `/api/audio/${w().audio}` });
    let details = await unitDetails();
    expect(details.version).toBe(before.version + 1);
    expect(details.publishState).toBe('unpublished-changes');
    expect((await glossary()).publishState).toBe('unpublished-changes');

    const saved = await call<AuthoredVocabularyTerm>('PUT', `/api/vocabulary/${added.id}`, { body: fields({ name: 'Mercantilism', plural: null, pronunciation: '', audioId: null }) });
    expect(saved.status).toBe(200);
    expect(saved.body.statusMessage).toBe('Changes saved successfully');
    expect(saved.body.data).toMatchObject({ id: added.id, name: 'Mercantilism', pronunciation: null, audio: null, audioId: null });
    expect((await glossary()).terms.find((t) => t.id === added.id)).toEqual(saved.body.data);
    expect((await unitDetails()).version).toBe(before.version + 2);

    const removed = await call('DELETE', `/api/vocabulary/${added.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ data: null, statusMessage: 'Term removed' });
    expect((await glossary()).terms.some((t) => t.id === added.id)).toBe(false);
    details = await unitDetails();
    expect(details.version).toBe(before.version + 3);
    expectRefused(await call('DELETE', `/api/vocabulary/${added.id}`), 404, 'VOCABULARY.TERM_NOT_FOUND');
    expectRefused(await call('PUT', `/api/vocabulary/${added.id}`, { body: fields() }), 404, 'VOCABULARY.TERM_NOT_FOUND');
  });

  it('refuses a second term of the same name in the unit and language, any case, naming the field', async () => {
    const first = await add();
    const dup = await call('POST', '/api/vocabulary', { body: term({ name: ' MERCANTILISM ' }) });
    expectRefused(dup, 409, 'VOCABULARY.NAME_TAKEN', 'name');
    expect(dup.body.statusMessage).toBe('This unit already has a term with this name in this language');
    const spanish = await call('POST', '/api/vocabulary', { body: term({ name: 'Mercantilism' }), language: 'es' });
    expectRefused(spanish, 409, 'VOCABULARY.NAME_TAKEN', 'name');
    expect(spanish.body.statusMessage).toBe('Esta unidad ya tiene un término con este nombre en este idioma');
    // The other language and another unit are other glossaries.
    await add({ language: 0 });
    expect((await call('POST', '/api/vocabulary', { body: term({ unitId: w().ids.unit('The American Revolution') }) })).status).toBe(201);
    // Renaming onto another term's name is the same conflict; keeping its own name is not.
    expectRefused(await call('PUT', `/api/vocabulary/${first.id}`, { body: fields({ name: 'Colony' }) }), 409, 'VOCABULARY.NAME_TAKEN', 'name');
    expect((await call('PUT', `/api/vocabulary/${first.id}`, { body: fields({ name: 'MERCANTILISM' }) })).status).toBe(200);
  });

  it('refuses bad fields, bad languages, unknown units and audio that is not audio; nothing changes', async () => {
    const before = await glossary();
    const refusedField = async (body: unknown, field: string) => {
      const res = await call('POST', '/api/vocabulary', { body });
      expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(400);
      expect(res.body.data.fields.map((f: { field: string }) => f.field)).toContain(field);
      return res;
    };
    await refusedField(term({ name: '   ' }), 'name');
    await refusedField(term({ definition: '' }), 'definition');
    await refusedField(term({ name: 'a\u0000b' }), 'name');
    await refusedField(term({ usage: 'x\uD83D' }), 'usage');
    const long = await refusedField(term({ pronunciation: 'x'.repeat(121) }), 'pronunciation');
    expect(long.body.data.fields[0].message).toMatch(/Too long/);
    await refusedField(term({ definition: 'x'.repeat(2001) }), 'definition');
    await refusedField(term({ language: 2 }), 'language');
    await refusedField(term({ language: '1' }), 'language');
    await refusedField(term({ audioId: -1 }), 'audioId');
    expectRefused(await call('POST', '/api/vocabulary', { body: term({ audioId: w().image }) }), 400, 'AUTHORING.MEDIA_MISMATCH');
    expectRefused(await call('POST', '/api/vocabulary', { body: term({ audioId: 999_999 }) }), 400, 'AUTHORING.MEDIA_MISMATCH');
    expectRefused(await call('POST', '/api/vocabulary', { body: term({ unitId: 999_999 }) }), 404, 'AUTHORING.UNIT_NOT_FOUND');
    expect((await call('GET', `/api/vocabulary/${colonial()}/backup?language=2`)).status).toBe(400);
    expect((await call('GET', `/api/vocabulary/${colonial()}/backup`)).status).toBe(400);
    expectRefused(await call('GET', '/api/vocabulary/999999/backup?language=1'), 404, 'AUTHORING.UNIT_NOT_FOUND');
    expect((await call('PUT', '/api/vocabulary/abc', { body: fields() })).status).toBe(404);
    expect(await glossary()).toEqual(before);
  });

  it('admits content creators and super admins only', async () => {
    const asSuper = await call('POST', '/api/vocabulary', { body: term(), token: w().superAdmin });
    expect(asSuper.status).toBe(201);
    for (const token of [w().teacher, w().student, w().support]) {
      expect((await call('GET', `/api/vocabulary/${colonial()}/backup?language=1`, { token })).status).toBe(403);
      expect((await call('POST', '/api/vocabulary', { body: term({ name: 'other' }), token })).status).toBe(403);
      expect((await call('PUT', `/api/vocabulary/${asSuper.body.data.id}`, { body: fields(), token })).status).toBe(403);
      expect((await call('DELETE', `/api/vocabulary/${asSuper.body.data.id}`, { token })).status).toBe(403);
      expect((await download('/api/vocabulary/download/template', token)).status).toBe(403);
    }
    const anonymous = await server.call('GET', `/api/vocabulary/${colonial()}/backup?language=1`);
    expect(anonymous.status).toBe(401);
    expect((await server.app.inject({ method: 'GET', url: `/api/vocabulary/download/${colonial()}` })).statusCode).toBe(401);
  });

  it('reaches students with the unit publish, not before', async () => {
    const student = (language = 1) => server.call<AuthoredVocabularyTerm[] | { terms: AuthoredVocabularyTerm[] }>('GET', `/api/${colonial()}/vocabulary?language=${language}`, { token: w().student });
    const names = async () => JSON.stringify((await student()).body.data);
    expect(await names()).not.toContain('mercantilism');
    await add();
    expect(await names()).not.toContain('mercantilism');
    const job = await publishAndWait(call, `/api/unit/${colonial()}/publish`);
    expect(job.state).toBe('succeeded');
    expect(await names()).toContain('The idea that colonies exist to make the home country rich.');
    expect((await glossary()).publishState).toBe('published');
  });
});

describe('downloads', () => {
  it('sends the template: the columns in a bold frozen header row, and how to fill them in', async () => {
    const res = await download('/api/vocabulary/download/template');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toBe('attachment; filename="vocabulary-template.xlsx"');
    const sheet = await sheetRows(res.bytes);
    expect(sheet.names).toEqual(['Vocabulary', 'How to fill']);
    expect(sheet.rows).toEqual([[...VOCABULARY_COLUMNS]]);
    expect(sheet).toMatchObject({ frozen: true, bold: true });
  });

  it("sends a unit's list in one language, English unless it asks for Spanish", async () => {
    const [{ number }] = await server.db.query<{ number: number }>('SELECT number FROM units WHERE id = $1', [colonial()]);
    const english = await download(`/api/vocabulary/download/${colonial()}`);
    expect(english.status).toBe(200);
    expect(english.headers['content-disposition']).toBe(`attachment; filename="vocabulary-unit-${number}-en.xlsx"`);
    const terms = (await glossary(1)).terms;
    const rows = (await sheetRows(english.bytes)).rows;
    expect(rows[0]).toEqual([...VOCABULARY_COLUMNS]);
    expect(rows.slice(1).map((r) => [r[0], r[2], r[4]])).toEqual(terms.map((t) => [t.name, t.definition, t.category]));
    const spanish = await download(`/api/vocabulary/download/${colonial()}?language=0`);
    expect(spanish.headers['content-disposition']).toBe(`attachment; filename="vocabulary-unit-${number}-es.xlsx"`);
    expect((await sheetRows(spanish.bytes)).rows[1][0]).toBe((await glossary(0)).terms[0].name);
    expect((await download('/api/vocabulary/download/999999')).status).toBe(404);
    expect((await download(`/api/vocabulary/download/${colonial()}?language=5`)).status).toBe(400);
  });
});
