import { describe, expect, it, vi } from 'vitest';
import { createLessonContentUseCases } from '@application/authoring/lesson-content.use-cases';
import { MESSAGES } from '@domain/shared/messages';
import { createHttpLessonContentAuthoring, createHttpMediaLibrary } from '@infrastructure/http/http-lesson-content-authoring.adapter';
import { dataOf, lessonContentWorld } from './use-case-world';

/** The lesson builder's use cases: product words in, the right port call (and REST path) out. */

const world = () => lessonContentWorld([{ id: 101, unitId: 1, title: { en: 'Jamestown', es: 'Jamestown' }, components: ['section-title', 'global-connections'] }]);

describe('lesson content use cases', () => {
  it("open a lesson's draft and add a component at a place; each change raises the draft version", async () => {
    const { port, content } = world();
    const draft = dataOf(await content.openLessonDraft(101));
    expect(port.lessonDraft).toHaveBeenCalledWith(101);
    expect(draft.document.version).toBe(1);
    // A new global-connections paragraph starts with five route points (product-spec §3).
    expect(draft.document.components[1]!.paragraphs[0]!.routePoints.map((p) => p.number)).toEqual([1, 2, 3, 4, 5]);

    const added = await content.addComponent(101, 1, 'group-header', 1);
    expect(port.addComponent).toHaveBeenCalledWith(101, 1, 'group-header', 1);
    expect(added.ok && added.message).toBe(MESSAGES.changesSaved.en);
    const after = dataOf(added).document;
    expect(after.version).toBe(2);
    expect(after.components.map((c) => [c.order, c.type, c.groupHeaderType])).toEqual([
      [1, 'group-header', 1],
      [2, 'section-title', null],
      [3, 'global-connections', null],
    ]);
  });

  it('a change from an older version is refused with the draft as it is now', async () => {
    const { content } = world();
    await content.addComponent(101, 1, 'card');
    const stale = await content.saveComponent(1001, 1, { background: '#fff' });
    expect(stale).toMatchObject({ ok: false, status: 409, code: 'AUTHORING.STALE_VERSION', message: MESSAGES.staleDraft.en });
    expect(!stale.ok && (stale.current as { document: { version: number } }).document.version).toBe(2);
  });

  it('move a component, a paragraph and a route point to 1-based places', async () => {
    const { port, content } = world();
    await content.moveComponent(1002, 1, 1);
    expect(port.moveComponent).toHaveBeenCalledWith(1002, 1, 1);
    await content.moveRoutePoint(3005, 2, 1);
    expect(port.moveRoutePoint).toHaveBeenCalledWith(3005, 2, 1);
    const points = dataOf(await content.openLessonDraft(101)).document.components[0]!.paragraphs[0]!.routePoints;
    expect(points.map((p) => [p.id, p.number])).toEqual([
      [3005, 1],
      [3001, 2],
      [3002, 3],
      [3003, 4],
      [3004, 5],
    ]);
    await content.moveParagraph(2001, 3, 1);
    expect(port.moveParagraph).toHaveBeenCalledWith(2001, 3, 1);
  });

  it("place an uploaded image with product-spec §3's defaults, then change only what the creator changed", async () => {
    const { port, content } = world();
    const media = dataOf(await content.uploadMedia(new Blob(['png'], { type: 'image/png' }), 'harbor.png'));
    expect(port.upload).toHaveBeenCalledWith(expect.any(Blob), 'harbor.png', undefined);
    await content.placeImage({ paragraphId: 2001 }, 1, media.id, { captionMargin: 4 });
    expect(port.addImage).toHaveBeenCalledWith({
      paragraphId: 2001,
      imageId: media.id,
      version: 1,
      width: 700,
      title: null,
      caption: null,
      disclaimer: null,
      audio: null,
      captionAudio: null,
      captionMargin: 4,
      marginBottom: 0,
      position: 'inherit',
    });
    await content.saveImageDetails(4001, 2, { marginBottom: 8 });
    expect(port.saveImage).toHaveBeenCalledWith(4001, { marginBottom: 8, version: 2 });
    // An image asset is no narration.
    expect(await content.saveParagraph(2001, 3, { audio: { en: media.id, es: null } })).toMatchObject({ ok: false, code: 'AUTHORING.MEDIA_MISMATCH' });
  });

  it('write an essential question: made on a paragraph, then changed by its own id', async () => {
    const { port, content } = world();
    const made = dataOf(await content.saveEssentialQuestion({ paragraphId: 2001 }, 1, { en: '<p>Why?</p>', es: '<p>¿Por qué?</p>' }, null));
    expect(port.saveEssentialQuestion).toHaveBeenCalledWith({ paragraphId: 2001 }, 1, { en: '<p>Why?</p>', es: '<p>¿Por qué?</p>' }, null);
    const id = made.document.components[1]!.paragraphs[0]!.essentialQuestion!.id;
    await content.saveEssentialQuestion({ essentialQuestionId: id }, 2, { en: '<p>How?</p>', es: '' }, null);
    expect(port.saveEssentialQuestion).toHaveBeenLastCalledWith({ essentialQuestionId: id }, 2, { en: '<p>How?</p>', es: '' }, null);
    expect(await content.saveEssentialQuestion({ paragraphId: 2001 }, 3, { en: '', es: '' }, null)).toMatchObject({ code: 'AUTHORING.ESSENTIAL_QUESTION_EXISTS' });
  });

  it('the HTTP adapters call the REST paths of api-spec §7.7 and §7.10', async () => {
    const call = vi.fn(async () => ({ ok: true as const, data: null, message: '' }));
    const http = createHttpLessonContentAuthoring({ call } as never);
    const content = createLessonContentUseCases(http, createHttpMediaLibrary({ call } as never));
    await content.openLessonDraft(7);
    await content.addComponent(7, 3, 'card');
    await content.saveComponent(11, 3, { color: '#000' });
    await content.moveComponent(11, 3, 2);
    await content.removeComponent(11, 3);
    await content.addParagraph(11, 3);
    await content.saveParagraph(12, 3, { isCarousal: true });
    await content.moveParagraph(12, 3, 1);
    await content.removeParagraph(12, 3);
    await content.addRoutePoint(12, 3);
    await content.saveRoutePoint(13, 3, null, null);
    await content.moveRoutePoint(13, 3, 2);
    await content.removeRoutePoint(13, 3);
    await content.saveImageDetails(14, 3, { width: 10 });
    await content.removeImage(14, 3);
    await content.saveEssentialQuestion({ paragraphId: 12 }, 3, { en: 'a', es: 'b' }, null);
    await content.saveEssentialQuestion({ essentialQuestionId: 15 }, 3, { en: 'a', es: 'b' }, null);
    await content.mediaInfo(16);
    await content.saveMediaInfo(16, { name: 'map.png' });
    expect(call.mock.calls.map((c: unknown[]) => `${String(c[0])} ${String(c[1])}`)).toEqual([
      'GET /lesson/7/backup',
      'POST /component',
      'PUT /component/11',
      'PATCH /component/11',
      'DELETE /component/11?version=3',
      'POST /paragraph',
      'PUT /paragraph/12',
      'PATCH /paragraph/12',
      'DELETE /paragraph/12?version=3',
      'POST /component/paragraph/12/route',
      'PUT /component/paragraph/route/13',
      'PATCH /component/paragraph/route/13/order',
      'DELETE /component/paragraph/route/13?version=3',
      'PUT /imagedetails/14',
      'DELETE /imagedetails/14?version=3',
      'POST /essentialquestion',
      'PUT /essentialquestion/15',
      'GET /images/16/name',
      'PATCH /images/16/info',
    ]);
    expect(call.mock.calls[3]).toEqual(['PATCH', '/component/11', { version: 3, order: 2 }]);
  });
});
