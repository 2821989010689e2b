import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config';
import { useTestServer } from './support/test-context';

const server = useTestServer({ env: { QA_TRACING: '1' } });

describe('client settings: QA tracing', () => {
  it('is off unless QA_TRACING enables it', () => {
    expect(loadConfig({}).qaTracing).toBe(false);
    expect(loadConfig({ QA_TRACING: '0' }).qaTracing).toBe(false);
    expect(loadConfig({ QA_TRACING: 'true' }).qaTracing).toBe(true);
    expect(() => loadConfig({ QA_TRACING: 'yes' })).toThrow();
  });

  it('is announced to everyone before sign-in when QA_TRACING=1 (the client offers it to staff roles only)', async () => {
    const res = await server.call('GET', '/api/client-config');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ qaTracing: true, signupEnabled: true });
  });
});
