import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { AuthoredUnitDetails } from '@domain/authoring/authoring.responses';
import type { AuthoredTimeline } from '@domain/authoring/reading-authoring.responses';
import type { AuthoredUnitDraft, ComponentSample } from '@domain/authoring/unit-details.responses';
import { CATALOGUE_COMPONENT_TYPES } from '@domain/authoring/lesson-content.schemas';
import type { UnitVideo } from '@domain/content/unit.schemas';
import { one } from '../../server/src/db/database';
import { builderCalls, builderWorld, expectRefused, publishAndWait, text } from './support/authoring-calls';
import { useTestServer } from './support/test-context';
import type { ApiResponse as Res } from './support/test-server';

/*
 * The unit builder's details and the unit drafts the previews read (issue 14; api-spec §7.4):
 * `PUT unit/{id}` (description, narration, thumbnail, videos as a whole list, on the unit's draft
 * version), `GET unit/{id}/backup` and `GET units/backups` (the documents a unit publish would write),
 * `GET timeline/blurb/{id}/backup` and `GET components/samples`. Students read nothing new until a
 * unit publish.
 */

const server = useTestServer({
  world: async (s) => ({
    ...(await builderWorld(s, 'a')),
    campusManager: await s.login('campusmanager'),
    support: await s.login('support'),
    /** One of the course's own videos (the demo units show theirs as `/api/videos/{id}`). */
    ownVideo: (await one<{ id: number }>(s.db, `SELECT id FROM media_assets WHERE kind = 'video' ORDER BY id LIMIT 1`))!.id,
  }),
});
const { w, call, colonial, revolution } = builderCalls(server);

const backup = async (unitId = colonial()) => (await call<AuthoredUnitDraft>('GET', `/api/unit/${unitId}/backup`)).body.data;
const details = async (unitId = colonial()) => (await call<AuthoredUnitDetails>('GET', `/api/${unitId}/unit-details`)).body.data;
const studentUnit = async (unitId = colonial()) => (await server.call('GET', `/api/unit/${unitId}`, { token: w().student })).body.data;
const studentVideos = async (unitId = colonial()) => (await server.call<UnitVideo[]>('GET', `/api/${unitId}/video`, { token: w().student })).body.data;

/** A video row as `PUT unit/{id}` sends back one the draft holds. */
const sentBack = (v: UnitVideo) => ({ id: v.id, title: text(v.title.en, v.title.es), description: v.description && text(v.description.en, v.description.es), videoUrl: v.videoUrl, thumbnailImageId: v.thumbnail?.id ?? null });
const newVideo = (en: string, videoUrl = 'https://video.example.org/embed/tour') => ({ title: text(en, `${en} (es)`), description: text(`<p>${en}</p>`), videoUrl, thumbnailImageId: null });

function ok(res: Res<AuthoredUnitDraft>): AuthoredUnitDraft {
  expect(res.status, JSON.stringify(res.body).slice(0, 400)).toBe(200);
  expect(res.body.statusMessage).toBe('Changes saved successfully');
  expect(res.body.data.document.version).toBe(res.body.data.version);
  return res.body.data;
}

const save = (body: Record<string, unknown>, unitId = colonial()) => call('PUT', `/api/unit/${unitId}`, { body });

describe('GET unit/{id}/backup and GET units/backups', () => {
  it("answers the document a unit publish would write: the unit's fields and every live lesson, published or not", async () => {
    const published = await studentUnit();
    const draft = await backup();
    expect(draft).toMatchObject({ id: colonial(), version: (await details()).version, publishState: 'published' });
    const { version: _v, publishedAt: _p, lessons, ...fields } = draft.document;
    const { version: _sv, publishedAt: _sp, lessons: studentLessons, lockStatus: _l, progress: _g, lessonsOnlyInEnglish: _e, previousUnit: _pu, nextUnit: _nu, ...studentFields } = published;
    expect(fields).toEqual(studentFields);
    expect(lessons.map((l) => l.id)).toEqual(studentLessons.map((l: { id: number }) => l.id));

    const lesson = await call<{ id: number }>('POST', '/api/lesson', { body: { unitId: colonial() } });
    expect(lesson.status).toBe(201);
    const after = await backup();
    expect(after.publishState).toBe('unpublished-changes');
    expect(after.document.lessons.at(-1)).toMatchObject({ id: lesson.body.data.id, title: { en: 'New lesson' }, order: lessons.length + 1, pageCount: 1, hasAssessment: false });
    expect((await studentUnit()).lessons.map((l: { id: number }) => l.id)).not.toContain(lesson.body.data.id);
  });

  it('lists every live unit in course order, each as its own backup', async () => {
    const all = (await call<AuthoredUnitDraft[]>('GET', '/api/units/backups')).body.data;
    expect(all.map((u) => u.id)).toEqual((await call<{ id: number }[]>('GET', '/api/units/unitData')).body.data.map((u) => u.id));
    expect(all.map((u) => u.document.order)).toEqual(all.map((_, i) => i + 1));
    const listed = all.find((u) => u.id === revolution())!;
    const alone = await backup(revolution());
    expect({ ...listed, document: { ...listed.document, publishedAt: '' } }).toEqual({ ...alone, document: { ...alone.document, publishedAt: '' } });
  });

  it('are read by builders and campus managers only (the unit previews of §6); an unknown unit is a generic 404', async () => {
    for (const url of [`/api/unit/${colonial()}/backup`, '/api/units/backups']) {
      expect((await call('GET', url, { token: w().campusManager })).status).toBe(200);
      expect((await server.call('GET', url, { token: w().teacher })).status).toBe(403);
      expect((await server.call('GET', url, { token: w().support })).status).toBe(403);
      expect((await server.call('GET', url, { token: w().student })).status).toBe(403);
      expect((await server.call('GET', url)).status).toBe(401);
    }
    expectRefused(await call('GET', '/api/unit/999999/backup'), 404, 'AUTHORING.UNIT_NOT_FOUND');
    expect((await server.call('GET', '/api/unit/abc/backup', { token: w().creator })).status).toBe(404);
  });
});

describe('PUT unit/{id}', () => {
  it('saves the description (sanitised), narration, thumbnail and videos in one version; students see them after a unit publish', async () => {
    const before = await backup();
    const seededVideos = before.document.videos;
    expect(seededVideos.length).toBeGreaterThan(0);
    const saved = ok(
      await save({
        version: before.version,
        description: text('<p>Colonies <a href="javascript:alert(1)">grow</a></p><script>x()</script>', '<p>Colonias</p>'),
        descriptionAudio: { en: w().audio, es: null },
        thumbnailImageId: w().image,
        videos: [newVideo('Harbour tour'), ...seededVideos.map(sentBack)],
      }),
    );
    expect(saved.version).toBe(before.version + 1);
    expect(saved.document.description!.en).toContain('grow');
    expect(saved.document.description!.en).not.toMatch(/javascript|script/);
    expect(saved.document.descriptionAudio).toMatchObject({ en: `/api/audio/${w().audio}`, es: null });
    expect(saved.document.thumbnail).toMatchObject({ id: w().image });
    expect(saved.document.videos.map((v) => [v.title.en, v.order])).toEqual([['Harbour tour', 1], ...seededVideos.map((v, i) => [v.title.en, i + 2])]);
    expect(saved.document.videos[0]).toMatchObject({ videoUrl: 'https://video.example.org/embed/tour', description: { en: '<p>Harbour tour</p>' }, thumbnail: null });
    expect(await backup()).toEqual({ ...saved, document: { ...saved.document, publishedAt: expect.any(String) } });
    expect((await details()).version).toBe(saved.version);

    // Students keep the published copy until the unit is published.
    expect((await studentUnit()).description).toEqual(before.document.description);
    expect((await studentVideos()).map((v) => v.title.en)).toEqual(seededVideos.map((v) => v.title.en));
    const job = await publishAndWait(call, `/api/unit/${colonial()}/publish`);
    expect(job.state).toBe('succeeded');
    const unit = await studentUnit();
    expect(unit.description).toEqual(saved.document.description);
    expect(unit.thumbnail).toMatchObject({ id: w().image });
    expect((await studentVideos()).map((v) => [v.title.en, v.order])).toEqual(saved.document.videos.map((v) => [v.title.en, v.order]));
    expect((await backup()).publishState).toBe('published');
  });

  it('changes only what it sends; reorders, edits and removes videos by the list; clears with null', async () => {
    const before = await backup();
    const [first, ...rest] = before.document.videos;
    const edited = ok(await save({ version: before.version, videos: [...rest.map(sentBack), { ...sentBack(first), title: text('Renamed', 'Renombrado'), videoUrl: `/api/videos/${w().ownVideo}` }] }));
    expect(edited.document.description).toEqual(before.document.description);
    expect(edited.document.videos.at(-1)).toMatchObject({ id: first.id, title: { en: 'Renamed', es: 'Renombrado' }, order: before.document.videos.length, videoUrl: `/api/videos/${w().ownVideo}` });
    const cleared = ok(await save({ version: edited.version, videos: [], description: null, descriptionAudio: null, thumbnailImageId: null }));
    expect(cleared.document).toMatchObject({ videos: [], description: null, descriptionAudio: null, thumbnail: null });
    // The removed videos stay with students until the unit's next publish.
    expect((await studentVideos()).map((v) => v.id)).toContain(first.id);
  });

  it('refuses a stale version with the unit draft as it is now, and changes nothing', async () => {
    const before = await backup();
    const renamed = await call('PATCH', `/api/unit/${colonial()}/change-name`, { body: { version: before.version, name: text('Colonies', 'Colonias') } });
    expect(renamed.status).toBe(200);
    const stale = await save({ version: before.version, description: text('<p>Late</p>') });
    expectRefused(stale, 409, 'AUTHORING.STALE_VERSION');
    const now = await backup();
    expect(stale.body.data.current).toEqual({ ...now, document: { ...now.document, publishedAt: expect.any(String) } });
    expect(now.document.description).toEqual(before.document.description);
  });

  it("refuses bad input, another unit's video, media of the wrong kind and unknown units; only builders save", async () => {
    const { version, document } = await backup();
    const invalid = async (body: Record<string, unknown>, field: string) => {
      const res = await save({ version, ...body });
      expectRefused(res, 400, 'VALIDATION');
      expect(JSON.stringify(res.body.data.fields)).toContain(field);
    };
    await invalid({ videos: [newVideo('Bad', 'javascript:alert(1)')] }, 'videoUrl');
    await invalid({ videos: [newVideo('Relative', '/videos/1')] }, 'videoUrl');
    await invalid({ videos: [{ ...newVideo('x'), title: text('') }] }, 'title');
    await invalid({ description: text('x'.repeat(100_001)) }, 'description');
    await invalid({ thumbnailImageId: 0 }, 'thumbnailImageId');
    expectRefused(await save({ description: text('no version') }), 400, 'VALIDATION');

    const theirs = (await backup(revolution())).document.videos[0];
    expectRefused(await save({ version, videos: [sentBack(theirs)] }), 400, 'AUTHORING.ROW_NOT_IN_PAGE');
    const mine = document.videos[0];
    expectRefused(await save({ version, videos: [sentBack(mine), sentBack(mine)] }), 400, 'AUTHORING.ROW_NOT_IN_PAGE');

    expectRefused(await save({ version, thumbnailImageId: w().audio }), 400, 'AUTHORING.MEDIA_MISMATCH');
    expectRefused(await save({ version, descriptionAudio: { en: w().image, es: null } }), 400, 'AUTHORING.MEDIA_MISMATCH');
    expectRefused(await save({ version, videos: [{ ...newVideo('Poster'), thumbnailImageId: w().audio }] }), 400, 'AUTHORING.MEDIA_MISMATCH');
    expectRefused(await save({ version, videos: [newVideo('Not a video', `/api/videos/${w().image}`)] }), 400, 'AUTHORING.MEDIA_MISMATCH');
    expect((await backup()).version).toBe(version);

    expectRefused(await save({ version: 1 }, 999_999), 404, 'AUTHORING.UNIT_NOT_FOUND');
    expect((await server.call('PUT', `/api/unit/${colonial()}`, { token: w().teacher, body: { version } })).status).toBe(403);
    expect((await server.call('PUT', `/api/unit/${colonial()}`, { token: w().campusManager, body: { version } })).status).toBe(403);
  });
});

describe('GET timeline/blurb/{id}/backup', () => {
  const seededEvent = async () =>
    (await one<{ id: number; timelineId: number }>(
      server.db,
      `SELECT e.id, e.timeline_id AS "timelineId" FROM timeline_events e JOIN timelines t ON t.id = e.timeline_id
        WHERE t.unit_id = $1 AND t.deleted_at IS NULL AND e.deleted_at IS NULL ORDER BY e.sort_order LIMIT 1`,
      [colonial()],
    ))!;

  it("answers the draft of the event's timeline to every previewer; an unknown or removed event is a 404", async () => {
    const event = await seededEvent();
    const draft = (await call<AuthoredTimeline>('GET', `/api/timeline/blurb/${event.id}/backup`)).body.data;
    expect(draft.id).toBe(event.timelineId);
    expect(draft.document.events.map((e) => e.id)).toContain(event.id);
    const byId = (await call<AuthoredTimeline>('GET', `/api/timeline/${event.timelineId}/backup`)).body.data;
    expect({ ...draft, document: { ...draft.document, publishedAt: '' } }).toEqual({ ...byId, document: { ...byId.document, publishedAt: '' } });
    for (const token of [w().teacher, w().campusManager, w().support]) expect((await call('GET', `/api/timeline/blurb/${event.id}/backup`, { token })).status).toBe(200);
    expect((await server.call('GET', `/api/timeline/blurb/${event.id}/backup`, { token: w().student })).status).toBe(403);
    expectRefused(await call('GET', '/api/timeline/blurb/999999/backup'), 404, 'AUTHORING.TIMELINE_EVENT_NOT_FOUND');
    const removed = await call('DELETE', `/api/blurb/${event.id}?version=${draft.version}`);
    expect(removed.status).toBe(200);
    expectRefused(await call('GET', `/api/timeline/blurb/${event.id}/backup`), 404, 'AUTHORING.TIMELINE_EVENT_NOT_FOUND');
  });
});

describe('GET components/samples', () => {
  it('gives each catalogue type its first use in course order, from the drafts, or null', async () => {
    const samples = (await call<ComponentSample[]>('GET', '/api/components/samples')).body.data;
    expect(samples.map((s) => s.type)).toEqual(CATALOGUE_COMPONENT_TYPES);
    const firsts = await server.db.query<{ type: string; id: number; lessonId: number }>(
      `SELECT DISTINCT ON (c.component_type) c.component_type AS type, c.id, l.id AS "lessonId" FROM content_components c
         JOIN lessons l ON l.id = c.lesson_id AND l.deleted_at IS NULL JOIN units u ON u.id = l.unit_id AND u.deleted_at IS NULL
        ORDER BY c.component_type, u.sort_order, l.sort_order, c.sort_order`,
    );
    for (const sample of samples) {
      const first = firsts.find((f) => f.type === sample.type);
      if (!first) expect(sample.example).toBeNull();
      else expect(sample.example).toMatchObject({ lessonId: first.lessonId, component: { id: first.id, type: sample.type } });
    }
    const used = samples.find((s) => s.example)!.example!;
    const lesson = (await call('GET', `/api/lesson/${used.lessonId}/backup`)).body.data;
    expect(used.component).toEqual(lesson.document.components.find((c: { id: number }) => c.id === used.component.id));
    expect(used).toMatchObject({ unitId: colonial(), unitName: { en: 'Colonial America' }, unitBelongsTo: 'history', lessonTitle: lesson.document.title });
  });

  it('says a type is not used yet, and shows it once a lesson draft has one; builders only', async () => {
    const sampleOf = async (type: string) => (await call<ComponentSample[]>('GET', '/api/components/samples')).body.data.find((s) => s.type === type)!;
    // Embedded content has no paragraphs: taking it out of the course leaves nothing else behind.
    await server.db.query(`DELETE FROM content_components WHERE component_type = 'embedded-content'`);
    expect((await sampleOf('embedded-content')).example).toBeNull();
    const lessonId = (await details(revolution())).lessons[0].id;
    const draft = (await call('GET', `/api/lesson/${lessonId}/backup`)).body.data;
    const added = await call('POST', '/api/component', { body: { lessonId, version: draft.lesson.version, type: 'embedded-content' } });
    expect(added.status, JSON.stringify(added.body).slice(0, 300)).toBe(201);
    expect((await sampleOf('embedded-content')).example).toMatchObject({ unitId: revolution(), lessonId, component: { type: 'embedded-content' } });
    for (const token of [w().teacher, w().campusManager, w().student]) expect((await server.call('GET', '/api/components/samples', { token })).status).toBe(403);
  });
});
