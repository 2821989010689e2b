import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { AuthoredUnitDetails } from '@domain/authoring/authoring.responses';
import type { AuthoredOpener, AuthoredTeacherPage } from '@domain/authoring/page-authoring.responses';
import type { SaveOpenerBody, SaveTeacherPageBody } from '@domain/authoring/page-authoring.schemas';
import { NotificationType } from '@domain/notifications/notification-type';
import { builderCalls, builderWorld, expectRefused as refused, publishAndWait, publishNotifications, text } from './support/authoring-calls';
import { useTestServer } from './support/test-context';
import type { ApiResponse as Res } from './support/test-server';

/*
 * The opener and teacher page builders' calls (issue 14; api-spec §7.4, §7.8): each page is one draft
 * with one version; a save carries the whole page, its list included (rows kept by id, added without
 * one, removed by leaving them out, ordered as sent); stale saves get 409 with the page now; bad input,
 * rows of another page and media of the wrong kind are refused; students read only what a publish gave.
 */

const server = useTestServer({ world: (s) => builderWorld(s, 'a') });
const { w, call, colonial, revolution } = builderCalls(server);

/** The demo unit with neither an opener nor a teacher page. */
const newNation = () => w().ids.unit('A New Nation');
const plain = (v: { en: string; es: string }) => text(v.en, v.es);
const idOfUrl = (url: string | null) => (url === null ? null : Number(url.split('/').pop()));

const details = async (unitId: number) => (await call<AuthoredUnitDetails>('GET', `/api/${unitId}/unit-details`)).body.data;
const opener = async (id: number) => (await call<AuthoredOpener>('GET', `/api/unitopener/${id}/backup`)).body.data;
const teacherPage = async (id: number) => (await call<AuthoredTeacherPage>('GET', `/api/skills/${id}/backup`)).body.data;
const student = (url: string) => server.call('GET', url, { token: w().student });
const withoutStamp = <T extends { version: number; publishedAt: string }>({ version: _v, publishedAt: _p, ...rest }: T) => rest;
const fresh = <T extends { document: { publishedAt: string } }>(page: T) => ({ ...page, document: { ...page.document, publishedAt: expect.any(String) } });

/** The save that leaves an opener as it was loaded. */
function openerBody(o: AuthoredOpener): SaveOpenerBody {
  const d = o.document;
  return {
    version: o.version,
    backgroundImageId: d.backgroundImage?.id ?? null,
    openerBackgroundImageId: d.openerBackgroundImage?.id ?? null,
    thumbnailImageId: d.thumbnailImage?.id ?? null,
    titleBackgroundColor: d.titleBackgroundColor,
    color: d.color,
    videoUrl: d.videoUrl,
    audio: d.audio && { en: idOfUrl(d.audio.en), es: idOfUrl(d.audio.es) },
    unitOpenerEmbededLink: d.unitOpenerEmbededLink,
    story: d.story && plain(d.story),
    highlight: d.highlight && plain(d.highlight),
    hotspots: d.hotspots.map((h) => ({ id: h.id, xPercent: h.xPercent, yPercent: h.yPercent, label: plain(h.label), text: h.text && plain(h.text) })),
  };
}

function teacherPageBody(p: AuthoredTeacherPage): SaveTeacherPageBody {
  const d = p.document;
  return { version: p.version, title: plain(d.title), content: d.content && plain(d.content), skills: d.skills.map((s) => ({ id: s.id, name: plain(s.name), description: s.description && plain(s.description) })) };
}

function saved<T extends { version: number; document: { version: number } }>(res: Res<T>, message: string, status = 200): T {
  expect(res.status, JSON.stringify(res.body).slice(0, 400)).toBe(status);
  expect(res.body.statusMessage).toBe(message);
  expect(res.body.data.document.version).toBe(res.body.data.version);
  return res.body.data;
}

/** The notifications a publish job left its requester. */
const jobNotifications = (jobId: number) => publishNotifications<{ itemKind: string; itemName: string }>(server.db, jobId);

describe('openers', () => {
  it('reads the seeded opener, published, by id and by unit, to builders and previewers only', async () => {
    const { openerId } = await details(colonial());
    const seeded = await opener(openerId!);
    expect(seeded).toMatchObject({ id: openerId, unitId: colonial(), publishState: 'published' });
    expect(seeded.document).toMatchObject({ id: openerId, unitName: { en: 'Colonial America' }, version: seeded.version, color: '#FFFFFF' });
    expect(seeded.document.hotspots.map((h) => h.order)).toEqual([1, 2, 3]);
    expect((await call<AuthoredOpener>('GET', `/api/unitopener/unit/${colonial()}/backup`)).body.data).toEqual(fresh(seeded));
    expect((await call('GET', `/api/unitopener/${openerId}/backup`, { token: w().teacher })).status).toBe(200);
    expect((await call('GET', `/api/unitopener/unit/${colonial()}/backup`, { token: w().student })).status).toBe(403);
    expect((await server.call('GET', `/api/unitopener/${openerId}/backup`)).status).toBe(401);
    refused(await call('GET', '/api/unitopener/999999/backup'), 404, 'AUTHORING.OPENER_NOT_FOUND');
    refused(await call('GET', `/api/unitopener/unit/${newNation()}/backup`), 404, 'AUTHORING.OPENER_NOT_FOUND');
  });

  it('creates an empty one for a unit without, raising the unit version; a second is refused with the one there', async () => {
    const before = await details(newNation());
    expect(before.openerId).toBeNull();
    const made = saved(await call<AuthoredOpener>('POST', '/api/unitopener', { body: { unitId: newNation() } }), 'Changes saved successfully', 201);
    expect(made).toMatchObject({ unitId: newNation(), version: 1, publishState: 'never-published' });
    expect(made.document).toMatchObject({ backgroundImage: null, videoUrl: null, audio: null, story: null, hotspots: [], unitName: { en: 'A New Nation' } });
    const after = await details(newNation());
    expect(after).toMatchObject({ openerId: made.id, version: before.version + 1 });
    const again = await call('POST', '/api/unitopener', { body: { unitId: newNation() } });
    refused(again, 409, 'AUTHORING.OPENER_EXISTS');
    expect(again.body.data.current).toEqual(fresh(made));
    refused(await call('POST', '/api/unitopener', { body: { unitId: 999999 } }), 404, 'AUTHORING.UNIT_NOT_FOUND');
    expect((await call('POST', '/api/unitopener', { token: w().teacher, body: { unitId: newNation() } })).status).toBe(403);
    expect((await server.call('POST', '/api/unitopener', { body: { unitId: newNation() } })).status).toBe(401);
  });

  it('saves every field and the hotspots (kept, added, moved, removed), sanitising rich text; stale saves get the opener now', async () => {
    const seeded = await opener((await details(colonial())).openerId!);
    const [first, second, third] = openerBody(seeded).hotspots;
    const body: SaveOpenerBody = {
      ...openerBody(seeded),
      titleBackgroundColor: '#123',
      videoUrl: 'https://example.org/colonies.mp4',
      backgroundImageId: w().image,
      audio: { en: w().audio, es: null },
      unitOpenerEmbededLink: null,
      story: text('<p>Ships <img src=x onerror="alert(1)">arrive</p><script>x()</script>', '<p>Barcos</p>'),
      hotspots: [{ ...third, label: text('South', 'Sur') }, { xPercent: 0, yPercent: 100, label: text('Coast'), text: null }, first],
    };
    const after = saved(await call<AuthoredOpener>('PUT', `/api/unitopener/${seeded.id}`, { body }), 'Unit Opener Updated');
    expect(after).toMatchObject({ version: seeded.version + 1, publishState: 'unpublished-changes' });
    expect(after.document).toMatchObject({ titleBackgroundColor: '#123', videoUrl: 'https://example.org/colonies.mp4', backgroundImage: { id: w().image } });
    expect(after.document.audio).toMatchObject({ en: `/api/audio/${w().audio}`, es: null });
    expect(after.document.story?.en).toContain('arrive');
    expect(after.document.story?.en).not.toMatch(/script|onerror/);
    const [south, coast, north] = after.document.hotspots;
    expect(after.document.hotspots.map((h) => [h.id, h.order])).toEqual([
      [third.id, 1],
      [coast.id, 2],
      [first.id, 3],
    ]);
    expect(south.label).toMatchObject({ en: 'South', es: 'Sur' });
    expect(coast).toMatchObject({ xPercent: 0, yPercent: 100, text: null });
    expect(north.text).toEqual(seeded.document.hotspots[0].text);
    expect(after.document.hotspots.some((h) => h.id === second.id)).toBe(false);

    const stale = await call('PUT', `/api/unitopener/${seeded.id}`, { body: openerBody(seeded) });
    refused(stale, 409, 'AUTHORING.STALE_VERSION');
    expect(stale.body.data.current).toEqual(fresh(after));
    // The seeded opener names one of the course's own videos: saving it back is fine.
    expect(seeded.document.videoUrl).toMatch(/^\/api\/videos\/\d+$/);
    const back = await call<AuthoredOpener>('PUT', `/api/unitopener/${seeded.id}`, { body: { ...openerBody(after), videoUrl: seeded.document.videoUrl } });
    expect(saved(back, 'Unit Opener Updated').document.videoUrl).toBe(seeded.document.videoUrl);
  });

  it('refuses bad colours, addresses, percents, rows not of this opener, media of the wrong kind and unknown openers', async () => {
    const seeded = await opener((await details(colonial())).openerId!);
    const body = openerBody(seeded);
    const [hotspot] = body.hotspots;
    const put = (change: Partial<SaveOpenerBody>) => call('PUT', `/api/unitopener/${seeded.id}`, { body: { ...body, ...change } });
    refused(await put({ color: '#12' }), 400, 'VALIDATION', 'color');
    refused(await put({ videoUrl: 'javascript:alert(1)' }), 400, 'VALIDATION', 'videoUrl');
    refused(await put({ unitOpenerEmbededLink: '/relative' }), 400, 'VALIDATION', 'unitOpenerEmbededLink');
    refused(await put({ hotspots: [{ ...hotspot, xPercent: 100.5 }] }), 400, 'VALIDATION', 'hotspots.0.xPercent');
    refused(await put({ hotspots: [{ ...hotspot, label: text(' ') }] }), 400, 'VALIDATION', 'hotspots.0.label.en');
    refused(await put({ hotspots: [{ ...hotspot, id: 999999 }] }), 400, 'AUTHORING.ROW_NOT_IN_PAGE', 'hotspots.0.id');
    const other = await opener((await details(revolution())).openerId!);
    refused(await put({ hotspots: [hotspot, { ...hotspot, id: other.document.hotspots[0].id }] }), 400, 'AUTHORING.ROW_NOT_IN_PAGE', 'hotspots.1.id');
    refused(await put({ hotspots: [hotspot, hotspot] }), 400, 'AUTHORING.ROW_NOT_IN_PAGE', 'hotspots.1.id');
    refused(await put({ thumbnailImageId: w().audio }), 400, 'AUTHORING.MEDIA_MISMATCH');
    refused(await put({ audio: { en: null, es: w().image } }), 400, 'AUTHORING.MEDIA_MISMATCH');
    refused(await put({ videoUrl: `/api/videos/${w().image}` }), 400, 'AUTHORING.MEDIA_MISMATCH');
    expect(await opener(seeded.id)).toEqual(fresh(seeded));
    refused(await call('PUT', '/api/unitopener/999999', { body }), 404, 'AUTHORING.OPENER_NOT_FOUND');
    refused(await call('PATCH', '/api/unitopener/999999/publish'), 404, 'AUTHORING.OPENER_NOT_FOUND');
    expect((await call('PUT', `/api/unitopener/${seeded.id}`, { token: w().teacher, body })).status).toBe(403);
    await server.db.query('UPDATE units SET deleted_at = now() WHERE id = $1', [colonial()]);
    refused(await put({}), 404, 'AUTHORING.OPENER_NOT_FOUND');
    refused(await call('GET', `/api/unitopener/${seeded.id}/backup`), 404, 'AUTHORING.OPENER_NOT_FOUND');
  });

  it('reaches students only with its publish job, which names the unit in its notifications', async () => {
    const seeded = await opener((await details(colonial())).openerId!);
    const before = (await student(`/api/unitopener/${seeded.id}`)).body.data;
    const after = saved(
      await call<AuthoredOpener>('PUT', `/api/unitopener/${seeded.id}`, { body: { ...openerBody(seeded), highlight: text('<p>New highlight</p>') } }),
      'Unit Opener Updated',
    );
    expect((await student(`/api/unitopener/${seeded.id}`)).body.data).toEqual(before);

    const job = await publishAndWait(call, `/api/unitopener/${seeded.id}/publish`);
    expect(job).toMatchObject({ state: 'succeeded', scope: 'opener', targetId: seeded.id, steps: 1 });
    expect(withoutStamp((await student(`/api/unitopener/${seeded.id}`)).body.data)).toEqual(withoutStamp(after.document));
    expect((await opener(seeded.id)).publishState).toBe('published');
    const notes = await jobNotifications(job.id);
    expect(notes.map((n) => n.type)).toEqual([NotificationType.PublishInProgress, NotificationType.PublishSucceeded]);
    expect(notes[1].args).toMatchObject({ itemKind: 'opener', itemName: 'Colonial America' });
  });
});

describe('teacher pages', () => {
  it('reads the seeded page, creates one for a unit without (raising its version), and refuses a second', async () => {
    const { teacherPageId } = await details(colonial());
    const seeded = await teacherPage(teacherPageId!);
    expect(seeded).toMatchObject({ unitId: colonial(), publishState: 'published', document: { title: { en: 'Teacher page: Colonial America' } } });
    expect(seeded.document.skills.map((s) => s.order)).toEqual([1, 2, 3]);
    expect((await call('GET', `/api/skills/${teacherPageId}/backup`, { token: w().teacher })).status).toBe(200);
    expect((await call('GET', `/api/skills/${teacherPageId}/backup`, { token: w().student })).status).toBe(403);
    refused(await call('GET', '/api/skills/999999/backup'), 404, 'AUTHORING.TEACHER_PAGE_NOT_FOUND');

    const before = await details(newNation());
    const made = saved(await call<AuthoredTeacherPage>('POST', '/api/skills', { body: { unitId: newNation() } }), 'Changes saved successfully', 201);
    expect(made).toMatchObject({ unitId: newNation(), version: 1, publishState: 'never-published' });
    expect(made.document).toMatchObject({ title: { en: "Teacher's page", es: 'Página del maestro' }, content: null, skills: [] });
    expect(await details(newNation())).toMatchObject({ teacherPageId: made.id, version: before.version + 1 });
    const again = await call('POST', '/api/skills', { body: { unitId: colonial() } });
    refused(again, 409, 'AUTHORING.TEACHER_PAGE_EXISTS');
    expect(again.body.data.current).toEqual(fresh(seeded));
    refused(await call('POST', '/api/skills', { body: { unitId: 999999 } }), 404, 'AUTHORING.UNIT_NOT_FOUND');
  });

  it('saves the title, text and skills in the order given; refuses stale versions, bad input and rows of another page', async () => {
    const seeded = await teacherPage((await details(colonial())).teacherPageId!);
    const [maps, compare, cause] = teacherPageBody(seeded).skills;
    const body: SaveTeacherPageBody = {
      version: seeded.version,
      title: text('Teaching the colonies', 'Enseñar las colonias'),
      content: text('<p style="x" onclick="y()">Plan <b>ahead</b></p>'),
      skills: [cause, { name: text('Primary sources'), description: text('<p>Read a letter</p>') }, { ...maps, description: null }],
    };
    const after = saved(await call<AuthoredTeacherPage>('PUT', `/api/skills/${seeded.id}`, { body }), "Teacher's Page updated!");
    expect(after).toMatchObject({ version: seeded.version + 1, publishState: 'unpublished-changes' });
    expect(after.document.content?.en).toBe('<p>Plan <b>ahead</b></p>');
    expect(after.document.skills.map((s) => [s.name.en, s.order])).toEqual([
      ['Cause and effect', 1],
      ['Primary sources', 2],
      ['Reading historical maps', 3],
    ]);
    expect(after.document.skills[2]).toMatchObject({ id: maps.id, description: null });
    expect(after.document.skills.some((s) => s.id === compare.id)).toBe(false);

    const stale = await call('PUT', `/api/skills/${seeded.id}`, { body });
    refused(stale, 409, 'AUTHORING.STALE_VERSION');
    expect(stale.body.data.current).toEqual(fresh(after));
    const next = { ...teacherPageBody(after) };
    refused(await call('PUT', `/api/skills/${seeded.id}`, { body: { ...next, title: text('') } }), 400, 'VALIDATION', 'title.en');
    refused(await call('PUT', `/api/skills/${seeded.id}`, { body: { ...next, skills: [{ ...next.skills[0], id: compare.id }] } }), 400, 'AUTHORING.ROW_NOT_IN_PAGE', 'skills.0.id');
    const other = await teacherPage((await details(revolution())).teacherPageId!);
    refused(await call('PUT', `/api/skills/${seeded.id}`, { body: { ...next, skills: [{ ...next.skills[0], id: other.document.skills[0].id }] } }), 400, 'AUTHORING.ROW_NOT_IN_PAGE');
    expect(await teacherPage(seeded.id)).toEqual(fresh(after));
    refused(await call('PUT', '/api/skills/999999', { body: next }), 404, 'AUTHORING.TEACHER_PAGE_NOT_FOUND');
    refused(await call('PATCH', '/api/skills/999999/publish'), 404, 'AUTHORING.TEACHER_PAGE_NOT_FOUND');
    expect((await call('PUT', `/api/skills/${seeded.id}`, { token: w().student, body: next })).status).toBe(403);
  });

  it('reaches students only with its publish job', async () => {
    const seeded = await teacherPage((await details(colonial())).teacherPageId!);
    const before = (await student(`/api/skills/${seeded.id}`)).body.data;
    const after = saved(await call<AuthoredTeacherPage>('PUT', `/api/skills/${seeded.id}`, { body: { ...teacherPageBody(seeded), skills: [] } }), "Teacher's Page updated!");
    expect((await student(`/api/skills/${seeded.id}`)).body.data).toEqual(before);
    const job = await publishAndWait(call, `/api/skills/${seeded.id}/publish`);
    expect(job).toMatchObject({ state: 'succeeded', scope: 'teacher-page', steps: 1 });
    expect(withoutStamp((await student(`/api/skills/${seeded.id}`)).body.data)).toEqual(withoutStamp(after.document));
    expect((await teacherPage(seeded.id)).publishState).toBe('published');
    expect((await jobNotifications(job.id))[1].args).toMatchObject({ itemKind: 'teacherPage', itemName: 'Teacher page: Colonial America' });
  });
});

describe('a unit publish', () => {
  it("records the opener's and teacher page's published versions, and gives students both", async () => {
    const parts = await details(colonial());
    const o = await opener(parts.openerId!);
    const t = await teacherPage(parts.teacherPageId!);
    saved(await call('PUT', `/api/unitopener/${o.id}`, { body: { ...openerBody(o), color: '#000' } }), 'Unit Opener Updated');
    saved(await call('PUT', `/api/skills/${t.id}`, { body: { ...teacherPageBody(t), title: text('Colonies') } }), "Teacher's Page updated!");
    expect(await publishAndWait(call, `/api/unit/${colonial()}/publish`)).toMatchObject({ state: 'succeeded' });
    expect(await opener(o.id)).toMatchObject({ publishState: 'published', document: { color: '#000' } });
    expect((await teacherPage(t.id)).publishState).toBe('published');
    expect((await student(`/api/unitopener/${o.id}`)).body.data.color).toBe('#000');
    expect((await student(`/api/skills/${t.id}`)).body.data.title.en).toBe('Colonies');
  });
});
