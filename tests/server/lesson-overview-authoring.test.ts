import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { AuthoredTeacherPage } from '@domain/authoring/page-authoring.responses';
import type { LessonDraft } from '@domain/authoring/lesson-content.responses';
import type { UnitSkills } from '@domain/authoring/lesson-overview.responses';
import type { LessonDocument } from '@domain/content/lesson.schemas';
import { one } from '../../server/src/db/database';
import { builderCalls, builderWorld, expectRefused, publishAndWait } from './support/authoring-calls';
import { useTestServer } from './support/test-context';

/*
 * The lesson builder's overview (issue 14; api-spec §7.4 `GET unit/{id}/unitskills`, §7.5
 * `PUT lesson/{id}/overview`): the unit's teacher page and its drafted skills, and the lesson's own
 * essential question and skills link saved as one change of the lesson's draft (409 with the draft now
 * when stale). Students read the change only after a lesson publish.
 */

const server = useTestServer({ world: (s) => builderWorld(s, 'b') });
const { w, call, colonial } = builderCalls(server);

const newNation = () => w().ids.unit('A New Nation');
const crossing = () => w().ids.lesson('Colonial America', 'Crossing the Atlantic');
const articles = () => w().ids.lesson('A New Nation', 'The Articles of Confederation');
const teacherPageOf = async (unitId: number) => (await one<{ id: number }>(server.db, 'SELECT id FROM teacher_pages WHERE unit_id = $1', [unitId]))!.id;

const skillsOf = (unitId: number) => call<UnitSkills>('GET', `/api/unit/${unitId}/unitskills`);
const backup = async (lessonId: number) => (await call<LessonDraft>('GET', `/api/lesson/${lessonId}/backup`)).body.data;
const saveOverview = (lessonId: number, body: Record<string, unknown>) => call<LessonDraft>('PUT', `/api/lesson/${lessonId}/overview`, { body });
const studentLesson = async (lessonId: number) => (await server.call<LessonDocument>('GET', `/api/lesson/${lessonId}`, { token: w().student })).body.data;
const question = (en: string, es = '', audio: unknown = null) => ({ question: { en, es }, audio });

/** Asserts the save went through and answers the draft one version on. */
async function saved(res: Promise<Awaited<ReturnType<typeof saveOverview>>>, fromVersion: number): Promise<LessonDraft> {
  const { status, body } = await res;
  expect(status, JSON.stringify(body).slice(0, 400)).toBe(200);
  expect(body.statusMessage).toBe('Changes saved successfully');
  expect(body.data.lesson.version).toBe(fromVersion + 1);
  expect(body.data.document.version).toBe(fromVersion + 1);
  return body.data;
}

describe('GET unit/{id}/unitskills', () => {
  it("answers the unit's teacher page and its skills in order, as its builder drafts them", async () => {
    const pageId = await teacherPageOf(colonial());
    const res = await skillsOf(colonial());
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ unitId: colonial(), teacherPage: { id: pageId } });
    expect(res.body.data.skills.map((s) => [s.order, s.name.en])).toEqual([
      [1, 'Reading historical maps'],
      [2, 'Compare and contrast'],
      [3, 'Cause and effect'],
    ]);

    // A skill added in the teacher page builder shows at once (the draft), before any publish.
    const page = (await call<AuthoredTeacherPage>('GET', `/api/skills/${pageId}/backup`)).body.data;
    const sent = page.document.skills.map((s) => ({ id: s.id, name: { en: s.name.en, es: s.name.es }, description: s.description && { en: s.description.en, es: s.description.es } }));
    const body = { version: page.version, title: { en: page.document.title.en, es: page.document.title.es }, content: null, skills: [...sent, { name: { en: 'Map scale', es: 'Escala del mapa' }, description: null }] };
    expect((await call('PUT', `/api/skills/${pageId}`, { body })).status).toBe(200);
    const after = (await skillsOf(colonial())).body.data;
    expect(after.skills.at(-1)).toMatchObject({ order: 4, name: { en: 'Map scale', es: 'Escala del mapa' }, description: null });
    expect(after.teacherPage).toEqual({ id: pageId, title: page.document.title });
  });

  it('answers no page and no skills for a unit without a teacher page', async () => {
    expect((await skillsOf(newNation())).body.data).toEqual({ unitId: newNation(), teacherPage: null, skills: [] });
  });

  it('is a generic 404 for an unknown or removed unit, and for an id that is not one', async () => {
    expectRefused(await skillsOf(999_999), 404, 'AUTHORING.UNIT_NOT_FOUND');
    expect((await call('GET', '/api/unit/not-a-unit/unitskills')).status).toBe(404);
    expect((await call('DELETE', `/api/unit/${newNation()}`)).status).toBe(200);
    expectRefused(await skillsOf(newNation()), 404, 'AUTHORING.UNIT_NOT_FOUND');
  });

  it('is for builders only', async () => {
    expect((await server.call('GET', `/api/unit/${colonial()}/unitskills`)).status).toBe(401);
    for (const token of [w().teacher, w().student]) expect((await server.call('GET', `/api/unit/${colonial()}/unitskills`, { token })).status).toBe(403);
  });
});

describe('PUT lesson/{id}/overview', () => {
  it("rewrites the lesson's essential question and narration on its draft; students read it after a lesson publish", async () => {
    const lessonId = await crossing();
    const before = await backup(lessonId);
    const published = (await studentLesson(lessonId)).essentialQuestion;
    expect(before.document.essentialQuestion).not.toBeNull();
    const body = { version: before.lesson.version, essentialQuestion: question('<p>Why cross an ocean?<script>alert(1)</script></p>', '<p>¿Por qué cruzar un océano?</p>', { en: w().audio, es: null }) };
    const draft = await saved(saveOverview(lessonId, body), before.lesson.version);
    expect(draft.document.essentialQuestion).toMatchObject({
      id: before.document.essentialQuestion!.id,
      question: { en: '<p>Why cross an ocean?</p>', es: '<p>¿Por qué cruzar un océano?</p>' },
      audio: { en: `/api/audio/${w().audio}`, es: null },
    });
    expect(draft.lesson.publishState).toBe('unpublished-changes');
    // The rest of the lesson is as it was.
    expect(draft.document.components).toEqual(before.document.components);
    expect(draft.document.skillsId).toBe(before.document.skillsId);
    expect((await studentLesson(lessonId)).essentialQuestion).toEqual(published);

    expect((await publishAndWait(call, `/api/lesson/${lessonId}/publish`)).state).toBe('succeeded');
    expect((await studentLesson(lessonId)).essentialQuestion).toMatchObject({ question: { en: '<p>Why cross an ocean?</p>' } });
  });

  it('gives a lesson without one an essential question, and removes it with null', async () => {
    const lessonId = await articles();
    const start = await backup(lessonId);
    expect(start.document.essentialQuestion).toBeNull();
    const made = await saved(saveOverview(lessonId, { version: start.lesson.version, essentialQuestion: question('<p>Who holds power?</p>') }), start.lesson.version);
    expect(made.document.essentialQuestion).toMatchObject({ question: { en: '<p>Who holds power?</p>', es: '' }, audio: null });
    // Saved again, it is the same question rewritten, not a second one.
    const again = await saved(saveOverview(lessonId, { version: made.lesson.version, essentialQuestion: question('<p>Who should hold power?</p>') }), made.lesson.version);
    expect(again.document.essentialQuestion!.id).toBe(made.document.essentialQuestion!.id);
    const removed = await saved(saveOverview(lessonId, { version: again.lesson.version, essentialQuestion: null }), again.lesson.version);
    expect(removed.document.essentialQuestion).toBeNull();
  });

  it("links the lesson to its own unit's teacher page or to none; another unit's page is refused", async () => {
    const [lessonId, otherId] = [await crossing(), await articles()];
    const pageId = await teacherPageOf(colonial());
    const start = await backup(lessonId);
    expect(start.document.skillsId).toBe(pageId);
    const unlinked = await saved(saveOverview(lessonId, { version: start.lesson.version, skillsId: null }), start.lesson.version);
    expect(unlinked.document.skillsId).toBeNull();
    expect(unlinked.document.essentialQuestion).toEqual(start.document.essentialQuestion);
    const linked = await saved(saveOverview(lessonId, { version: unlinked.lesson.version, skillsId: pageId }), unlinked.lesson.version);
    expect(linked.document.skillsId).toBe(pageId);

    const other = await backup(otherId);
    expectRefused(await saveOverview(otherId, { version: other.lesson.version, skillsId: pageId }), 400, 'AUTHORING.SKILLS_NOT_IN_UNIT', 'skillsId');
    expectRefused(await saveOverview(otherId, { version: other.lesson.version, skillsId: 999_999 }), 400, 'AUTHORING.SKILLS_NOT_IN_UNIT', 'skillsId');
    // A refused save changes nothing, its version included.
    expect(await backup(otherId)).toMatchObject({ lesson: { version: other.lesson.version }, document: { skillsId: null } });
  });

  it('refuses a save from an older version with 409 and the draft as it is now', async () => {
    const lessonId = await articles();
    const start = await backup(lessonId);
    const first = await saved(saveOverview(lessonId, { version: start.lesson.version, essentialQuestion: question('<p>First</p>') }), start.lesson.version);
    const stale = await call<{ current: LessonDraft }>('PUT', `/api/lesson/${lessonId}/overview`, { body: { version: start.lesson.version, essentialQuestion: question('<p>Second</p>') } });
    expectRefused(stale, 409, 'AUTHORING.STALE_VERSION');
    expect(stale.body.data.current).toEqual({ ...first, document: { ...first.document, publishedAt: expect.any(String) } });
  });

  it('refuses bad input: nothing to change, no version, narration that is not audio, an unknown or removed lesson', async () => {
    const lessonId = await articles();
    const { lesson } = await backup(lessonId);
    expectRefused(await saveOverview(lessonId, { version: lesson.version }), 400, 'VALIDATION', 'essentialQuestion');
    expectRefused(await saveOverview(lessonId, { skillsId: null }), 400, 'VALIDATION', 'version');
    expectRefused(await saveOverview(lessonId, { version: lesson.version, essentialQuestion: { question: { en: 'x' }, audio: null } }), 400, 'VALIDATION', 'essentialQuestion.question.es');
    expectRefused(await saveOverview(lessonId, { version: lesson.version, essentialQuestion: question('<p>x</p>', '', { en: w().image, es: null }) }), 400, 'AUTHORING.MEDIA_MISMATCH');
    expectRefused(await saveOverview(999_999, { version: 1, skillsId: null }), 404, 'AUTHORING.LESSON_NOT_FOUND');
    expect((await call('DELETE', `/api/lesson/${lessonId}`)).status).toBe(200);
    expectRefused(await saveOverview(lessonId, { version: lesson.version, skillsId: null }), 404, 'AUTHORING.LESSON_NOT_FOUND');
  });

  it('is for builders only', async () => {
    const lessonId = await articles();
    const body = { version: 1, skillsId: null };
    expect((await server.call('PUT', `/api/lesson/${lessonId}/overview`, { body })).status).toBe(401);
    for (const token of [w().teacher, w().student]) expect((await server.call('PUT', `/api/lesson/${lessonId}/overview`, { token, body })).status).toBe(403);
  });
});
