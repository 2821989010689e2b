import { describe, expect, it, vi } from 'vitest';
import { createLessonContentUseCases } from '@application/authoring/lesson-content.use-cases';
import type { ApiClient } from '@infrastructure/http/api-client';
import { createHttpLessonContentAuthoring, createHttpMediaLibrary } from '@infrastructure/http/http-lesson-content-authoring.adapter';
import { createHttpNotificationInbox } from '@infrastructure/http/http-notification-inbox.adapter';
import { createHttpPageAuthoring } from '@infrastructure/http/http-page-authoring.adapter';

/** The last unit and lesson calls of issue 14 as the server names them (api-spec §7.4, §7.5), from the use cases the screens call. */
describe('the lesson overview, unit skills, upload settings and mark-all-read calls', () => {
  it('go to the paths and with the bodies the server takes', async () => {
    const api = { call: vi.fn(async () => ({ ok: true as const, data: null, message: '' })) };
    const client = api as unknown as ApiClient;
    const content = createLessonContentUseCases(createHttpLessonContentAuthoring(client), createHttpMediaLibrary(client));
    await content.saveLessonOverview(5, 3, { essentialQuestion: { question: { en: '<p>Why?</p>', es: '' }, audio: null } });
    await content.saveLessonOverview(5, 4, { skillsId: null });
    await content.uploadLimits();
    await createHttpPageAuthoring(client).unitSkills(4);
    await createHttpNotificationInbox(client).markAllRead();
    expect(api.call.mock.calls).toEqual([
      ['PUT', '/lesson/5/overview', { essentialQuestion: { question: { en: '<p>Why?</p>', es: '' }, audio: null }, version: 3 }],
      ['PUT', '/lesson/5/overview', { skillsId: null, version: 4 }],
      ['GET', '/configurationsettings/getbytype/uploads'],
      ['GET', '/unit/4/unitskills'],
      ['PATCH', '/Notification-Update'],
    ]);
  });
});
