import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { AuthoredUnitDetails, AuthoringChange } from '@domain/authoring/authoring.responses';
import type { AuthoredBiography, AuthoredTimeline } from '@domain/authoring/reading-authoring.responses';
import { one } from '../../server/src/db/database';
import { builderCalls, builderWorld, expectRefused as refused, publishAndWait, text } from './support/authoring-calls';
import { useTestServer } from './support/test-context';
import type { ApiResponse as Res } from './support/test-server';

/*
 * The biography and timeline builders' calls (issue 14; api-spec §7.8): each item is one draft with
 * one version; every save names it and answers the whole item one version on (409 with the item now
 * when stale); bad input, unknown items, media kinds, sanitised rich text, one timeline per unit, and
 * publishes giving students exactly the previewed document.
 */

const server = useTestServer({ world: (s) => builderWorld(s, 'b') });
const { w, call, colonial } = builderCalls(server);

const event = (en: string, year: number) => ({
  date: text(en),
  year,
  title: text(`${en} title`),
  shortDescription: text(`${en} short`),
  longDescription: text(`<p>${en} long</p>`),
  audio: null,
  imageId: null,
});

const bioBackup = async (id: number) => (await call<AuthoredBiography>('GET', `/api/biography/${id}/backup`)).body.data;
const timelineBackup = async (id: number) => (await call<AuthoredTimeline>('GET', `/api/timeline/${id}/backup`)).body.data;
const details = async (unitId = colonial()) => (await call<AuthoredUnitDetails>('GET', `/api/${unitId}/unit-details`)).body.data;
const unitVersion = async (unitId = colonial()) => (await details(unitId)).version;

/** Asserts a change succeeded and answers its item. */
function ok<T extends { version: number; document: { version: number } }>(res: Res<T>, status = 200): T {
  expect(res.status, JSON.stringify(res.body).slice(0, 400)).toBe(status);
  expect(res.body.statusMessage).toBe('Changes saved successfully');
  expect(res.body.data.document.version).toBe(res.body.data.version);
  return res.body.data;
}

/** The unit's live timeline (the seed gives Colonial America one). */
const seededTimeline = async () =>
  (await one<{ id: number }>(server.db, 'SELECT id FROM timelines WHERE unit_id = $1 AND deleted_at IS NULL', [colonial()]))!.id;

const withoutStamp = <T extends { version: number; publishedAt: string }>({ version: _v, publishedAt: _p, ...rest }: T) => rest;

describe('biographies', () => {
  it('creates one at the end of the unit, raises the unit version, and reads it back to builders and previewers', async () => {
    const before = await details();
    const res = await call<AuthoredBiography>('POST', '/api/biography', { body: { unitId: colonial() } });
    const bio = ok(res, 201);
    expect(bio).toMatchObject({ unitId: colonial(), version: 1, publishState: 'never-published' });
    expect(bio.document).toMatchObject({
      id: bio.id,
      order: before.biographies.length + 1,
      characterName: { en: 'New biography', es: 'Nueva biografía' },
      mainText: { en: '', es: '' },
      portrait: null,
      audio: null,
    });
    const after = await details();
    expect(after.version).toBe(before.version + 1);
    expect(after.biographies.at(-1)).toMatchObject({ id: bio.id, order: before.biographies.length + 1, publishState: 'never-published' });
    expect(await bioBackup(bio.id)).toEqual({ ...bio, document: { ...bio.document, publishedAt: expect.any(String) } });
    expect((await call('GET', `/api/biography/${bio.id}/backup`, { token: w().teacher })).status).toBe(200);
    expect((await call('GET', `/api/biography/${bio.id}/backup`, { token: w().student })).status).toBe(403);
    expect((await call('POST', '/api/biography', { token: w().teacher, body: { unitId: colonial() } })).status).toBe(403);
  });

  it('saves fields, sanitises rich text, renames, and refuses stale versions with the biography now', async () => {
    const { id } = ok(await call<AuthoredBiography>('POST', '/api/biography', { body: { unitId: colonial() } }), 201);
    let bio = ok(
      await call<AuthoredBiography>('PUT', `/api/biography/${id}`, {
        body: {
          version: 1,
          characterName: text('Pocahontas', 'Pocahontas'),
          characterPeriod: text('1596–1617'),
          mainText: text('<p>Daughter of <a href="javascript:alert(1)">Powhatan</a></p><script>x()</script>', '<p>Hija</p>'),
          portraitImageId: w().image,
          audio: { en: w().audio, es: null },
        },
      }),
    );
    expect(bio.version).toBe(2);
    expect(bio.document).toMatchObject({ characterName: { en: 'Pocahontas' }, characterPeriod: { en: '1596–1617' }, portrait: { id: w().image } });
    expect(bio.document.audio).toMatchObject({ en: `/api/audio/${w().audio}`, es: null });
    expect(bio.document.mainText.en).toContain('Powhatan');
    expect(bio.document.mainText.en).not.toMatch(/javascript|script/);
    expect(bio.document.disclaimer).toBeNull();

    bio = ok(await call<AuthoredBiography>('PATCH', `/api/biography/${id}/change-name`, { body: { version: 2, characterName: text('Matoaka') } }));
    expect(bio).toMatchObject({ version: 3, document: { characterName: { en: 'Matoaka' }, characterPeriod: { en: '1596–1617' } } });

    const stale = await call('PUT', `/api/biography/${id}`, { body: { version: 2, disclaimer: text('Old') } });
    refused(stale, 409, 'AUTHORING.STALE_VERSION');
    expect(stale.body.data.current).toEqual({ ...bio, document: { ...bio.document, publishedAt: expect.any(String) } });
    bio = ok(await call<AuthoredBiography>('PUT', `/api/biography/${id}`, { body: { version: 3, portraitImageId: null, audio: null } }));
    expect(bio.document).toMatchObject({ portrait: null, audio: null, characterName: { en: 'Matoaka' } });
  });

  it('refuses bad input, media of the wrong kind and unknown biographies', async () => {
    const { id } = ok(await call<AuthoredBiography>('POST', '/api/biography', { body: { unitId: colonial() } }), 201);
    const empty = await call('PUT', `/api/biography/${id}`, { body: { version: 1, characterName: text('  ', 'Nombre') } });
    expect(empty.status).toBe(400);
    expect(empty.body.data.fields).toEqual([expect.objectContaining({ field: 'characterName.en' })]);
    expect((await call('PATCH', `/api/biography/${id}/change-name`, { body: { version: 1, characterName: text('') } })).status).toBe(400);
    refused(await call('PUT', `/api/biography/${id}`, { body: { version: 1, portraitImageId: w().audio } }), 400, 'AUTHORING.MEDIA_MISMATCH');
    refused(await call('PUT', `/api/biography/${id}`, { body: { version: 1, audio: { en: w().image, es: null } } }), 400, 'AUTHORING.MEDIA_MISMATCH');
    expect((await bioBackup(id)).version).toBe(1);
    refused(await call('PUT', '/api/biography/999999', { body: { version: 1 } }), 404, 'AUTHORING.BIOGRAPHY_NOT_FOUND');
    refused(await call('GET', '/api/biography/999999/backup'), 404, 'AUTHORING.BIOGRAPHY_NOT_FOUND');
    refused(await call('POST', '/api/biography', { body: { unitId: 999999 } }), 404, 'AUTHORING.UNIT_NOT_FOUND');
    refused(await call('PATCH', '/api/biography/999999/publish'), 404, 'AUTHORING.BIOGRAPHY_NOT_FOUND');
  });

  it('removes one: the later ones move up, the unit changes, and a published one needs a publish', async () => {
    const before = await details();
    const [first, second] = before.biographies;
    const res = await call<AuthoringChange>('DELETE', `/api/biography/${first.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ data: { publishNeeded: true }, statusMessage: expect.stringMatching(/publish/i) });
    const after = await details();
    expect(after.version).toBe(before.version + 1);
    expect(after.biographies.map((b) => [b.id, b.order])).toEqual([[second.id, 1]]);
    expect((await bioBackup(second.id)).document.order).toBe(1);
    refused(await call('GET', `/api/biography/${first.id}/backup`), 404, 'AUTHORING.BIOGRAPHY_NOT_FOUND');
    refused(await call('DELETE', `/api/biography/${first.id}`), 404, 'AUTHORING.BIOGRAPHY_NOT_FOUND');

    const fresh = ok(await call<AuthoredBiography>('POST', '/api/biography', { body: { unitId: colonial() } }), 201);
    const unpublished = await call<AuthoringChange>('DELETE', `/api/biography/${fresh.id}`);
    expect(unpublished.body).toMatchObject({ data: { publishNeeded: false }, statusMessage: 'Changes saved successfully' });
  });

  it('shows a seeded biography published, then changed after a save; a publish job gives students the preview', async () => {
    const [seeded] = (await details()).biographies;
    expect(seeded.publishState).toBe('published');
    const bio = await bioBackup(seeded.id);
    expect(bio.publishState).toBe('published');
    const saved = ok(
      await call<AuthoredBiography>('PUT', `/api/biography/${seeded.id}`, { body: { version: bio.version, disclaimer: text('Portrait imagined', 'Retrato imaginado') } }),
    );
    expect(saved.publishState).toBe('unpublished-changes');
    expect((await details()).biographies[0].publishState).toBe('unpublished-changes');
    const preview = await bioBackup(seeded.id);

    expect(await publishAndWait(call, `/api/biography/${seeded.id}/publish`)).toMatchObject({ state: 'succeeded', scope: 'biography', steps: 1 });
    const student = await server.call('GET', `/api/biography/${seeded.id}`, { token: w().student });
    expect(student.status).toBe(200);
    expect(withoutStamp(student.body.data)).toEqual(withoutStamp(preview.document));
    expect((await bioBackup(seeded.id)).publishState).toBe('published');
    expect((await details()).biographies[0].publishState).toBe('published');
  });
});

describe('timelines', () => {
  it('refuses a second timeline for a unit with the one there; a new one after removal starts empty', async () => {
    const existing = await timelineBackup(await seededTimeline());
    expect(existing.publishState).toBe('published');
    const second = await call('POST', '/api/timeline', { body: { unitId: colonial() } });
    refused(second, 409, 'AUTHORING.TIMELINE_EXISTS');
    expect(second.body.data.current).toEqual({ ...existing, document: { ...existing.document, publishedAt: expect.any(String) } });

    const before = await unitVersion();
    const removed = await call<AuthoringChange>('DELETE', `/api/timeline/${existing.id}`);
    expect(removed.body).toMatchObject({ data: { publishNeeded: true } });
    expect(await unitVersion()).toBe(before + 1);
    expect((await details()).timelineId).toBeNull();
    refused(await call('GET', `/api/timeline/${existing.id}/backup`), 404, 'AUTHORING.TIMELINE_NOT_FOUND');

    const made = ok(await call<AuthoredTimeline>('POST', '/api/timeline', { body: { unitId: colonial() } }), 201);
    expect(made).toMatchObject({ unitId: colonial(), version: 1, publishState: 'never-published' });
    expect(made.document).toMatchObject({ title: { en: 'Timeline', es: 'Línea de tiempo' }, intro: null, events: [] });
    expect((await details()).timelineId).toBe(made.id);
    refused(await call('POST', '/api/timeline', { body: { unitId: 999999 } }), 404, 'AUTHORING.UNIT_NOT_FOUND');
  });

  it('adds events at the end, saves them all in the order given, and removes one', async () => {
    await call('DELETE', `/api/timeline/${await seededTimeline()}`);
    const { id } = ok(await call<AuthoredTimeline>('POST', '/api/timeline', { body: { unitId: colonial() } }), 201);
    let tl = ok(await call<AuthoredTimeline>('POST', `/api/timeline/${id}/blurb`, { body: { version: 1, ...event('Spring', 1607) } }), 201);
    tl = ok(await call<AuthoredTimeline>('POST', `/api/timeline/${id}/blurb`, { body: { version: 2, ...event('Summer', 1620), imageId: w().image } }), 201);
    tl = ok(await call<AuthoredTimeline>('POST', `/api/timeline/${id}/blurb`, { body: { version: 3, ...event('Autumn', 1630) } }), 201);
    expect(tl.document.events.map((e) => [e.title.en, e.order])).toEqual([
      ['Spring title', 1],
      ['Summer title', 2],
      ['Autumn title', 3],
    ]);
    expect(tl.document.events[1].image).toMatchObject({ id: w().image });

    const [spring, summer, autumn] = tl.document.events;
    const fields = (e: (typeof tl.document.events)[number], en: string) => ({ ...event(en, e.year), id: e.id });
    tl = ok(
      await call<AuthoredTimeline>('PUT', `/api/timeline/${id}`, {
        body: {
          version: 4,
          title: text('Colonies', 'Colonias'),
          intro: text('<p onclick="x()">Three seasons</p>'),
          events: [fields(autumn, 'Late'), { ...fields(spring, 'Early'), audio: { en: w().audio, es: null } }, fields(summer, 'Middle')],
        },
      }),
    );
    expect(tl.version).toBe(5);
    expect(tl.document.title).toMatchObject({ en: 'Colonies', es: 'Colonias' });
    expect(tl.document.intro?.en).toBe('<p>Three seasons</p>');
    expect(tl.document.events.map((e) => [e.id, e.order, e.title.en])).toEqual([
      [autumn.id, 1, 'Late title'],
      [spring.id, 2, 'Early title'],
      [summer.id, 3, 'Middle title'],
    ]);
    expect(tl.document.events[1].audio).toMatchObject({ en: `/api/audio/${w().audio}` });
    expect(tl.document.events[2].image).toBeNull();

    tl = ok(await call<AuthoredTimeline>('DELETE', `/api/blurb/${autumn.id}?version=5`));
    expect(tl.document.events.map((e) => [e.id, e.order])).toEqual([
      [spring.id, 1],
      [summer.id, 2],
    ]);
    refused(await call('DELETE', `/api/blurb/${autumn.id}?version=6`), 404, 'AUTHORING.TIMELINE_EVENT_NOT_FOUND');
    refused(await call('DELETE', `/api/blurb/${spring.id}?version=5`), 409, 'AUTHORING.STALE_VERSION');
  });

  it('refuses stale saves, event lists that are not the live ones, bad input and media mismatches', async () => {
    const id = await seededTimeline();
    const tl = await timelineBackup(id);
    const events = tl.document.events.map((e) => ({ ...event(e.date.en, e.year), id: e.id }));
    const body = { version: tl.version, title: text('T'), intro: null, events };

    const stale = await call('PUT', `/api/timeline/${id}`, { body: { ...body, version: tl.version + 1 } });
    refused(stale, 409, 'AUTHORING.STALE_VERSION');
    expect(stale.body.data.current.version).toBe(tl.version);
    const missing = await call('PUT', `/api/timeline/${id}`, { body: { ...body, events: events.slice(1) } });
    refused(missing, 409, 'AUTHORING.STALE_VERSION');
    expect(missing.body.data.current).toEqual({ ...tl, document: { ...tl.document, publishedAt: expect.any(String) } });
    refused(await call('PUT', `/api/timeline/${id}`, { body: { ...body, events: [...events, events[0]] } }), 409, 'AUTHORING.STALE_VERSION');

    const fractional = await call('POST', `/api/timeline/${id}/blurb`, { body: { version: tl.version, ...event('Half', 1.5) } });
    expect(fractional.status).toBe(400);
    expect(fractional.body.data.fields).toEqual([expect.objectContaining({ field: 'year' })]);
    expect((await call('PUT', `/api/timeline/${id}`, { body: { ...body, title: text('') } })).status).toBe(400);
    refused(await call('POST', `/api/timeline/${id}/blurb`, { body: { version: tl.version, ...event('Img', 1700), imageId: w().audio } }), 400, 'AUTHORING.MEDIA_MISMATCH');
    refused(
      await call('PUT', `/api/timeline/${id}`, { body: { ...body, events: [{ ...events[0], audio: { en: null, es: w().image } }, ...events.slice(1)] } }),
      400,
      'AUTHORING.MEDIA_MISMATCH',
    );
    expect((await timelineBackup(id)).version).toBe(tl.version);
    refused(await call('PUT', '/api/timeline/999999', { body }), 404, 'AUTHORING.TIMELINE_NOT_FOUND');
    refused(await call('DELETE', '/api/blurb/999999?version=1'), 404, 'AUTHORING.TIMELINE_EVENT_NOT_FOUND');
    refused(await call('DELETE', '/api/timeline/999999'), 404, 'AUTHORING.TIMELINE_NOT_FOUND');
    refused(await call('PATCH', '/api/timeline/999999/publish'), 404, 'AUTHORING.TIMELINE_NOT_FOUND');
  });

  it('shows the seeded timeline published, changed after a save, and published again by its own job', async () => {
    const id = await seededTimeline();
    const tl = await timelineBackup(id);
    const events = tl.document.events.map((e) => ({ ...event(e.date.en, e.year), id: e.id }));
    const saved = ok(await call<AuthoredTimeline>('PUT', `/api/timeline/${id}`, { body: { version: tl.version, title: text('Colonial times'), intro: null, events } }));
    expect(saved.publishState).toBe('unpublished-changes');
    const preview = await timelineBackup(id);

    expect(await publishAndWait(call, `/api/timeline/${id}/publish`)).toMatchObject({ state: 'succeeded', scope: 'timeline', steps: 1 });
    const student = await server.call('GET', `/api/timeline/${colonial()}`, { token: w().student });
    expect(withoutStamp(student.body.data)).toEqual(withoutStamp(preview.document));
    const first = await server.call('GET', `/api/timeline/blurb/${events[0].id}`, { token: w().student });
    expect(first.body.data).toEqual(preview.document.events[0]);
    expect((await timelineBackup(id)).publishState).toBe('published');
  });

  it('takes a removed timeline and its events away from students with the unit publish', async () => {
    const id = await seededTimeline();
    const [firstEvent] = (await timelineBackup(id)).document.events;
    await call('DELETE', `/api/timeline/${id}`);
    // Students keep reading it until the unit is published.
    expect((await server.call('GET', `/api/timeline/${colonial()}`, { token: w().student })).status).toBe(200);

    expect(await publishAndWait(call, `/api/unit/${colonial()}/publish`)).toMatchObject({ state: 'succeeded' });
    expect((await server.call('GET', `/api/unit/${colonial()}`, { token: w().student })).body.data.timelineId).toBeNull();
    expect((await server.call('GET', `/api/timeline/${colonial()}`, { token: w().student })).status).toBe(404);
    expect((await server.call('GET', `/api/timeline/blurb/${firstEvent.id}`, { token: w().student })).status).toBe(404);
  });

  it('takes a removed biography away from students with the unit publish', async () => {
    const [first, second] = (await details()).biographies;
    await call('DELETE', `/api/biography/${first.id}`);
    expect((await server.call('GET', `/api/biography/${first.id}`, { token: w().student })).status).toBe(200);
    expect(await publishAndWait(call, `/api/unit/${colonial()}/publish`)).toMatchObject({ state: 'succeeded' });
    expect((await server.call('GET', `/api/biography/${first.id}`, { token: w().student })).status).toBe(404);
    const links = (await server.call('GET', `/api/${colonial()}/biography`, { token: w().student })).body.data;
    expect(links.map((b: { id: number }) => b.id)).toEqual([second.id]);
    expect((await details()).biographies[0]).toMatchObject({ id: second.id, publishState: 'published' });
  });
});
