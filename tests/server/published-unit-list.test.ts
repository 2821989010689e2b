import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { AuthoredUnit } from '@domain/authoring/authoring.responses';
import type { PublishedUnit } from '@domain/authoring/published-units.responses';
import { builderWorld, checkedCallsAs, publishAndWait } from './support/authoring-calls';
import { useTestServer } from './support/test-context';

/*
 * `GET publishedUnitList` (issue 14; api-spec §7.5): the units students can open now, as they see
 * them, for the builders that link to units; a draft change shows only after a publish.
 */

const server = useTestServer({ world: (s) => builderWorld(s, 'a') });
const w = () => server.world;
const call = checkedCallsAs(server, () => w().creator);
const published = async () => {
  const res = await call<PublishedUnit[]>('GET', '/api/publishedUnitList');
  expect(res.status).toBe(200);
  return res.body.data;
};
/** The students' dashboard, as the demo student reads it. */
const studentUnits = async () => (await server.call<PublishedUnit[]>('GET', '/api/units', { token: w().student })).body.data;

describe('GET publishedUnitList', () => {
  it("lists the units students see, in their order, with each one's name, number, badge and type", async () => {
    const list = await published();
    expect(list.map((u) => u.id)).toEqual((await studentUnits()).map((u) => u.id));
    expect(list.find((u) => u.id === w().ids.unit('Colonial America'))).toMatchObject({ name: { en: 'Colonial America', es: 'La América colonial' }, number: 1, specialUnitAcronym: null, unitTypeId: 1 });
    expect(list.find((u) => u.id === w().ids.unit('Literacy Skills'))).toMatchObject({ specialUnitAcronym: { en: 'LS', es: 'DL' } });
    expect(Object.keys(list[0]).sort()).toEqual(['id', 'name', 'number', 'specialUnitAcronym', 'unitTypeId']);
  });

  it('leaves a new unit out, and keeps the published name, until the unit is published', async () => {
    const unit = (await call<AuthoredUnit>('POST', '/api/unit', { body: { unitTypeId: 1 } })).body.data;
    expect((await published()).map((u) => u.id)).not.toContain(unit.id);
    const colonial = w().ids.unit('Colonial America');
    const details = (await call<AuthoredUnit>('GET', `/api/${colonial}/unit-details`)).body.data;
    expect((await call('PATCH', `/api/unit/${colonial}/change-name`, { body: { version: details.version, name: { en: 'Colonies', es: 'Colonias' } } })).status).toBe(200);
    expect((await published()).find((u) => u.id === colonial)!.name.en).toBe('Colonial America');

    expect((await publishAndWait(call, `/api/unit/${unit.id}/publish`)).state).toBe('succeeded');
    expect((await published()).at(-1)).toMatchObject({ id: unit.id, name: { en: 'New unit' } });
  });

  it('is for builders only', async () => {
    expect((await server.call('GET', '/api/publishedUnitList')).status).toBe(401);
    for (const token of [w().teacher, w().student]) expect((await server.call('GET', '/api/publishedUnitList', { token })).status).toBe(403);
  });
});
