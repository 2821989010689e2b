import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { insertText } from '../../server/src/modules/content/draft/bilingual.repository';
import { insertLesson } from '../../server/src/modules/content/draft/lesson-draft.repository';
import { insertUnit } from '../../server/src/modules/content/draft/unit-draft.repository';
import { CONTENT_PUBLISHED_CHANNEL, publishAndAnnounce } from '../../server/src/modules/content/publish/publish-course';
import { publishLesson } from '../../server/src/modules/content/publish/publish-lesson';
import { courseIds } from './support/content-fixtures';
import { useTestServer } from './support/test-context';

const server = useTestServer({
  world: async (s) => ({ student: await s.login('student'), teacher: await s.login('teacher'), ids: await courseIds(s) }),
});

describe('units dashboard', () => {
  it('lists the published units with lock status and the student progress', async () => {
    const { student } = server.world;
    const res = await server.call('GET', '/api/units', { token: student });
    expect(res.status).toBe(200);
    const units = res.body.data as { name: { en: string }; lockStatus: string; unitTypeId: number; progress: { total: number } }[];
    expect(units.map((u) => u.name.en)).toEqual([
      'Colonial America',
      'The American Revolution',
      'A New Nation',
      'Literacy Skills',
      'Benchmark 1: Colonies to Independence',
    ]);
    expect(units.map((u) => u.lockStatus)).toEqual(['unlocked', 'unlocked', 'locked', 'unlocked', 'unlocked']);
    expect(units[0].progress).toMatchObject({ total: 8, completed: 0, percent: 0, status: 'not-started' });
    expect(units[4].unitTypeId).toBe(4);
  });

  it('shows a teacher every unit unlocked and no progress of their own', async () => {
    const { teacher } = server.world;
    const res = await server.call('GET', '/api/units', { token: teacher });
    expect(res.body.data.every((u: { lockStatus: string; progress: unknown }) => u.lockStatus === 'unlocked' && u.progress === null)).toBe(true);
  });

  it('refuses callers without a token', async () => {
    expect((await server.call('GET', '/api/units')).status).toBe(401);
  });
});

describe('unit and lock rules', () => {
  it('opens a unit with its lessons, statuses and neighbours', async () => {
    const { student, ids } = server.world;
    const res = await server.call('GET', `/api/unit/${ids.unit('The American Revolution')}`, { token: student });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: { en: 'The American Revolution', es: 'La Revolución estadounidense' },
      lockStatus: 'unlocked',
      previousUnit: { id: ids.unit('Colonial America'), lockStatus: 'unlocked' },
      nextUnit: { id: ids.unit('A New Nation'), lockStatus: 'locked' },
    });
    expect(res.body.data.lessons[0]).toMatchObject({ lessonTypeId: 1, target: 'opener', statusLesson: 'not-started', number: null });
    expect(res.body.data.lessons[1]).toMatchObject({ lessonTypeId: 2, target: 'lesson', number: 1 });
  });

  it('answers a locked unit with 403 UNIT.LOCKED and the locked message, for the unit and everything in it', async () => {
    const { student, teacher, ids } = server.world;
    const unitId = ids.unit('A New Nation');
    const res = await server.call('GET', `/api/unit/${unitId}`, { token: student });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ data: { code: 'UNIT.LOCKED' }, statusMessage: 'This unit is locked' });
    const es = await server.call('GET', `/api/unit/${unitId}/overview`, { token: student, language: 'es' });
    expect(es.body.statusMessage).toBe('Esta unidad está bloqueada');
    const lessonId = await ids.lesson('A New Nation', 'The Articles of Confederation');
    expect((await server.call('GET', `/api/lesson/${lessonId}`, { token: student })).status).toBe(403);
    expect((await server.call('GET', `/api/unit/${unitId}`, { token: teacher })).status).toBe(200);
  });

  it('answers unknown and unpublished units with 404', async () => {
    const { student } = server.world;
    expect((await server.call('GET', '/api/unit/999999', { token: student })).body.data.code).toBe('UNIT.NOT_FOUND');
    expect((await server.call('GET', '/api/unit/abc', { token: student })).status).toBe(404);
    const draftUnit = await server.db.transaction(async (tx) =>
      insertUnit(tx, {
        nameId: await insertText(tx, { en: 'Draft unit', es: 'Unidad borrador' }),
        number: 9,
        order: 9,
        belongsTo: 'history',
        specialUnitAcronymId: null,
        unitTypeId: 1,
        descriptionId: null,
        descriptionAudioId: null,
        thumbnailImageId: null,
        overviewIntroId: null,
      }),
    );
    expect((await server.call('GET', `/api/unit/${draftUnit}`, { token: student })).status).toBe(404);
    expect((await server.call('GET', '/api/units', { token: student })).body.data).toHaveLength(5);
  });
});

describe('lesson lists', () => {
  it('hides lesson types 4, 5 and 6 in Spanish', async () => {
    const { student, ids } = server.world;
    const unitId = ids.unit('Colonial America');
    const en = await server.call('GET', `/api/${unitId}/lessons`, { token: student, language: 'en' });
    const es = await server.call('GET', `/api/${unitId}/lessons`, { token: student, language: 'es' });
    const types = (r: typeof en) => r.body.data.map((l: { lessonTypeId: number }) => l.lessonTypeId);
    expect(types(en)).toEqual([1, 2, 2, 2, 8, 4, 5, 6]);
    expect(types(es)).toEqual([1, 2, 2, 2, 8]);
    const literacyEs = await server.call('GET', '/api/Literacy-Lesson', { token: student, language: 'es' });
    expect(literacyEs.body.data).toEqual([]);
    const literacy = await server.call('GET', '/api/Literacy-Lesson', { token: student });
    expect(literacy.body.data.map((l: { title: { en: string } }) => l.title.en)).toContain('Finding the Main Idea');
  });

  it('program/preview lists every unit with its lessons (scope and sequence)', async () => {
    const { student, ids } = server.world;
    const res = await server.call('GET', '/api/program/preview', { token: student });
    expect(res.body.data).toHaveLength(5);
    const one = await server.call('GET', `/api/program/preview/${ids.unit('Colonial America')}`, { token: student });
    expect(one.body.data).toHaveLength(1);
  });
});

describe('students read published snapshots only', () => {
  it('keeps serving the published text after a draft edit, until the next publish', async () => {
    const { student, teacher, ids } = server.world;
    const lessonId = await ids.lesson('Colonial America', 'Crossing the Atlantic');
    const before = await server.call('GET', `/api/lesson/${lessonId}`, { token: teacher });
    expect(before.body.data.title.en).toBe('Crossing the Atlantic');
    await server.db.query(
      `UPDATE bilingual_values SET en = 'Draft: unpublished title' WHERE id = (SELECT title_id FROM lessons WHERE id = $1)`,
      [lessonId],
    );
    const during = await server.call('GET', `/api/lesson/${lessonId}`, { token: student });
    expect(during.body.data.title.en).toBe('Crossing the Atlantic');
    expect(JSON.stringify(during.body)).not.toContain('Draft: unpublished');
    await server.untilAnnounced(CONTENT_PUBLISHED_CHANNEL, () => publishAndAnnounce(server.db, (tx) => publishLesson(tx, lessonId)));
    const after = await server.call('GET', `/api/lesson/${lessonId}`, { token: student });
    expect(after.body.data.title.en).toBe('Draft: unpublished title');
    expect(after.body.data.version).toBe(before.body.data.version + 1);
  });

  it('answers 404 with the lesson notice for a lesson that was never published', async () => {
    const { student, ids } = server.world;
    const unitId = ids.unit('Colonial America');
    const lessonId = await server.db.transaction(async (tx) =>
      insertLesson(tx, {
        unitId,
        titleId: await insertText(tx, { en: 'Not yet', es: 'Aún no' }),
        lessonTypeId: 2,
        order: 99,
        skillsId: null,
        essentialQuestionId: null,
      }),
    );
    const res = await server.call('GET', `/api/lesson/${lessonId}`, { token: student });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ data: { code: 'LESSON.NOT_FOUND' }, statusMessage: expect.stringContaining('you are back on the home page') });
    expect((await server.call('PUT', `/api/lesson/${lessonId}/1/1`, { token: student })).status).toBe(403);
  });
});

describe('reading content', () => {
  it('serves the opener, biographies, story, timeline, event, vocabulary, videos, teacher page and contributors', async () => {
    const { student, ids } = server.world;
    const unitId = ids.unit('Colonial America');
    const unit = (await server.call('GET', `/api/unit/${unitId}`, { token: student })).body.data;
    const opener = await server.call('GET', `/api/unitopener/${unit.openerId}`, { token: student });
    expect(opener.body.data).toMatchObject({ unitId, hotspots: expect.any(Array), audio: { en: expect.stringMatching(/^\/api\/audio\/\d+$/) } });

    const bios = (await server.call('GET', `/api/${unitId}/biography`, { token: student })).body.data;
    expect(bios).toHaveLength(2);
    const bio = await server.call('GET', `/api/biography/${bios[0].id}`, { token: student });
    expect(bio.body.data).toMatchObject({ characterName: { en: 'Benjamin Franklin' }, portrait: { url: expect.any(String) } });

    const stories = (await server.call('GET', `/api/${unitId}/unitstory`, { token: student })).body.data;
    const story = await server.call('GET', `/api/unitstory/${stories[0].id}`, { token: student });
    expect(story.body.data).toMatchObject({ name: { en: 'The Starving Winter' }, pageCount: 2 });

    const timeline = await server.call('GET', `/api/timeline/${unitId}`, { token: student });
    expect(timeline.body.data.events.length).toBeGreaterThanOrEqual(10);
    const event = await server.call('GET', `/api/timeline/blurb/${timeline.body.data.events[0].id}`, { token: student });
    expect(event.body.data).toMatchObject({ year: 1607, title: { en: 'Jamestown is founded' } });

    const vocabulary = await server.call('GET', `/api/${unitId}/vocabulary`, { token: student });
    expect(vocabulary.body.data.filter((t: { language: number }) => t.language === 1).length).toBeGreaterThanOrEqual(20);
    const spanish = await server.call('GET', `/api/${unitId}/vocabulary?language=0`, { token: student });
    expect(spanish.body.data.every((t: { language: number }) => t.language === 0)).toBe(true);
    expect(spanish.body.data.map((t: { name: string }) => t.name)).toContain('colonia');

    const videos = await server.call('GET', `/api/${unitId}/video`, { token: student });
    expect(videos.body.data[0].videoUrl).toMatch(/^\/api\/videos\/\d+$/);
    const skills = await server.call('GET', `/api/skills/${unit.teacherPageId}`, { token: student });
    expect(skills.body.data.skills).toHaveLength(3);
    const contributors = await server.call('GET', '/api/contributors', { token: student });
    expect(contributors.body.data.contributors.length).toBeGreaterThan(0);
  });

  it('answers unknown biographies, stories and timeline events with their own 404 codes', async () => {
    const { student } = server.world;
    for (const [url, code] of [
      ['/api/biography/999999', 'BIOGRAPHY.NOT_FOUND'],
      ['/api/unitstory/999999', 'STORY.NOT_FOUND'],
      ['/api/timeline/blurb/999999', 'TIMELINE_EVENT.NOT_FOUND'],
      ['/api/unitopener/999999', 'OPENER.NOT_FOUND'],
    ]) {
      const res = await server.call('GET', url, { token: student });
      expect(res.status).toBe(404);
      expect(res.body.data.code).toBe(code);
    }
  });

  it('keeps each student\'s overview blurbs checked or remaining', async () => {
    const { student, teacher, ids } = server.world;
    const unitId = ids.unit('Colonial America');
    const overview = await server.call('GET', `/api/unit/${unitId}/overview`, { token: student });
    expect(overview.body.data).toMatchObject({ checked: 0, remaining: 4 });
    const blurbId = overview.body.data.blurbs[1].id;
    const checked = await server.call('PATCH', `/api/unit/${unitId}/overview`, { token: student, body: { blurbId, checked: true } });
    expect(checked.status).toBe(200);
    expect(checked.body.data).toMatchObject({ checked: 1, remaining: 3 });
    expect(checked.body.data.blurbs[1].status).toBe('checked');
    const again = await server.call('PATCH', `/api/unit/${unitId}/overview`, { token: student, body: { blurbId, checked: false } });
    expect(again.body.data.checked).toBe(0);
    const bad = await server.call('PATCH', `/api/unit/${unitId}/overview`, { token: student, body: { blurbId: 999999, checked: true } });
    expect(bad.status).toBe(400);
    expect((await server.call('PATCH', `/api/unit/${unitId}/overview`, { token: student, body: { blurbId } })).status).toBe(400);
    expect((await server.call('PATCH', `/api/unit/${unitId}/overview`, { token: teacher, body: { blurbId, checked: true } })).status).toBe(403);
  });
});
