import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { ConfigurationSettings } from '@domain/configuration/configuration.schemas';
import { ACCEPTED_UPLOAD_TYPES, MAX_AUDIO_UPLOAD_BYTES, MAX_IMAGE_UPLOAD_BYTES } from '@domain/shared/constants';
import { checkedCallsAs, expectRefused } from './support/authoring-calls';
import { useTestServer } from './support/test-context';

/*
 * `GET configurationsettings/getbytype/{type}` (issue 14; api-spec §7.5): the upload limits and types
 * `POST images` applies, and the session timings `GET client-config` gives, for any signed-in user;
 * another type is a 404 with its own code.
 */

const server = useTestServer({ world: async (s) => ({ student: await s.login('student'), creator: await s.login('creator') }) });
const call = checkedCallsAs(server, () => server.world.creator);
const settings = (type: string) => call<ConfigurationSettings>('GET', `/api/configurationsettings/getbytype/${type}`);

describe('GET configurationsettings/getbytype/{type}', () => {
  it('answers the limits and content types uploads are held to', async () => {
    const res = await settings('uploads');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      type: 'uploads',
      image: { maxBytes: MAX_IMAGE_UPLOAD_BYTES, contentTypes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] },
      audio: { maxBytes: MAX_AUDIO_UPLOAD_BYTES, contentTypes: [...ACCEPTED_UPLOAD_TYPES.audio] },
    });
  });

  it('answers the session timings, the same as client-config gives before sign-in', async () => {
    const clientConfig = (await server.call('GET', '/api/client-config')).body.data;
    const res = await settings('session');
    expect(res.body.data).toEqual({
      type: 'session',
      sessionIdleLogoutMs: clientConfig.sessionIdleLogoutMs,
      sessionIdleWarningBeforeMs: clientConfig.sessionIdleWarningBeforeMs,
    });
    expect(res.body.data).toMatchObject({ sessionIdleLogoutMs: server.config.sessionIdleLogoutMs });
  });

  it('is open to every signed-in user, students included, and to nobody signed out', async () => {
    expect((await server.call('GET', '/api/configurationsettings/getbytype/uploads', { token: server.world.student })).status).toBe(200);
    expect((await server.call('GET', '/api/configurationsettings/getbytype/uploads')).status).toBe(401);
  });

  it('is a 404 with its own code for a type it has no settings of', async () => {
    for (const type of ['Uploads', 'smtp', 'toString', '__proto__', '%E2%9C%93']) expectRefused(await settings(type), 404, 'CONFIGURATION.TYPE_NOT_FOUND');
    expect((await settings(`${'x'.repeat(61)}`)).status).toBe(404);
  });
});
