import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { AuthoredUnit, AuthoredUnitDetails } from '@domain/authoring/authoring.responses';
import { waitFor } from '../support/wait-for';
import { checkedCallsAs, publishLikeAJob } from './support/authoring-calls';
import { courseIds } from './support/content-fixtures';
import { useTestServer } from './support/test-context';

/*
 * The course dashboard's unit calls (issue 14; api-spec §7.4): list, types, details, create (a
 * benchmark unit with its lesson and a publish), rename, acronym, move, remove; draft versions (a stale
 * save gets 409 with the unit now), stale and out-of-range moves, numbering, publish states, and that
 * students keep reading the published course while the drafts change.
 */

const server = useTestServer({
  world: async (s) => ({
    creator: await s.login('creator'),
    superAdmin: await s.login('superadmin'),
    teacher: await s.login('teacher'),
    student: await s.login('student'),
    ids: await courseIds(s),
  }),
});
const w = () => server.world;

const call = checkedCallsAs(server, () => w().creator);

const dashboard = async () => (await call<AuthoredUnit[]>('GET', '/api/units/unitData')).body.data;
const unitNamed = async (name: string) => (await dashboard()).find((u) => u.name.en === name)!;
const DEMO_UNITS = ['Colonial America', 'The American Revolution', 'A New Nation', 'Literacy Skills', 'Benchmark 1: Colonies to Independence'];

/** Publishes a unit the way a publish job does (the job marks the version it published). */
const publishDirectly = (unitId: number) => publishLikeAJob(server.db, 'unit', unitId);

describe('reading the course as its builder', () => {
  it('lists every unit in course order with numbers, versions and publish states', async () => {
    const units = await dashboard();
    expect(units.map((u) => u.name.en)).toEqual(DEMO_UNITS);
    expect(units.map((u) => [u.number, u.order])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [0, 4],
      [0, 5],
    ]);
    expect(units[0]).toMatchObject({ belongsTo: 'history', unitTypeId: 1, version: 1, publishState: 'published', specialUnitAcronym: null });
    expect(units[0].publishedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(units[0].lessonCount).toBeGreaterThan(0);
    expect(units[3]).toMatchObject({ belongsTo: 'literacy', specialUnitAcronym: { en: 'LS', es: 'DL' } });
    expect(units[4]).toMatchObject({ unitTypeId: 4, belongsTo: 'benchmark' });
  });

  it('answers the unit types a creator can make', async () => {
    const res = await call('GET', '/api/unit/types');
    expect(res.body.data).toEqual([
      { id: 1, name: { id: 1, en: 'Unit', es: 'Unidad' } },
      { id: 4, name: { id: 4, en: 'Benchmark unit', es: 'Unidad de evaluación de referencia' } },
    ]);
  });

  it("opens a unit's details with its lessons numbered among regular lessons only", async () => {
    const unitId = w().ids.unit('The American Revolution');
    const res = await call<AuthoredUnitDetails>('GET', `/api/${unitId}/unit-details`);
    expect(res.status).toBe(200);
    const details = res.body.data;
    expect(details).toMatchObject({ id: unitId, name: { en: 'The American Revolution' }, number: 2, publishState: 'published' });
    expect(details.lessons.map((l) => l.order)).toEqual(details.lessons.map((_, i) => i + 1));
    expect(details.lessons[0]).toMatchObject({ lessonTypeId: 1, number: null, publishState: 'published', unitId });
    expect(details.lessons[1]).toMatchObject({ lessonTypeId: 2, number: 1 });
    const regular = details.lessons.filter((l) => l.lessonTypeId === 2).map((l) => l.number);
    expect(regular).toEqual(regular.map((_, i) => i + 1));
    expect(details.lessonCount).toBe(details.lessons.length);
    expect(details.openerId).not.toBeNull();
  });

  it('answers 404 AUTHORING.UNIT_NOT_FOUND for an unknown or removed unit, and keeps the students\' lesson list route', async () => {
    const missing = await call('GET', '/api/999999/unit-details');
    expect(missing.status).toBe(404);
    expect(missing.body.data.code).toBe('AUTHORING.UNIT_NOT_FOUND');
    expect((await call('GET', '/api/abc/unit-details')).status).toBe(404);
    const unitId = w().ids.unit('Colonial America');
    const lessons = await server.call('GET', `/api/${unitId}/lessons`, { token: w().student });
    expect(lessons.status).toBe(200);
  });

  it('admits the super admin and content creators only', async () => {
    expect((await call('GET', '/api/units/unitData', { token: w().superAdmin })).status).toBe(200);
    expect((await call('GET', '/api/units/unitData', { token: w().teacher })).status).toBe(403);
    expect((await call('GET', '/api/unit/types', { token: w().student })).status).toBe(403);
    expect((await server.call('GET', '/api/units/unitData')).status).toBe(401);
  });
});

describe('creating units', () => {
  it('adds a regular unit at the end, numbered after the history units, never published', async () => {
    const res = await call<AuthoredUnit>('POST', '/api/unit', { body: { unitTypeId: 1 } });
    expect(res.status).toBe(201);
    expect(res.body.statusMessage).toBe('Changes saved successfully');
    expect(res.body.data).toMatchObject({
      name: { en: 'New unit', es: 'Nueva unidad' },
      number: 4,
      order: 6,
      belongsTo: 'history',
      unitTypeId: 1,
      version: 1,
      publishState: 'never-published',
      publishedAt: null,
      lessonCount: 0,
    });
    expect((await dashboard()).map((u) => u.id).at(-1)).toBe(res.body.data.id);
  });

  it('makes a benchmark unit with its benchmark lesson in one go, then publishes it', async () => {
    const res = await call<AuthoredUnit>('POST', '/api/unit', { body: { unitTypeId: 4 } });
    expect(res.status).toBe(201);
    const unit = res.body.data;
    expect(unit).toMatchObject({ unitTypeId: 4, belongsTo: 'benchmark', number: 0, order: 6, lessonCount: 1, specialUnitAcronym: { en: 'BM', es: 'ER' } });
    const details = (await call<AuthoredUnitDetails>('GET', `/api/${unit.id}/unit-details`)).body.data;
    expect(details.lessons).toEqual([expect.objectContaining({ lessonTypeId: 7, number: null, order: 1, title: expect.objectContaining({ en: 'Benchmark Assessment' }) })]);
    // The publish is a job queued after the unit landed; it runs in the background.
    const [job] = await server.db.query<{ id: number }>(`SELECT id FROM publish_jobs WHERE scope = 'unit' AND target_id = $1`, [unit.id]);
    expect(job).toBeDefined();
    await waitFor(
      async () => {
        const [row] = await server.db.query<{ state: string }>('SELECT state FROM publish_jobs WHERE id = $1', [job.id]);
        return row.state === 'succeeded' || row.state === 'failed' ? row : null;
      },
      { what: 'the benchmark unit publish to finish' },
    );
    expect((await call<AuthoredUnitDetails>('GET', `/api/${unit.id}/unit-details`)).body.data).toMatchObject({
      publishState: 'published',
      lessons: [expect.objectContaining({ publishState: 'published' })],
    });
  });

  it('gives units created at the same moment their own places', async () => {
    const made = await Promise.all([1, 1, 4].map((unitTypeId) => call<AuthoredUnit>('POST', '/api/unit', { body: { unitTypeId } })));
    expect(made.map((r) => r.status)).toEqual([201, 201, 201]);
    const units = await dashboard();
    expect(units.map((u) => u.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(units.filter((u) => u.unitTypeId === 1 && u.belongsTo === 'history').map((u) => u.number)).toEqual([1, 2, 3, 4, 5]);
    await waitFor(async () => (await server.db.query(`SELECT 1 FROM publish_jobs WHERE state IN ('queued', 'running')`)).length === 0, {
      what: 'the benchmark unit publish to finish',
    });
  });

  it('refuses an unknown unit type, naming the field', async () => {
    for (const body of [{ unitTypeId: 2 }, {}, { unitTypeId: 'one' }]) {
      const res = await call('POST', '/api/unit', { body });
      expect(res.status).toBe(400);
      expect(res.body.data.fields).toEqual([expect.objectContaining({ field: 'unitTypeId' })]);
    }
    expect(await dashboard()).toHaveLength(5);
  });
});

describe('renaming and badges', () => {
  it('saves the name from the version the creator loaded and raises the version', async () => {
    const unit = await unitNamed('Colonial America');
    const res = await call<AuthoredUnit>('PATCH', `/api/unit/${unit.id}/change-name`, {
      body: { version: unit.version, name: { en: '  Colonial America, 1607–1763 ', es: 'América colonial, 1607–1763' } },
    });
    expect(res.status).toBe(200);
    expect(res.body.statusMessage).toBe('Changes saved successfully');
    expect(res.body.data).toMatchObject({ name: { en: 'Colonial America, 1607–1763', es: 'América colonial, 1607–1763' }, version: 2, publishState: 'unpublished-changes' });
    // Students still read the published name.
    const student = await server.call('GET', '/api/units', { token: w().student });
    expect(student.body.data[0].name.en).toBe('Colonial America');
  });

  it('answers a stale save with 409 and the unit as it is now, and changes nothing', async () => {
    const unit = await unitNamed('Colonial America');
    await call('PATCH', `/api/unit/${unit.id}/change-name`, { body: { version: unit.version, name: { en: 'First editor', es: 'Primera' } } });
    const stale = await call('PATCH', `/api/unit/${unit.id}/change-name`, { body: { version: unit.version, name: { en: 'Second editor', es: 'Segunda' } } });
    expect(stale.status).toBe(409);
    expect(stale.body.data).toMatchObject({ code: 'AUTHORING.STALE_VERSION', current: { id: unit.id, name: { en: 'First editor' }, version: unit.version + 1 } });
    expect(stale.body.statusMessage).toMatch(/Someone else saved this/);
    expect((await unitNamed('First editor')).version).toBe(unit.version + 1);
  });

  it('moves a unit to the literacy menu and renumbers the history units after it', async () => {
    const colonial = await unitNamed('Colonial America');
    const res = await call<AuthoredUnit>('PATCH', `/api/unit/${colonial.id}/change-name`, { body: { version: colonial.version, belongsTo: 'literacy' } });
    expect(res.body.data).toMatchObject({ belongsTo: 'literacy', number: 0, version: colonial.version + 1 });
    const units = await dashboard();
    expect(units.map((u) => u.number)).toEqual([0, 1, 2, 0, 0]);
    // The renumbered units differ from what students read now.
    expect(units[1]).toMatchObject({ version: 2, publishState: 'unpublished-changes' });
    expect(units[3]).toMatchObject({ version: 1, publishState: 'published' });
  });

  it('refuses bad names and unknown units', async () => {
    const unit = await unitNamed('Colonial America');
    const empty = await call('PATCH', `/api/unit/${unit.id}/change-name`, { body: { version: unit.version, name: { en: '  ', es: '' } } });
    expect(empty.status).toBe(400);
    expect(empty.body.data.fields).toEqual([expect.objectContaining({ field: 'name.en' })]);
    const nothing = await call('PATCH', `/api/unit/${unit.id}/change-name`, { body: { version: unit.version } });
    expect(nothing.body.data.fields).toEqual([expect.objectContaining({ field: 'name' })]);
    const noVersion = await call('PATCH', `/api/unit/${unit.id}/change-name`, { body: { name: { en: 'X', es: 'X' } } });
    expect(noVersion.body.data.fields).toEqual([expect.objectContaining({ field: 'version' })]);
    const missing = await call('PATCH', '/api/unit/999999/change-name', { body: { version: 1, name: { en: 'X', es: 'X' } } });
    expect(missing.status).toBe(404);
    expect(missing.body.data.code).toBe('AUTHORING.UNIT_NOT_FOUND');
    expect((await unitNamed('Colonial America')).version).toBe(unit.version);
  });

  it('sets, changes and removes a special unit acronym', async () => {
    const unit = await unitNamed('Literacy Skills');
    const changed = await call<AuthoredUnit>('PATCH', `/api/unit/${unit.id}`, { body: { version: unit.version, specialUnitAcronym: { en: 'LIT', es: 'LEC' } } });
    expect(changed.body.data).toMatchObject({ specialUnitAcronym: { en: 'LIT', es: 'LEC' }, version: unit.version + 1 });
    const removed = await call<AuthoredUnit>('PATCH', `/api/unit/${unit.id}`, { body: { version: unit.version + 1, specialUnitAcronym: null } });
    expect(removed.body.data).toMatchObject({ specialUnitAcronym: null, version: unit.version + 2 });
    const colonial = await unitNamed('Colonial America');
    const added = await call<AuthoredUnit>('PATCH', `/api/unit/${colonial.id}`, { body: { version: colonial.version, specialUnitAcronym: { en: 'CA', es: 'AC' } } });
    expect(added.body.data.specialUnitAcronym).toMatchObject({ en: 'CA', es: 'AC' });
    const stale = await call('PATCH', `/api/unit/${colonial.id}`, { body: { version: colonial.version, specialUnitAcronym: null } });
    expect(stale.status).toBe(409);
    expect(stale.body.data.current.specialUnitAcronym).toMatchObject({ en: 'CA' });
    const tooLong = await call('PATCH', `/api/unit/${colonial.id}`, { body: { version: colonial.version + 1, specialUnitAcronym: { en: 'TOOLONGX', es: 'X' } } });
    expect(tooLong.status).toBe(400);
  });
});

describe('moving units', () => {
  it('moves a unit, renumbers the course from 1 and tells the creator to publish a published unit', async () => {
    const revolution = await unitNamed('The American Revolution');
    const res = await call('PATCH', `/api/unit/${revolution.id}`, { body: { number: 2, order: 1, oldOrder: 2 } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ publishNeeded: true });
    expect(res.body.statusMessage).toBe('Please perform a unit publish to see the changes in student users');
    const units = await dashboard();
    expect(units.map((u) => u.name.en)).toEqual(['The American Revolution', 'Colonial America', 'A New Nation', 'Literacy Skills', 'Benchmark 1: Colonies to Independence']);
    expect(units.map((u) => [u.order, u.number])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 0],
      [5, 0],
    ]);
    expect(units.map((u) => u.publishState)).toEqual(['unpublished-changes', 'unpublished-changes', 'published', 'published', 'published']);
    // Students read the published order and numbers until a publish.
    const student = await server.call('GET', '/api/units', { token: w().student });
    expect(student.body.data.find((u: { id: number }) => u.id === revolution.id).number).toBe(2);
    expect(student.body.data.slice(0, 2).map((u: { name: { en: string } }) => u.name.en)).toEqual(['Colonial America', 'The American Revolution']);
  });

  it('moves a unit down past special units and back', async () => {
    const colonial = await unitNamed('Colonial America');
    await call('PATCH', `/api/unit/${colonial.id}`, { body: { number: 1, order: 5, oldOrder: 1 } });
    expect((await dashboard()).map((u) => [u.name.en, u.number])).toEqual([
      ['The American Revolution', 1],
      ['A New Nation', 2],
      ['Literacy Skills', 0],
      ['Benchmark 1: Colonies to Independence', 0],
      ['Colonial America', 3],
    ]);
    await call('PATCH', `/api/unit/${colonial.id}`, { body: { number: 3, order: 1, oldOrder: 5 } });
    expect((await dashboard()).map((u) => u.name.en)).toEqual(DEMO_UNITS);
  });

  it('answers a never-published unit\'s move without a publish notice', async () => {
    const created = (await call<AuthoredUnit>('POST', '/api/unit', { body: { unitTypeId: 1 } })).body.data;
    const res = await call('PATCH', `/api/unit/${created.id}`, { body: { number: 4, order: 1, oldOrder: 6 } });
    expect(res.body).toMatchObject({ data: { publishNeeded: false }, statusMessage: 'Changes saved successfully' });
    expect((await dashboard()).map((u) => u.number)).toEqual([1, 2, 3, 4, 0, 0]);
  });

  it('answers 409 when the unit is no longer where the creator saw it, and 400 past the end', async () => {
    const colonial = await unitNamed('Colonial America');
    const stale = await call('PATCH', `/api/unit/${colonial.id}`, { body: { number: 1, order: 3, oldOrder: 2 } });
    expect(stale.status).toBe(409);
    expect(stale.body.data.code).toBe('AUTHORING.STALE_ORDER');
    const past = await call('PATCH', `/api/unit/${colonial.id}`, { body: { number: 1, order: 6, oldOrder: 1 } });
    expect(past.status).toBe(400);
    expect(past.body.data).toMatchObject({ code: 'AUTHORING.ORDER_OUT_OF_RANGE', fields: [expect.objectContaining({ field: 'order' })] });
    const zero = await call('PATCH', `/api/unit/${colonial.id}`, { body: { number: 1, order: 0, oldOrder: 1 } });
    expect(zero.status).toBe(400);
    expect(zero.body.data.fields).toEqual([expect.objectContaining({ field: 'order' })]);
    const missing = await call('PATCH', '/api/unit/999999', { body: { number: 1, order: 1, oldOrder: 1 } });
    expect(missing.status).toBe(404);
    expect((await dashboard()).map((u) => u.name.en)).toEqual(DEMO_UNITS);
  });
});

describe('removing units', () => {
  it('removes a published unit, shifts the later ones up and asks for a course publish', async () => {
    const revolution = await unitNamed('The American Revolution');
    const res = await call('DELETE', `/api/unit/${revolution.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ data: { publishNeeded: true }, statusMessage: 'Warning: publish the course to see changes for students.' });
    const units = await dashboard();
    expect(units.map((u) => [u.name.en, u.order, u.number])).toEqual([
      ['Colonial America', 1, 1],
      ['A New Nation', 2, 2],
      ['Literacy Skills', 3, 0],
      ['Benchmark 1: Colonies to Independence', 4, 0],
    ]);
    expect((await call('GET', `/api/${revolution.id}/unit-details`)).status).toBe(404);
    expect((await call('DELETE', `/api/unit/${revolution.id}`)).status).toBe(404);
    const rename = await call('PATCH', `/api/unit/${revolution.id}/change-name`, { body: { version: revolution.version, name: { en: 'Gone', es: 'Ido' } } });
    expect(rename.status).toBe(404);
  });

  it('removes a never-published unit without a publish notice', async () => {
    const created = (await call<AuthoredUnit>('POST', '/api/unit', { body: { unitTypeId: 1 } })).body.data;
    const res = await call('DELETE', `/api/unit/${created.id}`);
    expect(res.body).toMatchObject({ data: { publishNeeded: false }, statusMessage: 'Changes saved successfully' });
    expect(await dashboard()).toHaveLength(5);
  });
});

describe('publish states', () => {
  it('goes from never published to published to unpublished changes', async () => {
    const created = (await call<AuthoredUnit>('POST', '/api/unit', { body: { unitTypeId: 1 } })).body.data;
    expect(created.publishState).toBe('never-published');
    await publishDirectly(created.id);
    const published = (await dashboard()).find((u) => u.id === created.id)!;
    expect(published).toMatchObject({ publishState: 'published', version: 1 });
    expect(published.publishedAt).not.toBeNull();
    const renamed = await call<AuthoredUnit>('PATCH', `/api/unit/${created.id}/change-name`, { body: { version: 1, name: { en: 'Westward', es: 'Hacia el oeste' } } });
    expect(renamed.body.data).toMatchObject({ publishState: 'unpublished-changes', version: 2 });
    await publishDirectly(created.id);
    expect((await dashboard()).find((u) => u.id === created.id)).toMatchObject({ publishState: 'published', version: 2 });
  });

  it('marks the unit changed when its lesson list changes', async () => {
    const unit = await unitNamed('A New Nation');
    await call('POST', '/api/lesson', { body: { unitId: unit.id } });
    expect(await unitNamed('A New Nation')).toMatchObject({ version: unit.version + 1, publishState: 'unpublished-changes', lessonCount: unit.lessonCount + 1 });
  });
});
