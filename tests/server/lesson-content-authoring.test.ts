import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { AuthoredLesson } from '@domain/authoring/authoring.responses';
import type { LessonDraft } from '@domain/authoring/lesson-content.responses';
import type { Component } from '@domain/content/component.schemas';
import { one } from '../../server/src/db/database';
import { builderCalls, builderWorld, expectRefused as refused, publishAndWait } from './support/authoring-calls';
import { useTestServer } from './support/test-context';
import type { ApiResponse } from './support/test-server';

/*
 * The lesson builder's calls (issue 14; api-spec §7.7, GET lesson/{id}/backup): every change names the
 * lesson's draft version and answers the whole draft one version on; defaults per type, renumbering,
 * stale versions (409 with the draft now), bad input, unknown parts, sanitised rich text, media kinds,
 * and a publish giving students exactly the previewed document.
 */

const server = useTestServer({ world: (s) => builderWorld(s, 'a') });
const { w, call, colonial } = builderCalls(server);
type Res = ApiResponse<LessonDraft>;

const backup = async (lessonId: number) => (await call<LessonDraft>('GET', `/api/lesson/${lessonId}/backup`)).body.data;

/** The first regular lesson of Colonial America, as the seed wrote and published it. */
const seededLesson = async () =>
  (await one<{ id: number }>(
    server.db,
    'SELECT id FROM lessons WHERE unit_id = $1 AND lesson_type_id = 2 AND deleted_at IS NULL ORDER BY sort_order LIMIT 1',
    [colonial()],
  ))!.id;

/** A new empty lesson of the Colonial America unit, at version 1. */
async function freshLesson(): Promise<number> {
  return (await call<AuthoredLesson>('POST', '/api/lesson', { body: { unitId: colonial() } })).body.data.id;
}

/** Asserts a change succeeded and answers its draft. */
function ok(res: Res, status = 200): LessonDraft {
  expect(res.status, JSON.stringify(res.body).slice(0, 400)).toBe(status);
  expect(res.body.statusMessage).toBe('Changes saved successfully');
  expect(res.body.data.document.version).toBe(res.body.data.lesson.version);
  return res.body.data;
}

/** A lesson with components of these types, in order; answers its draft. */
async function lessonWith(...types: string[]): Promise<LessonDraft> {
  const lessonId = await freshLesson();
  let draft = await backup(lessonId);
  for (const type of types) draft = ok(await call('POST', '/api/component', { body: { lessonId, version: draft.lesson.version, type } }), 201);
  return draft;
}

const orders = (draft: LessonDraft) => draft.document.components.map((c) => [c.type, c.order]);

describe('GET lesson/{id}/backup', () => {
  it('answers the draft at its version to builders and previewers, without touching anyone\'s progress', async () => {
    const lessonId = await seededLesson();
    const progress = () => server.db.query('SELECT * FROM lesson_progress WHERE lesson_id = $1 ORDER BY student_user_id', [lessonId]);
    const before = await progress();
    const draft = await backup(lessonId);
    expect(draft.lesson).toMatchObject({ id: lessonId, unitId: colonial() });
    expect(draft.document).toMatchObject({ id: lessonId, unitId: colonial(), version: draft.lesson.version });
    expect(draft.document.components.length).toBeGreaterThan(0);
    expect((await call('GET', `/api/lesson/${lessonId}/backup`, { token: w().teacher })).status).toBe(200);
    expect((await call('GET', `/api/lesson/${lessonId}/backup`, { token: w().student })).status).toBe(403);
    expect(await progress()).toEqual(before);
  });

  it('is 404 for unknown and removed lessons', async () => {
    refused(await call('GET', '/api/lesson/999999/backup'), 404, 'AUTHORING.LESSON_NOT_FOUND');
    const lessonId = await freshLesson();
    await call('DELETE', `/api/lesson/${lessonId}`);
    refused(await call('GET', `/api/lesson/${lessonId}/backup`), 404, 'AUTHORING.LESSON_NOT_FOUND');
  });
});

describe('components', () => {
  it('adds each type with its defaults; a paragraph type gets one paragraph, global connections five route points', async () => {
    const draft = await lessonWith('paragraph', 'global-connections', 'page-break', 'group-header', 'section-title');
    expect(draft.lesson).toMatchObject({ version: 6, componentCount: 5, publishState: 'never-published' });
    const [paragraph, global, pageBreak, header, title] = draft.document.components;
    expect(paragraph.paragraphs).toEqual([
      expect.objectContaining({ order: 1, size: 12, opacity: 100, height: 'auto', alignment: 'flex-start', orientation: 'left-side', routePoints: [] }),
    ]);
    expect(global.paragraphs[0].routePoints.map((r) => r.number)).toEqual([1, 2, 3, 4, 5]);
    expect(header.groupHeaderType).toBe(1);
    expect(title.size).toBe(12);
    expect(pageBreak).toMatchObject({ paragraphs: [], title: null, size: null });
    expect(draft.document.pageCount).toBe(2);
  });

  it('inserts at an order, the later ones moving down; an order past the end is refused', async () => {
    let draft = await lessonWith('paragraph', 'card');
    const lessonId = draft.lesson.id;
    draft = ok(await call('POST', '/api/component', { body: { lessonId, version: draft.lesson.version, type: 'section-title', order: 1 } }), 201);
    expect(orders(draft)).toEqual([['section-title', 1], ['paragraph', 2], ['card', 3]]);
    const far = await call('POST', '/api/component', { body: { lessonId, version: draft.lesson.version, type: 'card', order: 5 } });
    refused(far, 400, 'AUTHORING.ORDER_OUT_OF_RANGE');
    expect((await backup(lessonId)).lesson.version).toBe(draft.lesson.version);
  });

  it('refuses unknown types, the assessment group, bad input, unknown lessons and stale versions', async () => {
    const lessonId = await freshLesson();
    for (const [body, field] of [
      [{ lessonId, version: 1, type: 'carousel' }, 'type'],
      [{ lessonId, version: 1, type: 'assessment-group' }, 'type'],
      [{ lessonId, type: 'card' }, 'version'],
      [{ version: 1, type: 'card' }, 'lessonId'],
    ] as const) {
      const res = await call('POST', '/api/component', { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.data.fields).toEqual([expect.objectContaining({ field })]);
    }
    refused(await call('POST', '/api/component', { body: { lessonId: 999999, version: 1, type: 'card' } }), 404, 'AUTHORING.LESSON_NOT_FOUND');
    ok(await call('POST', '/api/component', { body: { lessonId, version: 1, type: 'card' } }), 201);
    const stale = await call('POST', '/api/component', { body: { lessonId, version: 1, type: 'paragraph' } });
    refused(stale, 409, 'AUTHORING.STALE_VERSION');
    expect(stale.body.data.current).toMatchObject({ lesson: { id: lessonId, version: 2 }, document: { version: 2, components: [{ type: 'card' }] } });
  });

  it('saves only the fields given; rich text is sanitised; narration must be audio', async () => {
    let draft = await lessonWith('card', 'section-title');
    const [card, title] = draft.document.components;
    const put = (id: number, fields: object) => call('PUT', `/api/component/${id}`, { body: { version: draft.lesson.version, ...fields } });
    draft = ok(
      await put(card.id, {
        title: { en: 'Harbor', es: 'Puerto' },
        content: { en: '<p>Ships<script>alert(1)</script></p>', es: '<p onclick="x()">Barcos</p>' },
        audio: { en: w().audio, es: null },
        alignment: 'center',
      }),
    );
    const saved = draft.document.components[0];
    expect(saved).toMatchObject({ title: { en: 'Harbor', es: 'Puerto' }, content: { en: '<p>Ships</p>', es: '<p>Barcos</p>' }, alignment: 'center' });
    expect(saved.audio).toMatchObject({ en: `/api/audio/${w().audio}`, es: null });
    draft = ok(await put(card.id, { alignment: 'flex-end' }));
    expect(draft.document.components[0]).toMatchObject({ title: { en: 'Harbor' }, content: { en: '<p>Ships</p>' }, alignment: 'flex-end' });
    draft = ok(await put(title.id, { background: '#1a2b3c', color: '#fff', size: 'huge' }));
    expect(draft.document.components[1]).toMatchObject({ background: '#1a2b3c', color: '#fff', size: 12 });

    for (const [fields, field] of [
      [{ background: 'red' }, 'background'],
      [{ videoUrl: 'javascript:alert(1)' }, 'videoUrl'],
      [{ embedUrl: '/relative' }, 'embedUrl'],
    ] as const) {
      const res = await put(card.id, fields);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.body.data.fields).toEqual([expect.objectContaining({ field })]);
    }
    refused(await put(card.id, { audio: { en: w().image, es: null } }), 400, 'AUTHORING.MEDIA_MISMATCH');
    refused(await put(card.id, { audio: { en: 999999, es: null } }), 400, 'AUTHORING.MEDIA_MISMATCH');
    refused(await put(999999, { alignment: 'center' }), 404, 'AUTHORING.COMPONENT_NOT_FOUND');
    const stale = await call('PUT', `/api/component/${card.id}`, { body: { version: 1, alignment: 'center' } });
    refused(stale, 409, 'AUTHORING.STALE_VERSION');
    expect(stale.body.data.current.document.components[0].alignment).toBe('flex-end');
  });

  it('lets one of two saves from the same version through; the other gets 409 with the draft now', async () => {
    const draft = await lessonWith('card');
    const id = draft.document.components[0].id;
    const save = (alignment: string) => call('PUT', `/api/component/${id}`, { body: { version: draft.lesson.version, alignment } });
    const results = await Promise.all([save('center'), save('flex-end')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const won = results.find((r) => r.status === 200)!.body.data as LessonDraft;
    expect(results.find((r) => r.status === 409)!.body.data.current).toEqual({ ...won, document: { ...won.document, publishedAt: expect.any(String) } });
  });

  it('moves and removes, renumbering from 1; parts of a removed lesson are not found', async () => {
    let draft = await lessonWith('card', 'paragraph', 'section-title');
    const [card, , title] = draft.document.components;
    draft = ok(await call('PATCH', `/api/component/${title.id}`, { body: { version: draft.lesson.version, order: 1 } }));
    expect(orders(draft)).toEqual([['section-title', 1], ['card', 2], ['paragraph', 3]]);
    refused(await call('PATCH', `/api/component/${title.id}`, { body: { version: draft.lesson.version, order: 4 } }), 400, 'AUTHORING.ORDER_OUT_OF_RANGE');
    draft = ok(await call('DELETE', `/api/component/${card.id}?version=${draft.lesson.version}`));
    expect(orders(draft)).toEqual([['section-title', 1], ['paragraph', 2]]);
    refused(await call('DELETE', `/api/component/${card.id}?version=${draft.lesson.version}`), 404, 'AUTHORING.COMPONENT_NOT_FOUND');
    refused(await call('DELETE', `/api/component/${title.id}?version=1`), 409, 'AUTHORING.STALE_VERSION');
    expect((await call('DELETE', `/api/component/${title.id}`)).status).toBe(400);

    await call('DELETE', `/api/lesson/${draft.lesson.id}`);
    refused(await call('PUT', `/api/component/${title.id}`, { body: { version: draft.lesson.version, color: '#000' } }), 404, 'AUTHORING.COMPONENT_NOT_FOUND');
  });
});

describe('paragraphs and essential questions', () => {
  it('adds paragraphs to paragraph types only, saves them on both paths, moves and removes them', async () => {
    let draft = await lessonWith('text-content', 'section-title');
    const [text, title] = draft.document.components;
    draft = ok(await call('POST', '/api/paragraph', { body: { componentId: text.id, version: draft.lesson.version } }), 201);
    const [first, second] = draft.document.components[0].paragraphs;
    expect(second).toMatchObject({ order: 2, opacity: 100, size: 12 });
    refused(await call('POST', '/api/paragraph', { body: { componentId: title.id, version: draft.lesson.version } }), 400, 'AUTHORING.NO_PARAGRAPHS');
    refused(await call('POST', '/api/paragraph', { body: { componentId: 999999, version: 1 } }), 404, 'AUTHORING.COMPONENT_NOT_FOUND');

    draft = ok(
      await call('PUT', `/api/paragraph/${first.id}`, {
        body: { version: draft.lesson.version, content: { en: '<b>Bold</b><img src=x onerror="x()">', es: '' }, opacity: 40, orientation: 'right-side', height: '320' },
      }),
    );
    expect(draft.document.components[0].paragraphs[0]).toMatchObject({ content: { en: '<b>Bold</b><img src="x">' }, opacity: 40, orientation: 'right-side', height: '320px' });
    draft = ok(await call('PUT', `/api/component/paragraph/${first.id}`, { body: { version: draft.lesson.version, isCarousal: true } }));
    expect(draft.document.components[0].paragraphs[0]).toMatchObject({ isCarousal: true, opacity: 40, content: { en: '<b>Bold</b><img src="x">' } });
    for (const [fields, field] of [
      [{ background: '#12' }, 'background'],
      [{ videoUrl: 'data:text/html,hi' }, 'videoUrl'],
      [{ height: 'tall' }, 'height'],
    ] as const) {
      const res = await call('PUT', `/api/paragraph/${first.id}`, { body: { version: draft.lesson.version, ...fields } });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.body.data.fields).toEqual([expect.objectContaining({ field })]);
    }

    draft = ok(await call('PATCH', `/api/paragraph/${first.id}`, { body: { version: draft.lesson.version, order: 2 } }));
    expect(draft.document.components[0].paragraphs.map((p) => [p.id, p.order])).toEqual([[second.id, 1], [first.id, 2]]);
    refused(await call('PATCH', `/api/paragraph/${first.id}`, { body: { version: draft.lesson.version, order: 3 } }), 400, 'AUTHORING.ORDER_OUT_OF_RANGE');
    draft = ok(await call('DELETE', `/api/paragraph/${second.id}?version=${draft.lesson.version}`));
    expect(draft.document.components[0].paragraphs.map((p) => [p.id, p.order])).toEqual([[first.id, 1]]);
    refused(await call('DELETE', `/api/paragraph/${second.id}?version=${draft.lesson.version}`), 404, 'AUTHORING.PARAGRAPH_NOT_FOUND');
  });

  it('gives a paragraph one essential question, then saves it', async () => {
    let draft = await lessonWith('paragraph');
    const paragraphId = draft.document.components[0].paragraphs[0].id;
    const body = (question: string) => ({ paragraphId, version: draft.lesson.version, question: { en: question, es: '¿Por qué?' }, audio: { en: null, es: w().audio } });
    draft = ok(await call('POST', '/api/essentialquestion', { body: body('<p>Why?<script>x()</script></p>') }), 201);
    const question = draft.document.components[0].paragraphs[0].essentialQuestion!;
    expect(question).toMatchObject({ question: { en: '<p>Why?</p>', es: '¿Por qué?' }, audio: { en: null, es: `/api/audio/${w().audio}` } });
    refused(await call('POST', '/api/essentialquestion', { body: body('Again') }), 409, 'AUTHORING.ESSENTIAL_QUESTION_EXISTS');
    const { paragraphId: _p, ...update } = body('How?');
    draft = ok(await call('PUT', `/api/essentialquestion/${question.id}`, { body: { ...update, audio: null } }));
    expect(draft.document.components[0].paragraphs[0].essentialQuestion).toMatchObject({ id: question.id, question: { en: 'How?' }, audio: null });
    const mismatch = { ...update, version: draft.lesson.version, audio: { en: w().image, es: null } };
    refused(await call('PUT', `/api/essentialquestion/${question.id}`, { body: mismatch }), 400, 'AUTHORING.MEDIA_MISMATCH');
    refused(await call('PUT', '/api/essentialquestion/999999', { body: update }), 404, 'AUTHORING.ESSENTIAL_QUESTION_NOT_FOUND');
  });
});

describe('route points and images', () => {
  it('adds route points to maps only, saves, moves and removes them, numbering from 1', async () => {
    let draft = await lessonWith('global-connections', 'paragraph');
    const paragraph = () => draft.document.components[0].paragraphs[0];
    const numbers = () => paragraph().routePoints.map((r) => [r.id, r.number]);
    draft = ok(await call('POST', `/api/component/paragraph/${paragraph().id}/route`, { body: { version: draft.lesson.version } }), 201);
    const ids = paragraph().routePoints.map((r) => r.id);
    expect(numbers()).toEqual(ids.map((id, i) => [id, i + 1]));
    const other = draft.document.components[1].paragraphs[0].id;
    refused(await call('POST', `/api/component/paragraph/${other}/route`, { body: { version: draft.lesson.version } }), 400, 'AUTHORING.NO_ROUTE_POINTS');

    draft = ok(await call('PATCH', `/api/component/paragraph/route/${ids[5]}/order`, { body: { version: draft.lesson.version, number: 1 } }));
    expect(numbers()).toEqual([ids[5], ...ids.slice(0, 5)].map((id, i) => [id, i + 1]));
    const far = await call('PATCH', `/api/component/paragraph/route/${ids[5]}/order`, { body: { version: draft.lesson.version, number: 7 } });
    refused(far, 400, 'AUTHORING.ORDER_OUT_OF_RANGE');
    expect(far.body.data.fields).toEqual([expect.objectContaining({ field: 'number' })]);
    draft = ok(await call('DELETE', `/api/component/paragraph/route/${ids[0]}?version=${draft.lesson.version}`));
    expect(numbers()).toEqual([ids[5], ...ids.slice(1, 5)].map((id, i) => [id, i + 1]));

    draft = ok(
      await call('PUT', `/api/component/paragraph/route/${ids[1]}`, {
        body: { version: draft.lesson.version, content: { en: '<a href="javascript:x()">Boston</a>', es: 'Boston' }, audio: { en: w().audio, es: null } },
      }),
    );
    expect(paragraph().routePoints[1]).toMatchObject({ id: ids[1], content: { en: '<a>Boston</a>', es: 'Boston' }, audio: { en: `/api/audio/${w().audio}` } });
    refused(await call('PUT', `/api/component/paragraph/route/999999`, { body: { version: 1, content: null, audio: null } }), 404, 'AUTHORING.ROUTE_POINT_NOT_FOUND');
  });

  it('adds images to paragraphs and route points with their defaults, saves only what is given, removes and renumbers', async () => {
    let draft = await lessonWith('interactive-map');
    const paragraph = () => draft.document.components[0].paragraphs[0];
    const image = { imageId: w().image };
    draft = ok(await call('POST', '/api/imagedetails', { body: { ...image, paragraphId: paragraph().id, version: draft.lesson.version } }), 201);
    draft = ok(await call('POST', '/api/imagedetails', { body: { ...image, paragraphId: paragraph().id, version: draft.lesson.version, title: { en: 'Map', es: 'Mapa' } } }), 201);
    const [first, second] = paragraph().images;
    expect(first).toMatchObject({ order: 1, width: 700, position: 'inherit', captionMargin: 0, marginBottom: 0, image: { id: w().image, url: `/api/images/${w().image}` } });
    expect(second).toMatchObject({ order: 2, title: { en: 'Map' } });

    draft = ok(await call('PUT', `/api/imagedetails/${second.id}`, { body: { version: draft.lesson.version, width: 320, captionMargin: -4 } }));
    expect(paragraph().images[1]).toMatchObject({ width: 320, captionMargin: -4, title: { en: 'Map' } });
    for (const [body, field] of [
      [{ captionMargin: 1.5 }, 'captionMargin'],
      [{ marginBottom: 0.5 }, 'marginBottom'],
      [{ position: 'fixed' }, 'position'],
    ] as const) {
      const res = await call('PUT', `/api/imagedetails/${second.id}`, { body: { version: draft.lesson.version, ...body } });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.data.fields).toEqual([expect.objectContaining({ field })]);
    }
    refused(await call('PUT', `/api/imagedetails/${second.id}`, { body: { version: draft.lesson.version, imageId: w().audio } }), 400, 'AUTHORING.MEDIA_MISMATCH');
    refused(await call('POST', '/api/imagedetails', { body: { imageId: w().audio, paragraphId: paragraph().id, version: draft.lesson.version } }), 400, 'AUTHORING.MEDIA_MISMATCH');
    const neither = await call('POST', '/api/imagedetails', { body: { ...image, version: draft.lesson.version } });
    expect(neither.status).toBe(400);

    draft = ok(await call('DELETE', `/api/imagedetails/${first.id}?version=${draft.lesson.version}`));
    expect(paragraph().images.map((i) => [i.id, i.order])).toEqual([[second.id, 1]]);
    refused(await call('DELETE', `/api/imagedetails/${first.id}?version=${draft.lesson.version}`), 404, 'AUTHORING.IMAGE_DETAILS_NOT_FOUND');

    draft = ok(await call('POST', `/api/component/paragraph/${paragraph().id}/route`, { body: { version: draft.lesson.version } }), 201);
    const point = paragraph().routePoints[0];
    draft = ok(await call('POST', '/api/imagedetails', { body: { ...image, routePointId: point.id, version: draft.lesson.version, width: 120 } }), 201);
    expect(paragraph().routePoints[0].images).toEqual([expect.objectContaining({ order: 1, width: 120 })]);
  });
});

describe('publishing what the preview shows', () => {
  it('gives students exactly the previewed document after a lesson publish', async () => {
    const lessonId = await seededLesson();
    let draft = await backup(lessonId);
    draft = ok(await call('POST', '/api/component', { body: { lessonId, version: draft.lesson.version, type: 'global-connections', order: 1 } }), 201);
    const added: Component = draft.document.components[0];
    draft = ok(await call('PUT', `/api/paragraph/${added.paragraphs[0].id}`, { body: { version: draft.lesson.version, content: { en: '<p>New</p>', es: '<p>Nuevo</p>' } } }));
    expect(draft.lesson.publishState).toBe('unpublished-changes');
    const preview = await backup(lessonId);

    expect(await publishAndWait(call, `/api/lesson/${lessonId}/publish`)).toMatchObject({ state: 'succeeded' });
    const student = (await server.call('GET', `/api/lesson/${lessonId}`, { token: w().student })).body.data;
    expect(student.components).toEqual(preview.document.components);
    expect(student).toMatchObject({ pageCount: preview.document.pageCount, hasAssessment: preview.document.hasAssessment, number: preview.document.number });
    expect((await backup(lessonId)).lesson.publishState).toBe('published');
  });
});
