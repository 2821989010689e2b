import { describe, expect, it, vi } from 'vitest';
import { createLessonContentUseCases } from '@application/authoring/lesson-content.use-cases';
import { MESSAGES } from '@domain/shared/messages';
import { createHttpCourseAuthoring } from '@infrastructure/http/http-course-authoring.adapter';
import { createHttpLessonContentAuthoring, createHttpMediaLibrary } from '@infrastructure/http/http-lesson-content-authoring.adapter';
import { dataOf, lessonContentWorld } from './use-case-world';

/** The story builder's use cases: product words in, the right port call (and REST path of api-spec §7.8) out. */

const world = () => lessonContentWorld([], [{ id: 41, unitId: 1, name: { en: 'Roanoke', es: 'Roanoke' }, published: true, components: ['paragraph'] }]);

describe('story use cases', () => {
  it("create a story, open its draft, add a component; the story's parts change under the story's version", async () => {
    const { port, content } = world();
    const made = dataOf(await content.createStory(1));
    expect(port.createStory).toHaveBeenCalledWith(1);
    expect(made.story).toMatchObject({ unitId: 1, order: 2, version: 1, publishState: 'never-published', name: { en: 'New story', es: 'Nueva historia' } });
    expect(dataOf(await content.openStoryDraft(41)).document.components.map((c) => c.type)).toEqual(['paragraph']);
    expect(port.storyDraft).toHaveBeenCalledWith(41);
    const added = await content.addStoryComponent(41, 1, 'card', 1);
    expect(port.addStoryComponent).toHaveBeenCalledWith(41, 1, 'card', 1);
    expect(added.ok && added.message).toBe(MESSAGES.changesSaved.en);
    const paragraphId = dataOf(added).document.components[1]!.paragraphs[0]!.id;
    const saved = dataOf(await content.saveParagraph(paragraphId, 2, { opacity: 50 }));
    expect('story' in saved && saved.story.version).toBe(3);
    const stale = await content.renameStory(41, 2, { en: 'Old', es: '' });
    expect(stale).toMatchObject({ ok: false, status: 409, code: 'AUTHORING.STALE_VERSION' });
    expect(!stale.ok && (stale.current as { story: { version: number } }).story.version).toBe(3);
  });

  it('rename and remove a story; a published one asks for a unit publish', async () => {
    const { port, content } = world();
    expect(dataOf(await content.renameStory(41, 1, { en: 'Lost colony', es: 'Colonia perdida' })).story.name).toMatchObject({ en: 'Lost colony' });
    expect(port.renameStory).toHaveBeenCalledWith(41, 1, { en: 'Lost colony', es: 'Colonia perdida' });
    expect(await content.renameStory(41, 2, { en: ' ', es: '' })).toMatchObject({ ok: false, status: 400, code: 'VALIDATION' });
    const removed = await content.removeStory(41);
    expect(removed).toMatchObject({ ok: true, data: { publishNeeded: true }, message: MESSAGES.publishToSeeChanges.en });
    expect(await content.openStoryDraft(41)).toMatchObject({ ok: false, status: 404, code: 'AUTHORING.STORY_NOT_FOUND' });
  });

  it('the HTTP adapters call the REST paths of api-spec §7.8 and §7.7 with the story as the owner', async () => {
    const call = vi.fn(async () => ({ ok: true as const, data: null, message: '' }));
    const content = createLessonContentUseCases(createHttpLessonContentAuthoring({ call } as never), createHttpMediaLibrary({ call } as never));
    await content.openStoryDraft(4);
    await content.createStory(2);
    await content.renameStory(4, 3, { en: 'A', es: 'B' });
    await content.removeStory(4);
    await content.addStoryComponent(4, 3, 'card');
    await content.addStoryComponent(4, 3, 'card', 2);
    await createHttpCourseAuthoring({ call } as never).publish('story', 4);
    expect(call.mock.calls).toEqual([
      ['GET', '/unitstory/4/backup'],
      ['POST', '/unitstory', { unitId: 2 }],
      ['PATCH', '/unitstory/4/change-name', { version: 3, name: { en: 'A', es: 'B' } }],
      ['DELETE', '/unitstory/4'],
      ['POST', '/component', { unitStoryId: 4, version: 3, type: 'card' }],
      ['POST', '/component', { unitStoryId: 4, version: 3, type: 'card', order: 2 }],
      ['PATCH', '/unitstory/4/publish'],
    ]);
  });
});
