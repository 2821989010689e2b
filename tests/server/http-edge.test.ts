import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MAX_DATABASE_ID } from '@domain/shared/schema-kit';
import { useTestServer } from './support/test-context';
import { startTestServer } from './support/test-server';

/**
 * The HTTP edge (issue 10, holes 4, 5, 7 and 8): query tokens only on the hub, no 500 for ids beyond
 * the integer columns or for text the database cannot store, security headers, and Fastify's own
 * refusals in the envelope.
 */
const server = useTestServer({
  world: async (s) => ({ student: await s.login('student'), admin: await s.login('superadmin') }),
});

const envelopeOf = (body: { data: { code: string; fields?: { field: string; message: string }[] }; statusType: number; statusMessage: string }) => body;

describe('bearer tokens in the query string', () => {
  it('are ignored on API routes: no Authorization header is a 401 even with ?access_token=', async () => {
    const token = server.world.student;
    const withQuery = await server.call('GET', `/api/User/me?access_token=${encodeURIComponent(token)}`);
    expect(withQuery.status).toBe(401);
    expect(withQuery.body.data.code).toBe('AUTH.UNAUTHENTICATED');
    const encodedKey = await server.call('GET', `/api/notification?access%5Ftoken=${encodeURIComponent(token)}`);
    expect(encodedKey.status).toBe(401);
    const withHeader = await server.call('GET', '/api/User/me', { token });
    expect(withHeader.status).toBe(200);
  });

  it('are still accepted by the hub, where a browser cannot send a header', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: `/hubs/notifications/negotiate?negotiateVersion=1&access_token=${encodeURIComponent(server.world.student)}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveProperty('connectionToken');
  });
});

describe('ids beyond the integer columns', () => {
  it.each([`/api/State/${MAX_DATABASE_ID + 1}`, '/api/District/99999999999999999999', `/api/School/GetByStateId/${MAX_DATABASE_ID + 1}`, `/api/User/GetBySchoolId/${MAX_DATABASE_ID + 1}`])(
    'in a path are 404 in the envelope: %s',
    async (url) => {
      const res = await server.call('GET', url, { token: server.world.admin });
      expect(res.status).toBe(404);
      expect(res.body.data.code).toBe('NOT_FOUND');
    },
  );

  it('in a body are a 400 that names the field', async () => {
    const res = await server.call('POST', '/api/District', { token: server.world.admin, body: { name: 'Far Away ISD', stateId: MAX_DATABASE_ID + 1 } });
    expect(res.status).toBe(400);
    const body = envelopeOf(res.body);
    expect(body.data.code).toBe('VALIDATION');
    expect(body.data.fields).toEqual([{ field: 'stateId', message: 'This id does not exist' }]);
  });

  it('the largest id the columns hold is looked up (not found), not refused', async () => {
    const res = await server.call('GET', `/api/State/${MAX_DATABASE_ID}`, { token: server.world.admin });
    expect(res.status).toBe(404);
    expect(res.body.data.code).not.toBe('INTERNAL');
  });
});

describe('text the database cannot store', () => {
  const cannotStore = { en: 'The text contains characters that cannot be stored (a NUL byte or a broken emoji)', es: 'El texto contiene caracteres que no se pueden guardar (un byte NUL o un emoji roto)' };

  it.each([
    ['a NUL byte', 'Lake\u0000Town'],
    ['a lone high surrogate', 'Lake Town \uD83D'],
    ['a lone low surrogate', '\uDE00 Lake Town'],
  ])('%s in a name is a 400 naming the field, in both languages', async (_what, name) => {
    for (const language of ['en', 'es'] as const) {
      const res = await server.call('POST', '/api/State', { token: server.world.admin, language, body: { name, abbreviation: 'LT' } });
      expect(res.status).toBe(400);
      expect(res.body.data.code).toBe('VALIDATION');
      expect(res.body.data.fields).toEqual([{ field: 'name', message: cannotStore[language] }]);
    }
  });

  it('a whole emoji is kept', async () => {
    const res = await server.call('POST', '/api/State', { token: server.world.admin, body: { name: 'Lake Town 🌊', abbreviation: 'LT' } });
    expect(res.status).toBe(201);
    expect(res.body.data.name).toBe('Lake Town 🌊');
  });

  it('a written answer cut mid-emoji is a 400 naming answer.text', async () => {
    const body = { clientAnswerId: randomUUID(), clientSeq: 1, assessmentId: 1, questionId: 1, retakeRound: 1, answer: { text: 'The colonists 😀'.slice(0, -1) } };
    const res = await server.call('POST', '/api/written-answer', { token: server.world.student, body });
    expect(res.status).toBe(400);
    expect(res.body.data.fields).toEqual([{ field: 'answer.text', message: cannotStore.en }]);
  });

  it('NUL in an essay step and in a blank is refused too', async () => {
    const base = { clientAnswerId: randomUUID(), clientSeq: 1, assessmentId: 1, questionId: 1, retakeRound: 1 };
    const essay = await server.call('POST', '/api/essay-answer', { token: server.world.student, body: { ...base, answer: { text: 'ok', steps: [{ stepId: 1, text: 'a\u0000' }] } } });
    expect(essay.status).toBe(400);
    expect(essay.body.data.fields[0].field).toBe('answer.steps.0.text');
    const blank = await server.call('POST', '/api/fill-in-blank-answer', { token: server.world.student, body: { ...base, answer: { blanks: [{ blankId: 1, value: '\u0000' }] } } });
    expect(blank.status).toBe(400);
    expect(blank.body.data.fields[0].field).toBe('answer.blanks.0.value');
  });

  it('NUL in a sign-in name is refused with a 400, not a 500', async () => {
    const res = await server.call('POST', '/api/user/authenticate', { body: { username: 'stu\u0000dent', password: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body.data.fields[0].field).toBe('username');
  });

  it('NUL in a path name is a 404, not a 500', async () => {
    const res = await server.call('GET', '/api/State/FindByName/Tex%00as');
    expect(res.status).toBe(404);
    expect(res.body.data.code).toBe('NOT_FOUND');
  });
});

describe("Fastify's own refusals", () => {
  it('bad percent-encoding is a 400 in the envelope', async () => {
    const res = await server.call('GET', '/api/user/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ data: { code: 'BAD_URL' }, statusType: 0, statusMessage: 'The address of the request is not valid' });
  });

  it('a path parameter over 100 characters keeps its 414, in the envelope', async () => {
    const res = await server.call('GET', `/api/State/FindByName/${'a'.repeat(101)}`, { language: 'es' });
    expect(res.status).toBe(414);
    expect(res.body).toEqual({ data: { code: 'URI_TOO_LONG' }, statusType: 0, statusMessage: 'Una parte de la dirección es demasiado larga' });
  });
});

describe('security headers', () => {
  it('every answer carries a strict CSP, no framing, no referrer and nosniff; no HSTS unless configured', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/client-config', headers: { host: 'school.example:3000' } });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    // CSP Level 3: 'self' also allows ws:/wss: to the page's own host (the hub).
    expect(csp).toMatch(/connect-src 'self'(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("media-src 'self' blob:");
    expect(csp).toContain("frame-src 'self'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers with personal data are not stored; the client settings and media keep their caching', async () => {
    const me = await server.call('GET', '/api/User/me', { token: server.world.student });
    expect(me.raw.headers['cache-control']).toBe('no-store');
    const refused = await server.call('GET', '/api/User/me');
    expect(refused.raw.headers['cache-control']).toBe('no-store');
    const settings = await server.call('GET', '/api/client-config');
    expect(settings.raw.headers['cache-control']).toBeUndefined();
    const unknown = await server.app.inject({ method: 'GET', url: '/API/no-such-call?x=1' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cache-control']).toBe('no-store');
    const missingImage = await server.app.inject({ method: 'GET', url: '/api/images/999999999' });
    expect(missingImage.statusCode).toBe(404);
    expect(missingImage.headers['cache-control']).toBe('no-store');
    expect(missingImage.headers['x-frame-options']).toBe('SAMEORIGIN');
    const [image] = await server.db.query<{ id: number }>("SELECT id FROM media_assets WHERE kind = 'image' ORDER BY id LIMIT 1");
    const media = await server.app.inject({ method: 'GET', url: `/api/images/${image.id}` });
    expect(media.statusCode).toBe(200);
    expect(media.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The app's own embedded content may frame course media; the media's own CSP sandboxes it.
    expect(media.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(String(media.headers['content-security-policy'])).toContain('sandbox');
  });

  it('HSTS is sent when HSTS=1', async () => {
    const hsts = await startTestServer({ HSTS: '1', FRAME_SOURCES: 'https://www.youtube-nocookie.com' });
    try {
      const res = await hsts.app.inject({ method: 'GET', url: '/api/client-config' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(String(res.headers['content-security-policy'])).toContain("frame-src 'self' https://www.youtube-nocookie.com");
    } finally {
      await hsts.close();
    }
  });
});
