import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { AuthoredUnit, AuthoredUnitDetails } from '@domain/authoring/authoring.responses';
import type { AuthoredOverview } from '@domain/authoring/page-authoring.responses';
import type { SaveOverviewBody } from '@domain/authoring/page-authoring.schemas';
import { builderCalls, builderWorld, expectRefused as refused, publishAndWait, text } from './support/authoring-calls';
import { useTestServer } from './support/test-context';
import type { ApiResponse as Res } from './support/test-server';

/*
 * The overview builder's calls (issue 14; api-spec §7.4): the overview is part of its unit's draft, so
 * a save names the unit's draft version and raises it (a stale one is refused with the overview now),
 * and it reaches students with the next unit publish. Blurbs are kept by id, added without one, removed
 * by leaving them out and ordered as sent; students keep a removed blurb (and their check) until then.
 */

const server = useTestServer({ world: (s) => builderWorld(s, 'b') });
const { w, call, colonial, revolution } = builderCalls(server);

const idOfUrl = (url: string | null) => (url === null ? null : Number(url.split('/').pop()));
const overviewOf = async (unitId = colonial()) => (await call<AuthoredOverview>('GET', `/api/unit/${unitId}/overview-backups`)).body.data;
const unitVersion = async () => (await call<AuthoredUnitDetails>('GET', `/api/${colonial()}/unit-details`)).body.data.version;
const studentOverview = async () => (await server.call('GET', `/api/unit/${colonial()}/overview`, { token: w().student })).body.data;

function bodyOf(page: AuthoredOverview): SaveOverviewBody {
  const { intro, blurbs } = page.overview;
  return {
    version: page.version,
    intro: intro && text(intro.en, intro.es),
    blurbs: blurbs.map((b) => ({
      id: b.id,
      title: text(b.title.en, b.title.es),
      text: text(b.text.en, b.text.es),
      imageId: b.image?.id ?? null,
      audio: b.audio && { en: idOfUrl(b.audio.en), es: idOfUrl(b.audio.es) },
    })),
  };
}

function saved(res: Res<AuthoredOverview>): AuthoredOverview {
  expect(res.status, JSON.stringify(res.body).slice(0, 400)).toBe(200);
  expect(res.body.statusMessage).toBe('Overview updated!');
  return res.body.data;
}

describe('the overview builder', () => {
  it("reads the unit's overview draft with the unit's version to builders and previewers only", async () => {
    const page = await overviewOf();
    expect(page).toMatchObject({ unitId: colonial(), unitName: { en: 'Colonial America' }, version: await unitVersion(), publishState: 'published' });
    expect(page.overview.intro?.en).toContain('follow the colonies');
    expect(page.overview.blurbs.map((b) => [b.title.en, b.order])).toEqual([
      ['Reasons to cross an ocean', 1],
      ['Three colonial regions', 2],
      ['Many peoples, one coast', 3],
      ['Seeds of self-government', 4],
    ]);
    expect((await call('GET', `/api/unit/${colonial()}/overview-backups`, { token: w().teacher })).status).toBe(200);
    expect((await call('GET', `/api/unit/${colonial()}/overview-backups`, { token: w().student })).status).toBe(403);
    expect((await server.call('GET', `/api/unit/${colonial()}/overview-backups`)).status).toBe(401);
    refused(await call('GET', '/api/unit/999999/overview-backups'), 404, 'AUTHORING.UNIT_NOT_FOUND');
  });

  it("saves the introduction and blurbs in the order given, raising the unit's version; a stale unit version is refused", async () => {
    const page = await overviewOf();
    const [reasons, regions, peoples, seeds] = bodyOf(page).blurbs;
    const body: SaveOverviewBody = {
      version: page.version,
      intro: text('<p onmouseover="x()">Start <em>here</em></p><script>y()</script>', '<p>Empieza</p>'),
      blurbs: [
        seeds,
        { title: text('Trade', 'Comercio'), text: text('<p>Ships and goods</p>'), imageId: w().image, audio: { en: w().audio, es: null } },
        { ...reasons, title: text('Why they came', 'Por qué vinieron'), imageId: null },
        regions,
      ],
    };
    const after = saved(await call<AuthoredOverview>('PUT', `/api/unit/${colonial()}/overview`, { body }));
    expect(after).toMatchObject({ version: page.version + 1, publishState: 'unpublished-changes' });
    expect(await unitVersion()).toBe(after.version);
    expect(after.overview.intro).toMatchObject({ en: '<p>Start <em>here</em></p>', es: '<p>Empieza</p>' });
    expect(after.overview.blurbs.map((b) => [b.id, b.title.en, b.order])).toEqual([
      [seeds.id, 'Seeds of self-government', 1],
      [expect.any(Number), 'Trade', 2],
      [reasons.id, 'Why they came', 3],
      [regions.id, 'Three colonial regions', 4],
    ]);
    expect(after.overview.blurbs[1]).toMatchObject({ image: { id: w().image }, audio: { en: `/api/audio/${w().audio}`, es: null } });
    expect(after.overview.blurbs[2].image).toBeNull();
    expect(after.overview.blurbs.some((b) => b.id === peoples.id)).toBe(false);

    const stale = await call('PUT', `/api/unit/${colonial()}/overview`, { body });
    refused(stale, 409, 'AUTHORING.STALE_VERSION');
    expect(stale.body.data.current).toEqual(after);
    // Another change of the unit (a rename) moves its version on too.
    const renamed = await call<AuthoredUnit>('PATCH', `/api/unit/${colonial()}/change-name`, { body: { version: after.version, name: text('Colonies') } });
    expect(renamed.status).toBe(200);
    refused(await call('PUT', `/api/unit/${colonial()}/overview`, { body: bodyOf(after) }), 409, 'AUTHORING.STALE_VERSION');
    const again = saved(await call<AuthoredOverview>('PUT', `/api/unit/${colonial()}/overview`, { body: { ...bodyOf(after), version: renamed.body.data.version, intro: null } }));
    expect(again).toMatchObject({ unitName: { en: 'Colonies' }, overview: { intro: null } });
  });

  it('refuses bad input, blurbs of another unit or removed ones, media of the wrong kind and unknown units', async () => {
    const page = await overviewOf();
    const body = bodyOf(page);
    const put = (change: Partial<SaveOverviewBody>, unitId = colonial()) => call('PUT', `/api/unit/${unitId}/overview`, { body: { ...body, ...change } });
    const [first, ...rest] = body.blurbs;
    refused(await put({ blurbs: [{ ...first, title: text('') }] }), 400, 'VALIDATION', 'blurbs.0.title.en');
    refused(await put({ blurbs: [{ ...first, text: undefined as never }] }), 400, 'VALIDATION', 'blurbs.0.text');
    const other = await overviewOf(revolution());
    refused(await put({ blurbs: [first, { ...first, id: other.overview.blurbs[0].id }] }), 400, 'AUTHORING.ROW_NOT_IN_PAGE', 'blurbs.1.id');
    refused(await put({ blurbs: [{ ...first, imageId: w().audio }] }), 400, 'AUTHORING.MEDIA_MISMATCH');
    refused(await put({ blurbs: [{ ...first, audio: { en: w().image, es: null } }] }), 400, 'AUTHORING.MEDIA_MISMATCH');
    expect(await overviewOf()).toEqual(page);

    const removed = saved(await put({ blurbs: rest }));
    refused(await put({ version: removed.version, blurbs: [first] }), 400, 'AUTHORING.ROW_NOT_IN_PAGE', 'blurbs.0.id');
    refused(await put({}, 999999), 404, 'AUTHORING.UNIT_NOT_FOUND');
    for (const token of [w().teacher, w().student]) expect((await call('PUT', `/api/unit/${colonial()}/overview`, { token, body })).status).toBe(403);
    expect((await server.call('PUT', `/api/unit/${colonial()}/overview`, { body })).status).toBe(401);
  });

  it("reaches students with the unit publish only; a removed blurb keeps the student's check until then", async () => {
    const page = await overviewOf();
    const [first, ...rest] = bodyOf(page).blurbs;
    const check = await server.call('PATCH', `/api/unit/${colonial()}/overview`, { token: w().student, body: { blurbId: first.id, checked: true } });
    expect(check.status).toBe(200);
    const before = await studentOverview();
    const after = saved(await call<AuthoredOverview>('PUT', `/api/unit/${colonial()}/overview`, { body: { ...bodyOf(page), intro: text('<p>New intro</p>'), blurbs: rest } }));
    expect(await studentOverview()).toEqual(before);
    expect(before.blurbs.find((b: { id: number }) => b.id === first.id)).toMatchObject({ status: 'checked' });

    expect(await publishAndWait(call, `/api/unit/${colonial()}/publish`)).toMatchObject({ state: 'succeeded' });
    const published = await studentOverview();
    expect(published.intro).toEqual(after.overview.intro);
    expect(published.blurbs.map(({ status: _s, ...b }: { status: string }) => b)).toEqual(after.overview.blurbs);
    expect((await overviewOf()).publishState).toBe('published');
  });
});
