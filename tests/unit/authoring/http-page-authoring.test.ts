import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@infrastructure/http/api-client';
import { createHttpCourseAuthoring } from '@infrastructure/http/http-course-authoring.adapter';
import { createHttpPageAuthoring } from '@infrastructure/http/http-page-authoring.adapter';

function client() {
  const api = { call: vi.fn(async (_method: string, _path: string, _body?: unknown) => ({ ok: true as const, data: null, message: '' })) };
  return { api, pages: createHttpPageAuthoring(api as unknown as ApiClient), course: createHttpCourseAuthoring(api as unknown as ApiClient) };
}

const OPENER = {
  version: 3,
  backgroundImageId: null,
  openerBackgroundImageId: null,
  thumbnailImageId: null,
  titleBackgroundColor: null,
  color: '#fff',
  videoUrl: null,
  audio: null,
  unitOpenerEmbededLink: null,
  story: null,
  highlight: null,
  hotspots: [],
};

describe('the page builders’ calls as the server names them (api-spec §7.4, §7.8)', () => {
  it('reads, creates and saves the opener, teacher page, contributors page and overview', async () => {
    const { api, pages } = client();
    await pages.createOpener(4);
    await pages.openerDraft(9);
    await pages.openerDraftOfUnit(4);
    await pages.saveOpener(9, OPENER);
    await pages.createTeacherPage(4);
    await pages.teacherPageDraft(7);
    await pages.saveTeacherPage(7, { version: 1, title: { en: 'T', es: '' }, content: null, skills: [] });
    await pages.contributorsDraft();
    await pages.saveContributors({ version: 2, title: { en: 'C', es: '' }, intro: null, contributors: [] });
    await pages.overviewDraft(4);
    await pages.saveOverview(4, { version: 5, intro: null, blurbs: [] });
    expect(api.call.mock.calls.map(([method, path]) => `${method} ${path}`)).toEqual([
      'POST /unitopener',
      'GET /unitopener/9/backup',
      'GET /unitopener/unit/4/backup',
      'PUT /unitopener/9',
      'POST /skills',
      'GET /skills/7/backup',
      'PUT /skills/7',
      'GET /contributors/backup',
      'PUT /contributors',
      'GET /unit/4/overview-backups',
      'PUT /unit/4/overview',
    ]);
    expect(api.call.mock.calls[0]).toEqual(['POST', '/unitopener', { unitId: 4 }]);
    expect(api.call.mock.calls[3]).toEqual(['PUT', '/unitopener/9', OPENER]);
  });

  it('publishes each page on its own route: unitopener, skills, contributors', async () => {
    const { api, course } = client();
    await course.publish('opener', 9);
    await course.publish('teacher-page', 7);
    await course.publish('contributors', 1);
    await course.publish('biography', 3);
    expect(api.call.mock.calls.map(([method, path]) => `${method} ${path}`)).toEqual([
      'PATCH /unitopener/9/publish',
      'PATCH /skills/7/publish',
      'PATCH /contributors/publish',
      'PATCH /biography/3/publish',
    ]);
  });
});
