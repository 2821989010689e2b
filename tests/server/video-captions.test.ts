import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { one } from '../../server/src/db/database';
import { useTestServer } from './support/test-context';

const server = useTestServer();

const videoNamed = async (file: string) => (await one<{ id: number }>(server.db, `SELECT id FROM media_assets WHERE kind = 'video' AND file_name = $1`, [file]))!.id;

/** The course's own videos carry WebVTT captions in English and Spanish (GET /api/videos/{id}/captions/{language}). */
describe('video captions', () => {
  it('serves the English captions of a demo video as WebVTT, word for word what its narration says', async () => {
    const id = await videoNamed('colonial-overview.webm');
    const res = await server.app.inject({ method: 'GET', url: `/api/videos/${id}/captions/en` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.startsWith('WEBVTT')).toBe(true);
    expect(res.body).toContain('00:00:00.000 --> ');
    expect(res.body).toContain('Thirteen colonies grew along the Atlantic coast.');
    expect(res.body).toContain('In the South, enslaved people were forced to work on large plantations.');
  });

  it('serves the Spanish captions with the same cue times', async () => {
    const id = await videoNamed('revolution-overview.webm');
    const en = (await server.app.inject({ method: 'GET', url: `/api/videos/${id}/captions/en` })).body;
    const es = await server.app.inject({ method: 'GET', url: `/api/videos/${id}/captions/es` });
    expect(es.statusCode).toBe(200);
    expect(es.body).toContain('Un año después, el Congreso declaró la independencia.');
    const times = (vtt: string) => vtt.match(/^\d\d:\d\d:\d\d\.\d{3} --> \d\d:\d\d:\d\d\.\d{3}$/gm);
    expect(times(es.body)).toEqual(times(en));
    expect(times(en)!.length).toBe(4);
  });

  it('answers 404 for a language it does not have, a video without captions and an id that is not a video', async () => {
    const id = await videoNamed('colonial-overview.webm');
    expect((await server.app.inject({ method: 'GET', url: `/api/videos/${id}/captions/fr` })).statusCode).toBe(404);
    const image = (await one<{ id: number }>(server.db, `SELECT id FROM media_assets WHERE kind = 'image' ORDER BY id LIMIT 1`))!.id;
    expect((await server.app.inject({ method: 'GET', url: `/api/videos/${image}/captions/en` })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/api/videos/999999/captions/en' })).statusCode).toBe(404);
  });
});
