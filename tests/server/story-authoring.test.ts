import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { AuthoredUnitDetails, AuthoringChange } from '@domain/authoring/authoring.responses';
import type { LessonDraft } from '@domain/authoring/lesson-content.responses';
import type { StoryDraft } from '@domain/authoring/story-authoring.responses';
import { one } from '../../server/src/db/database';
import { builderCalls, builderWorld, expectRefused, publishAndWait, publishNotifications, text } from './support/authoring-calls';
import { useTestServer } from './support/test-context';
import type { ApiResponse as Res } from './support/test-server';

/*
 * The story builder's calls (issue 14; api-spec §7.8 Unit story) and the component calls of §7.7 on a
 * story: a story is one draft with one version; its name and every change of its components name that
 * version and answer the story's whole draft one version on (409 with the draft now when stale); a
 * lesson's part still answers its lesson's draft. Publishing one gives students the previewed story;
 * removing a published one asks for a unit publish.
 */

const server = useTestServer({ world: (s) => builderWorld(s, 'a') });
const { w, call, colonial } = builderCalls(server);

const backup = async (id: number) => (await call<StoryDraft>('GET', `/api/unitstory/${id}/backup`)).body.data;
const details = async () => (await call<AuthoredUnitDetails>('GET', `/api/${colonial()}/unit-details`)).body.data;

/** Asserts a change succeeded and answers the story's draft. */
function ok(res: Res<StoryDraft>, status = 200): StoryDraft {
  expect(res.status, JSON.stringify(res.body).slice(0, 400)).toBe(status);
  expect(res.body.statusMessage).toBe('Changes saved successfully');
  expect(res.body.data.document.version).toBe(res.body.data.story.version);
  return res.body.data;
}


const created = async () => ok(await call<StoryDraft>('POST', '/api/unitstory', { body: { unitId: colonial() } }), 201);

/** A new story with components of these types, in order; answers its draft. */
async function storyWith(...types: string[]): Promise<StoryDraft> {
  let draft = await created();
  for (const type of types) draft = ok(await call('POST', '/api/component', { body: { unitStoryId: draft.story.id, version: draft.story.version, type } }), 201);
  return draft;
}

const orders = (draft: StoryDraft) => draft.document.components.map((c) => [c.type, c.order]);
const withoutStamp = <T extends { version: number; publishedAt: string }>({ version: _v, publishedAt: _p, ...rest }: T) => rest;

/** The seeded story of Colonial America ("The Starving Winter"), published by the seed. */
const seededStory = async () =>
  (await one<{ id: number }>(server.db, 'SELECT id FROM unit_stories WHERE unit_id = $1 AND deleted_at IS NULL ORDER BY sort_order LIMIT 1', [colonial()]))!.id;

describe('unit stories', () => {
  it('creates one at the end of the unit, raises the unit version, and reads it back to builders and previewers', async () => {
    const before = await details();
    const story = await created();
    expect(story.story).toMatchObject({ unitId: colonial(), version: 1, publishState: 'never-published', order: before.unitStories.length + 1 });
    expect(story.story.name).toMatchObject(text('New story', 'Nueva historia'));
    expect(story.document).toMatchObject({ id: story.story.id, unitId: colonial(), order: before.unitStories.length + 1, pageCount: 1, components: [] });
    const after = await details();
    expect(after.version).toBe(before.version + 1);
    expect(after.unitStories.at(-1)).toMatchObject({ id: story.story.id, order: before.unitStories.length + 1, publishState: 'never-published' });
    expect(await backup(story.story.id)).toEqual({ ...story, document: { ...story.document, publishedAt: expect.any(String) } });
    expect((await call('GET', `/api/unitstory/${story.story.id}/backup`, { token: w().teacher })).status).toBe(200);
    expect((await call('GET', `/api/unitstory/${story.story.id}/backup`, { token: w().student })).status).toBe(403);
    expect((await call('POST', '/api/unitstory', { token: w().teacher, body: { unitId: colonial() } })).status).toBe(403);
    // The students' read of the same path is untouched: a never-published story is not theirs to read.
    expect((await server.call('GET', `/api/unitstory/${story.story.id}`, { token: w().student })).status).toBe(404);
  });

  it('renames with PUT and PATCH change-name, each one version on; a stale one is refused with the story now', async () => {
    const { story } = await created();
    let draft = ok(await call<StoryDraft>('PUT', `/api/unitstory/${story.id}`, { body: { version: 1, name: text('Roanoke', 'Roanoke') } }));
    expect(draft.story).toMatchObject({ version: 2, name: text('Roanoke', 'Roanoke') });
    expect(draft.document.name).toMatchObject(text('Roanoke', 'Roanoke'));
    draft = ok(await call<StoryDraft>('PATCH', `/api/unitstory/${story.id}/change-name`, { body: { version: 2, name: text('The lost colony', 'La colonia perdida') } }));
    expect(draft.story).toMatchObject({ version: 3, name: text('The lost colony', 'La colonia perdida') });
    expect((await details()).unitStories.at(-1)?.name).toMatchObject({ en: 'The lost colony' });

    const stale = await call('PUT', `/api/unitstory/${story.id}`, { body: { version: 2, name: text('Old') } });
    expectRefused(stale, 409, 'AUTHORING.STALE_VERSION');
    expect(stale.body.data.current).toEqual({ ...draft, document: { ...draft.document, publishedAt: expect.any(String) } });
  });

  it('refuses bad input and unknown stories and units', async () => {
    const { story } = await created();
    const empty = await call('PUT', `/api/unitstory/${story.id}`, { body: { version: 1, name: text('  ', 'Nombre') } });
    expect(empty.status).toBe(400);
    expect(empty.body.data.fields).toEqual([expect.objectContaining({ field: 'name.en' })]);
    expect((await call('PATCH', `/api/unitstory/${story.id}/change-name`, { body: { version: 1 } })).status).toBe(400);
    expect((await backup(story.id)).story.version).toBe(1);
    expectRefused(await call('PUT', '/api/unitstory/999999', { body: { version: 1, name: text('A') } }), 404, 'AUTHORING.STORY_NOT_FOUND');
    expectRefused(await call('PATCH', '/api/unitstory/999999/change-name', { body: { version: 1, name: text('A') } }), 404, 'AUTHORING.STORY_NOT_FOUND');
    expectRefused(await call('GET', '/api/unitstory/999999/backup'), 404, 'AUTHORING.STORY_NOT_FOUND');
    expectRefused(await call('DELETE', '/api/unitstory/999999'), 404, 'AUTHORING.STORY_NOT_FOUND');
    expectRefused(await call('PATCH', '/api/unitstory/999999/publish'), 404, 'AUTHORING.STORY_NOT_FOUND');
    expectRefused(await call('POST', '/api/unitstory', { body: { unitId: 999999 } }), 404, 'AUTHORING.UNIT_NOT_FOUND');
    expectRefused(await call('POST', '/api/component', { body: { unitStoryId: 999999, version: 1, type: 'card' } }), 404, 'AUTHORING.STORY_NOT_FOUND');
    // Exactly one owner.
    const both = await call('POST', '/api/component', { body: { unitStoryId: story.id, lessonId: story.id, version: 1, type: 'card' } });
    expect(both.status).toBe(400);
    expect((await call('POST', '/api/component', { body: { version: 1, type: 'card' } })).status).toBe(400);
  });
});

describe("a story's components", () => {
  it('adds, moves and removes components under the story version; positions renumber from 1', async () => {
    let draft = await storyWith('section-title', 'paragraph', 'page-break', 'card');
    expect(draft.story.version).toBe(5);
    expect(orders(draft)).toEqual([
      ['section-title', 1],
      ['paragraph', 2],
      ['page-break', 3],
      ['card', 4],
    ]);
    expect(draft.document.pageCount).toBe(2);
    expect(draft.document.components[1].paragraphs).toHaveLength(1);
    const [title, paragraph, , card] = draft.document.components;

    draft = ok(await call('POST', '/api/component', { body: { unitStoryId: draft.story.id, version: 5, type: 'group-header', order: 1 } }), 201);
    expect(orders(draft).map(([type]) => type)).toEqual(['group-header', 'section-title', 'paragraph', 'page-break', 'card']);
    draft = ok(await call('PATCH', `/api/component/${card.id}`, { body: { version: 6, order: 1 } }));
    expect(draft.document.components.map((c) => [c.id, c.order]).slice(0, 3)).toEqual([
      [card.id, 1],
      [draft.document.components[1].id, 2],
      [title.id, 3],
    ]);
    draft = ok(await call('DELETE', `/api/component/${title.id}?version=7`));
    expect(orders(draft)).toEqual([
      ['card', 1],
      ['group-header', 2],
      ['paragraph', 3],
      ['page-break', 4],
    ]);

    // Every part call finds the story: a paragraph's text, an image, an essential question.
    const paragraphId = paragraph.paragraphs[0].id;
    draft = ok(await call('PUT', `/api/paragraph/${paragraphId}`, { body: { version: 8, content: text('<p>The colonists <script>x()</script>waited.</p>', '<p>Esperaron.</p>') } }));
    expect(draft.document.components[2].paragraphs[0].content).toMatchObject({ en: '<p>The colonists waited.</p>', es: '<p>Esperaron.</p>' });
    draft = ok(await call('POST', '/api/imagedetails', { body: { version: 9, paragraphId, imageId: w().image } }), 201);
    const imageId = draft.document.components[2].paragraphs[0].images[0].id;
    draft = ok(await call('PUT', `/api/imagedetails/${imageId}`, { body: { version: 10, width: 320 } }));
    expect(draft.document.components[2].paragraphs[0].images[0]).toMatchObject({ width: 320, order: 1 });
    draft = ok(await call('POST', '/api/essentialquestion', { body: { version: 11, paragraphId, question: text('<p>Why?</p>'), audio: null } }), 201);
    const questionId = draft.document.components[2].paragraphs[0].essentialQuestion!.id;
    draft = ok(await call('PUT', `/api/essentialquestion/${questionId}`, { body: { version: 12, question: text('<p>How?</p>'), audio: null } }));
    draft = ok(await call('POST', '/api/paragraph', { body: { version: 13, componentId: paragraph.id } }), 201);
    const second = draft.document.components[2].paragraphs[1].id;
    draft = ok(await call('PATCH', `/api/paragraph/${second}`, { body: { version: 14, order: 1 } }));
    expect(draft.document.components[2].paragraphs.map((p) => [p.id, p.order])).toEqual([
      [second, 1],
      [paragraphId, 2],
    ]);
    draft = ok(await call('DELETE', `/api/imagedetails/${imageId}?version=15`));
    expect(draft.story.version).toBe(16);
    expect((await backup(draft.story.id)).story.version).toBe(16);
  });

  it('numbers route points of a story map from 1 through adds, moves and removals', async () => {
    let draft = await storyWith('global-connections');
    const paragraph = draft.document.components[0].paragraphs[0];
    expect(paragraph.routePoints.map((r) => r.number)).toEqual([1, 2, 3, 4, 5]);
    draft = ok(await call('POST', `/api/component/paragraph/${paragraph.id}/route`, { body: { version: 2 } }), 201);
    const points = draft.document.components[0].paragraphs[0].routePoints;
    draft = ok(await call('PATCH', `/api/component/paragraph/route/${points[5].id}/order`, { body: { version: 3, number: 1 } }));
    draft = ok(await call('DELETE', `/api/component/paragraph/route/${points[0].id}?version=4`));
    draft = ok(await call('PUT', `/api/component/paragraph/route/${points[1].id}`, { body: { version: 5, content: text('<p>Jamestown</p>'), audio: null } }));
    expect(draft.document.components[0].paragraphs[0].routePoints.map((r) => [r.id, r.number])).toEqual([
      [points[5].id, 1],
      [points[1].id, 2],
      [points[2].id, 3],
      [points[3].id, 4],
      [points[4].id, 5],
    ]);
  });

  it("refuses a stale change of a story's part with the story's draft now, and leaves the lesson builder as it was", async () => {
    const draft = await storyWith('card');
    const [card] = draft.document.components;
    const stale = await call('PUT', `/api/component/${card.id}`, { body: { version: 1, background: '#fff' } });
    expectRefused(stale, 409, 'AUTHORING.STALE_VERSION');
    expect(stale.body.data.current).toEqual({ ...draft, document: { ...draft.document, publishedAt: expect.any(String) } });

    // A lesson's part still answers its lesson's draft, at the lesson's version.
    const lessonId = (await call<{ id: number }>('POST', '/api/lesson', { body: { unitId: colonial() } })).body.data.id;
    const lesson = await call<LessonDraft>('POST', '/api/component', { body: { lessonId, version: 1, type: 'card' } });
    expect(lesson.status).toBe(201);
    expect(lesson.body.data).toMatchObject({ lesson: { id: lessonId, version: 2 }, document: { id: lessonId, version: 2 } });
    expect(lesson.body.data).not.toHaveProperty('story');
    const lessonCard = lesson.body.data.document.components[0];
    const staleLesson = await call('PUT', `/api/component/${lessonCard.id}`, { body: { version: 1, color: '#000' } });
    expectRefused(staleLesson, 409, 'AUTHORING.STALE_VERSION');
    expect(staleLesson.body.data.current).toMatchObject({ lesson: { id: lessonId, version: 2 } });
    // The story's version did not move.
    expect((await backup(draft.story.id)).story.version).toBe(draft.story.version);
  });

  it('answers 404 for the parts of a removed story', async () => {
    const draft = await storyWith('paragraph');
    const [component] = draft.document.components;
    await call('DELETE', `/api/unitstory/${draft.story.id}`);
    expectRefused(await call('PUT', `/api/component/${component.id}`, { body: { version: 2, color: '#000' } }), 404, 'AUTHORING.COMPONENT_NOT_FOUND');
    expectRefused(await call('POST', '/api/paragraph', { body: { version: 2, componentId: component.id } }), 404, 'AUTHORING.COMPONENT_NOT_FOUND');
    expectRefused(await call('POST', '/api/component', { body: { unitStoryId: draft.story.id, version: 2, type: 'card' } }), 404, 'AUTHORING.STORY_NOT_FOUND');
  });
});

describe('publishing and removing stories', () => {
  it('shows the seeded story published, then changed after a save; a story publish gives students the preview', async () => {
    const storyId = await seededStory();
    expect((await details()).unitStories[0]).toMatchObject({ id: storyId, publishState: 'published' });
    const before = await backup(storyId);
    expect(before.story.publishState).toBe('published');
    const saved = ok(await call<StoryDraft>('POST', '/api/component', { body: { unitStoryId: storyId, version: before.story.version, type: 'section-title' } }), 201);
    const title = saved.document.components.at(-1)!;
    const renamed = ok(
      await call<StoryDraft>('PUT', `/api/component/${title.id}`, { body: { version: saved.story.version, title: text('The spring after', 'La primavera después') } }),
    );
    expect(renamed.story.publishState).toBe('unpublished-changes');
    expect((await details()).unitStories[0].publishState).toBe('unpublished-changes');
    const preview = await backup(storyId);

    const job = await publishAndWait(call, `/api/unitstory/${storyId}/publish`);
    expect(job).toMatchObject({ state: 'succeeded', scope: 'story', targetId: storyId, steps: 1 });
    const student = await server.call('GET', `/api/unitstory/${storyId}`, { token: w().student });
    expect(student.status).toBe(200);
    expect(withoutStamp(student.body.data)).toEqual(withoutStamp(preview.document));
    expect(student.body.data.components.at(-1).title).toMatchObject({ en: 'The spring after' });
    expect((await backup(storyId)).story.publishState).toBe('published');
    expect((await details()).unitStories[0].publishState).toBe('published');
    // The publish told the creator with the story's kind.
    const notices = await publishNotifications<{ itemKind: string }>(server.db, job.id);
    expect(notices.map((n) => n.args.itemKind)).toContain('story');
  });

  it('a unit publish records the story version it took', async () => {
    const fresh = await storyWith('card');
    expect(await publishAndWait(call, `/api/unit/${colonial()}/publish`)).toMatchObject({ state: 'succeeded' });
    expect((await backup(fresh.story.id)).story.publishState).toBe('published');
    const student = await server.call('GET', `/api/unitstory/${fresh.story.id}`, { token: w().student });
    expect(student.status).toBe(200);
    expect(student.body.data.name).toMatchObject(text('New story', 'Nueva historia'));
  });

  it('removes one: the later ones move up, the unit changes, and a published one needs a unit publish to leave students', async () => {
    const seeded = await seededStory();
    const fresh = await created();
    const before = await details();
    const res = await call<AuthoringChange>('DELETE', `/api/unitstory/${seeded}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ data: { publishNeeded: true }, statusMessage: 'Please perform a unit publish to see the changes in student users' });
    const after = await details();
    expect(after.version).toBe(before.version + 1);
    expect(after.unitStories.map((s) => [s.id, s.order])).toEqual([[fresh.story.id, 1]]);
    expect((await backup(fresh.story.id)).document.order).toBe(1);
    expectRefused(await call('GET', `/api/unitstory/${seeded}/backup`), 404, 'AUTHORING.STORY_NOT_FOUND');
    expectRefused(await call('DELETE', `/api/unitstory/${seeded}`), 404, 'AUTHORING.STORY_NOT_FOUND');
    // Students keep the removed story until the unit is published again.
    expect((await server.call('GET', `/api/unitstory/${seeded}`, { token: w().student })).status).toBe(200);
    expect(await publishAndWait(call, `/api/unit/${colonial()}/publish`)).toMatchObject({ state: 'succeeded' });
    expect((await server.call('GET', `/api/unitstory/${seeded}`, { token: w().student })).status).toBe(404);

    const unpublished = await call<AuthoringChange>('DELETE', `/api/unitstory/${(await created()).story.id}`);
    expect(unpublished.body).toMatchObject({ data: { publishNeeded: false }, statusMessage: 'Changes saved successfully' });
  });
});
