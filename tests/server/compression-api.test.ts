import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_HUB_PATH } from '@domain/notifications/notification-hub.contract';
import { JSON_COMPRESSION_THRESHOLD_BYTES } from '../../server/src/http/json-compression';
import { HANDSHAKE, RS, bearer, negotiate, withId } from '../realtime/support/raw-hub-client';
import { useTestServer } from './support/test-context';

const server = useTestServer({ world: async (s) => ({ student: await s.login('student') }) });

const asStudent = (url: string, acceptEncoding?: string) =>
  server.app.inject({
    url,
    headers: { ...bearer(server.world.student), ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) },
  });

describe('API answers above the threshold are compressed', () => {
  it('sends the units list in brotli, or gzip, decoding to the same envelope as the plain answer', async () => {
    const plain = await asStudent('/api/units');
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(JSON_COMPRESSION_THRESHOLD_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await asStudent('/api/units', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await asStudent('/api/units', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends answers below the threshold as they are', async () => {
    const res = await asStudent('/api/client-config', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(JSON_COMPRESSION_THRESHOLD_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ statusType: 1 });
  });
});

describe('the notification hub is never compressed', () => {
  let origin = '';
  beforeAll(async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.app.server.close());

  /** Opens the event stream asking for compression; resolves with its headers and its first chunk. */
  function openEventStream(url: string): Promise<{ headers: Record<string, unknown>; first: Promise<string>; close: () => void }> {
    return new Promise((resolve, reject) => {
      const req = httpRequest(url, { headers: { ...bearer(server.world.student), accept: 'text/event-stream', 'accept-encoding': 'br, gzip' } }, (res) => {
        const first = new Promise<string>((done) => res.once('data', (chunk: Buffer) => done(chunk.toString('latin1'))));
        resolve({ headers: res.headers, first, close: () => req.destroy() });
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('streams server-sent events plain, each message flushed as it is written', async () => {
    const hub = `${origin}${NOTIFICATION_HUB_PATH}`;
    const { body } = await negotiate(hub, server.world.student);
    const id = body!.connectionToken!;
    const stream = await openEventStream(withId(hub, id));
    try {
      expect(stream.headers['content-type']).toBe('text/event-stream');
      expect(stream.headers['content-encoding']).toBeUndefined();
      const sent = await fetch(withId(hub, id), { method: 'POST', body: HANDSHAKE, headers: { 'content-type': 'text/plain;charset=UTF-8', ...bearer(server.world.student) } });
      expect(sent.status).toBe(200);
      expect(await stream.first).toBe(`data: {}${RS}\r\n\r\n`);
    } finally {
      stream.close();
    }
  });
});
