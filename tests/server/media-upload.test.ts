import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { UploadedMedia } from '@domain/authoring/lesson-content.responses';
import { MAX_AUDIO_UPLOAD_BYTES, MAX_IMAGE_UPLOAD_BYTES } from '@domain/shared/constants';
import { checkedCallsAs } from './support/authoring-calls';
import { assertCleanResponse } from './support/checked-calls';
import type { ApiResponse } from './support/test-server';
import { useTestServer } from './support/test-context';

/*
 * The back office's uploads (issue 14; api-spec §7.10): `POST images` takes one image or audio file
 * whose type is read from its bytes (never its name or declared type), within 10 MB for images and
 * 25 MB for audio; `GET images/{id}/name` and `PATCH images/{id}/info` show and change its name and
 * alt text; the students' media routes serve what was uploaded.
 */

const server = useTestServer({
  world: async (s) => ({ creator: await s.login('creator'), superAdmin: await s.login('superadmin'), student: await s.login('student') }),
});
const call = checkedCallsAs(server, () => server.world.creator);

/** A real 3×2 PNG (red). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAAEElEQVR4nGP4z8AAQQxwFgBB0gX7h/C5SAAAAABJRU5ErkJggg==', 'base64');
/** An MPEG-1 Layer III frame header, then silence. */
const MP3 = Buffer.concat([Buffer.from('fffb9064', 'hex'), Buffer.alloc(400)]);

interface FilePart {
  readonly content: Buffer;
  readonly name?: string;
  readonly type?: string;
  readonly field?: string;
}

/** A multipart request as the browser's FormData sends it. */
async function upload(files: readonly FilePart[], token: string | null = server.world.creator): Promise<ApiResponse<UploadedMedia>> {
  const boundary = '----media-upload-test-boundary';
  const chunks: Buffer[] = [];
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name ?? 'picture.png'}"\r\nContent-Type: ${file.type ?? 'image/png'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const raw = await server.app.inject({
    method: 'POST',
    url: '/api/images',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat(chunks),
  });
  const res = { status: raw.statusCode, body: raw.json(), raw };
  assertCleanResponse(res, 'POST images');
  return res;
}

const stored = async () => {
  const [row] = await server.db.query<{ assets: number; blobs: number }>(
    'SELECT (SELECT count(*)::int FROM media_assets) AS assets, (SELECT count(*)::int FROM media_blobs) AS blobs',
  );
  return row;
};

/** `size` bytes starting with `head`. */
const padded = (head: Buffer, size: number) => Buffer.concat([head, Buffer.alloc(size - head.length)]);

describe('uploading', () => {
  it('stores a PNG and serves the same bytes at images/{id} with its sniffed type', async () => {
    const res = await upload([{ content: PNG, name: 'map of the colonies.png' }]);
    expect(res.status).toBe(201);
    expect(res.body.statusMessage).toBe('File Uploaded Successfully');
    const media = res.body.data;
    expect(media).toEqual({
      id: expect.any(Number),
      kind: 'image',
      url: `/api/images/${media.id}`,
      name: 'map of the colonies.png',
      contentType: 'image/png',
      byteSize: PNG.length,
      width: 3,
      height: 2,
      alt: null,
    });
    const served = await server.app.inject({ method: 'GET', url: media.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('answers in Spanish when asked', async () => {
    const boundary = '----es';
    const raw = await server.app.inject({
      method: 'POST',
      url: '/api/images',
      headers: { authorization: `Bearer ${server.world.creator}`, language: 'es', 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n`), PNG, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    });
    expect(raw.json().statusMessage).toBe('Archivo subido correctamente');
  });

  it('stores audio, served at audio/{id} as audio/mpeg (super admin too)', async () => {
    const res = await upload([{ content: MP3, name: 'narration.mp3', type: 'audio/mpeg' }], server.world.superAdmin);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ kind: 'audio', url: `/api/audio/${res.body.data.id}`, contentType: 'audio/mpeg', width: null, height: null });
    const served = await server.app.inject({ method: 'GET', url: res.body.data.url });
    expect(served.headers['content-type']).toBe('audio/mpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(MP3)).toBe(true);
    expect((await server.app.inject({ method: 'GET', url: `/api/images/${res.body.data.id}` })).statusCode).toBe(404);
  });

  it('goes by the bytes: a PNG named song.mp3 sent as audio is an image', async () => {
    const res = await upload([{ content: PNG, name: 'song.mp3', type: 'audio/mpeg' }]);
    expect(res.body.data).toMatchObject({ kind: 'image', contentType: 'image/png', name: 'song.mp3' });
  });

  it.each([
    ['a text file named photo.png', Buffer.from('these are words, not pixels'), 'photo.png'],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'drawing.svg'],
    ['an HTML page', Buffer.from('<!doctype html><script>alert(1)</script>'), 'page.png'],
    ['a program', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]), 'setup.png'],
  ])('refuses %s (400) and stores nothing', async (_what, content, name) => {
    const before = await stored();
    const res = await upload([{ content, name }]);
    expect(res.status).toBe(400);
    expect(res.body.statusMessage).toBe('This file is not an image (PNG, JPEG, GIF, WebP) or audio (MP3, WAV, OGG, M4A) file');
    expect(await stored()).toEqual(before);
  });

  it('keeps the name as given, without folders, trimmed and cut to 200 characters', async () => {
    const windows = await upload([{ content: PNG, name: 'C:\\Users\\ana\\  class photo.png  ' }]);
    expect(windows.body.data.name).toBe('class photo.png');
    const unix = await upload([{ content: PNG, name: '../../etc/passwd.png' }]);
    expect(unix.body.data.name).toBe('passwd.png');
    const long = await upload([{ content: PNG, name: `${'a'.repeat(250)}.png` }]);
    expect(long.body.data.name).toBe('a'.repeat(200));
  });

  it('stores the same bytes once, as two assets', async () => {
    const before = await stored();
    const first = await upload([{ content: PNG, name: 'one.png' }]);
    const second = await upload([{ content: PNG, name: 'two.png' }]);
    expect(first.body.data.id).not.toBe(second.body.data.id);
    expect(await stored()).toEqual({ assets: before.assets + 2, blobs: before.blobs + 1 });
  });
});

describe('limits', () => {
  it('answers 413 to a 50 MB file and to audio past 25 MB, storing nothing', async () => {
    const before = await stored();
    const res = await upload([{ content: padded(PNG, 50 * 1024 * 1024), name: 'huge.png' }]);
    expect(res.status).toBe(413);
    expect(res.body.statusMessage).toBe('The file is too large (images up to 10 MB, audio up to 25 MB)');
    const audio = await upload([{ content: padded(MP3, MAX_AUDIO_UPLOAD_BYTES + 1), name: 'long.mp3' }]);
    expect(audio.status).toBe(413);
    expect(await stored()).toEqual(before);
  });

  it('answers 413 to an 11 MB image but takes 11 MB of audio', async () => {
    const before = await stored();
    expect((await upload([{ content: padded(PNG, 11 * 1024 * 1024) }])).status).toBe(413);
    expect((await upload([{ content: padded(PNG, MAX_IMAGE_UPLOAD_BYTES + 1) }])).status).toBe(413);
    expect(await stored()).toEqual(before);
    const audio = await upload([{ content: padded(MP3, 11 * 1024 * 1024), name: 'long.mp3' }]);
    expect(audio.status).toBe(201);
    expect(audio.body.data.byteSize).toBe(11 * 1024 * 1024);
  });

  it('takes an image of exactly 10 MB', async () => {
    expect((await upload([{ content: padded(PNG, MAX_IMAGE_UPLOAD_BYTES) }])).status).toBe(201);
  });

  it('answers 400 when no file came, an empty one, one under another name, or two', async () => {
    const before = await stored();
    const none = await upload([]);
    expect(none.status).toBe(400);
    expect(none.body.statusMessage).toBe('Choose a file to upload');
    expect((await upload([{ content: Buffer.alloc(0) }])).status).toBe(400);
    expect((await upload([{ content: PNG, field: 'image' }])).status).toBe(400);
    expect((await upload([{ content: PNG }, { content: PNG, name: 'again.png' }])).status).toBe(400);
    const json = await call('POST', '/api/images', { body: { file: PNG.toString('base64') } });
    expect(json.status).toBe(400);
    expect(json.body.statusMessage).toBe('Choose a file to upload');
    expect(await stored()).toEqual(before);
  });
});

describe('name and info', () => {
  it('shows an upload, renames it and gives it alt text in both languages, then changes that text', async () => {
    const { id } = (await upload([{ content: PNG, name: 'first.png' }])).body.data;
    expect((await call<UploadedMedia>('GET', `/api/images/${id}/name`)).body.data).toMatchObject({ id, name: 'first.png', alt: null });

    const renamed = await call<UploadedMedia>('PATCH', `/api/images/${id}/info`, { body: { name: '  colonies.png ' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: 'colonies.png', alt: null, width: 3 });

    const alt = { en: 'Map of the thirteen colonies', es: 'Mapa de las trece colonias' };
    expect((await call<UploadedMedia>('PATCH', `/api/images/${id}/info`, { body: { alt } })).body.data).toMatchObject({ name: 'colonies.png', alt });
    const again = { en: 'The colonies in 1750', es: 'Las colonias en 1750' };
    await call('PATCH', `/api/images/${id}/info`, { body: { alt: again } });
    expect((await call<UploadedMedia>('GET', `/api/images/${id}/name`)).body.data.alt).toEqual(again);
    const [row] = await server.db.query<{ values: number }>(
      'SELECT count(*)::int AS values FROM bilingual_values v JOIN media_assets a ON a.alt_text_id = v.id WHERE a.id = $1',
      [id],
    );
    expect(row.values).toBe(1);
  });

  it('names audio too, and a seeded image with its alt text', async () => {
    const audio = (await upload([{ content: MP3, name: 'narration.mp3' }])).body.data;
    expect((await call<UploadedMedia>('GET', `/api/images/${audio.id}/name`)).body.data).toMatchObject({ kind: 'audio', name: 'narration.mp3' });
    const [seeded] = await server.db.query<{ id: number }>(`SELECT id FROM media_assets WHERE file_name = 'colonial-map.svg'`);
    expect((await call<UploadedMedia>('GET', `/api/images/${seeded.id}/name`)).body.data).toMatchObject({
      kind: 'image',
      contentType: 'image/svg+xml',
      alt: { en: expect.stringContaining('thirteen colonies'), es: expect.any(String) },
    });
  });

  it('answers 404 for an unknown file or a video, and 400 for a bad name', async () => {
    expect((await call('GET', '/api/images/999999/name')).status).toBe(404);
    expect((await call('PATCH', '/api/images/999999/info', { body: { name: 'x.png' } })).status).toBe(404);
    const [video] = await server.db.query<{ id: number }>(`SELECT id FROM media_assets WHERE kind = 'video' LIMIT 1`);
    expect((await call('GET', `/api/images/${video.id}/name`)).status).toBe(404);
    const { id } = (await upload([{ content: PNG }])).body.data;
    expect((await call('PATCH', `/api/images/${id}/info`, { body: { name: '   ' } })).status).toBe(400);
    expect((await call('PATCH', `/api/images/${id}/info`, { body: { alt: { en: 'only English' } } })).status).toBe(400);
  });
});

describe('who may upload', () => {
  it('refuses anonymous callers (401) and students (403), storing nothing', async () => {
    const before = await stored();
    expect((await upload([{ content: PNG }], null)).status).toBe(401);
    expect((await upload([{ content: PNG }], server.world.student)).status).toBe(403);
    expect((await upload([{ content: PNG }], await server.login('teacher'))).status).toBe(403);
    const { id } = (await upload([{ content: PNG, name: 'kept.png' }])).body.data;
    const patch = await server.call('PATCH', `/api/images/${id}/info`, { token: server.world.student, body: { name: 'taken.png' } });
    expect(patch.status).toBe(403);
    expect((await server.call('PATCH', `/api/images/${id}/info`, { body: { name: 'taken.png' } })).status).toBe(401);
    expect((await call<UploadedMedia>('GET', `/api/images/${id}/name`)).body.data.name).toBe('kept.png');
    expect((await stored()).assets).toBe(before.assets + 1);
  });
});
