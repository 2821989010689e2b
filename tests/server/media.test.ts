import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { one } from '../../server/src/db/database';
import { insertRichText } from '../../server/src/modules/content/draft/bilingual.repository';
import { insertComponent } from '../../server/src/modules/content/draft/component-draft.repository';
import { CONTENT_PUBLISHED_CHANNEL, publishAndAnnounce } from '../../server/src/modules/content/publish/publish-course';
import { publishLesson } from '../../server/src/modules/content/publish/publish-lesson';
import { courseIds } from './support/content-fixtures';
import { useTestServer } from './support/test-context';

const server = useTestServer({ world: async (s) => ({ student: await s.login('student') }) });

describe('media', () => {
  it('serves image bytes with a content-hash ETag, immutable caching and 304 on If-None-Match', async () => {
    const image = await one<{ id: number; sha256: string }>(server.db, `SELECT id, sha256 FROM media_assets WHERE kind = 'image' ORDER BY id LIMIT 1`);
    const res = await server.app.inject({ method: 'GET', url: `/api/images/${image!.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers.etag).toBe(`"${image!.sha256}"`);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.body).toContain('<svg');
    const again = await server.app.inject({ method: 'GET', url: `/api/images/${image!.id}`, headers: { 'if-none-match': res.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves narration as MP3 and videos as WebM', async () => {
    const audio = await one<{ id: number }>(server.db, `SELECT id FROM media_assets WHERE kind = 'audio' ORDER BY id LIMIT 1`);
    const res = await server.app.inject({ method: 'GET', url: `/api/audio/${audio!.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(res.rawPayload.length).toBeGreaterThan(1000);
    const video = await one<{ id: number }>(server.db, `SELECT id FROM media_assets WHERE kind = 'video' ORDER BY id LIMIT 1`);
    const clip = await server.app.inject({ method: 'GET', url: `/api/videos/${video!.id}` });
    expect(clip.headers['content-type']).toBe('video/webm');
    // An audio id is not an image.
    expect((await server.app.inject({ method: 'GET', url: `/api/images/${audio!.id}` })).statusCode).toBe(404);
  });

  it('answers images/{id}/name with the file name and bilingual alt text', async () => {
    const image = await one<{ id: number }>(server.db, `SELECT id FROM media_assets WHERE file_name = 'colonial-map.svg'`);
    const res = await server.call('GET', `/api/images/${image!.id}/name`, { token: server.world.student });
    expect(res.body.data).toMatchObject({ name: 'colonial-map.svg', width: 800, alt: { en: expect.stringContaining('thirteen colonies'), es: expect.any(String) } });
    expect((await server.call('GET', '/api/images/999999/name', { token: server.world.student })).status).toBe(404);
  });
});

describe('rich text on the way to students', () => {
  it('is sanitized when stored and when published: no script, handlers or javascript: links reach a student', async () => {
    const ids = await courseIds(server);
    const lessonId = await ids.lesson('Colonial America', 'Three Colonial Regions');
    await server.db.transaction(async (tx) => {
      const contentId = await insertRichText(tx, {
        en: '<p onclick="steal()">Safe <em>text</em><script>alert(1)</script><a href="javascript:alert(2)">x</a></p>',
        es: '<img src="x" onerror="alert(3)"><p>Texto</p>',
      });
      // Even a value written around the sanitizing repository is cleaned by the publish step.
      await tx.query(`UPDATE bilingual_values SET en = en || '<script>late()</script>' WHERE id = $1`, [contentId]);
      await insertComponent(tx, { owner: { lessonId }, type: 'text-content', order: 50, contentId });
    });
    await server.untilAnnounced(CONTENT_PUBLISHED_CHANNEL, () => publishAndAnnounce(server.db, (tx) => publishLesson(tx, lessonId)));
    const res = await server.call('GET', `/api/lesson/${lessonId}`, { token: server.world.student });
    const body = JSON.stringify(res.body.data.components);
    expect(body).toContain('Safe <em>text</em>');
    expect(body).not.toMatch(/<script|onclick|onerror|javascript:|late\(\)/i);
  });
});
