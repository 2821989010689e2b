import { describe, expect, it } from 'vitest';
import { endToEndHeaders } from '../../server/src/realtime/transport-forwarding';

/** A hub request relayed to the worker that owns its connection travels over HTTP/1.1 (docs/scaling.md). */
describe('the headers a relayed hub request carries', () => {
  it('leave out hop-by-hop headers', () => {
    expect(endToEndHeaders({ host: 'school.example', connection: 'keep-alive', 'keep-alive': 'timeout=5', authorization: 'Bearer t', 'transfer-encoding': 'chunked' })).toEqual({
      host: 'school.example',
      authorization: 'Bearer t',
    });
  });

  it('leave out an HTTP/2 request\'s pseudo-headers, taking :authority as the Host', () => {
    const h2 = { ':method': 'POST', ':path': '/hubs/notifications?id=x', ':scheme': 'https', ':authority': 'school.example:3000', 'content-length': '32' };
    expect(endToEndHeaders(h2)).toEqual({ host: 'school.example:3000', 'content-length': '32' });
    expect(endToEndHeaders({ ...h2, host: 'named.example' }).host).toBe('named.example');
  });
});
