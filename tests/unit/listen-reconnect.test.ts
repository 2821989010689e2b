import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LISTEN_FAILURE_LOG_EVERY, LISTEN_RECONNECT_DELAYS_MS, logsFailedAttempt, reconnectDelayMs } from '../../server/src/db/listen-reconnect';
import { PostgresListener, type ListenerClient } from '../../server/src/db/postgres-listener';

describe('the LISTEN reconnect schedule', () => {
  it('waits 0.1 s, 0.5 s, 1 s, 2 s, then every 5 s', () => {
    expect([1, 2, 3, 4, 5, 6, 50].map((attempt) => reconnectDelayMs(attempt))).toEqual([100, 500, 1_000, 2_000, 5_000, 5_000, 5_000]);
  });

  it('follows a configured schedule and repeats its last delay', () => {
    expect([1, 2, 3].map((attempt) => reconnectDelayMs(attempt, [250, 750]))).toEqual([250, 750, 750]);
  });

  it('logs every failure while the delays grow, then one in LISTEN_FAILURE_LOG_EVERY', () => {
    const logged = Array.from({ length: 41 }, (_, i) => i + 1).filter((attempt) => logsFailedAttempt(attempt));
    const steps = LISTEN_RECONNECT_DELAYS_MS.length;
    expect(logged).toEqual([1, 2, 3, 4, 5, steps + LISTEN_FAILURE_LOG_EVERY, steps + 2 * LISTEN_FAILURE_LOG_EVERY, steps + 3 * LISTEN_FAILURE_LOG_EVERY]);
  });
});

/** A pg.Client stand-in: records its queries; the test ends it as a terminated backend would. */
class FakeClient extends EventEmitter implements ListenerClient {
  readonly queries: string[] = [];
  ended = false;
  async query(text: string) {
    if (this.ended) throw new Error('Connection terminated');
    this.queries.push(text);
    return [];
  }
  async end() {
    this.ended = true;
  }
  /** What pg does when the server terminates the backend. */
  terminate() {
    this.ended = true;
    this.emit('error', new Error('terminating connection due to administrator command'));
    this.emit('end');
  }
  notify(channel: string, payload: string) {
    this.emit('notification', { channel, payload });
  }
}

describe('the LISTEN connection', () => {
  let clients: FakeClient[];
  let refuse: number;
  let connects: number;
  const log = { info: vi.fn(), warn: vi.fn() };
  const newListener = () =>
    new PostgresListener({
      log,
      async connect() {
        connects += 1;
        if (refuse > 0) {
          refuse -= 1;
          throw new Error('connection refused');
        }
        const client = new FakeClient();
        clients.push(client);
        return client;
      },
    });

  beforeEach(() => {
    vi.useFakeTimers();
    clients = [];
    refuse = 0;
    connects = 0;
    log.info.mockClear();
    log.warn.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('comes back on schedule, LISTENs on every channel again and tells subscribers it may have missed messages', async () => {
    const listener = newListener();
    const heard: string[] = [];
    const resets: string[] = [];
    await listener.listen('content', (p) => heard.push(`content ${p}`), { onReset: () => resets.push('content') });
    await listener.listen('sessions', (p) => heard.push(`sessions ${p}`), { onReset: () => resets.push('sessions') });
    await listener.listen('sessions', () => undefined);
    expect(clients).toHaveLength(1);

    clients[0]!.terminate();
    refuse = 2;
    await vi.advanceTimersByTimeAsync(99);
    expect(connects).toBe(1);
    await vi.advanceTimersByTimeAsync(1); // attempt 1 at 0.1 s: refused
    await vi.advanceTimersByTimeAsync(500); // attempt 2 at +0.5 s: refused
    expect(connects).toBe(3);
    expect(resets).toEqual([]);
    await vi.advanceTimersByTimeAsync(999);
    expect(clients).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1); // attempt 3 at +1 s: back
    expect(clients).toHaveLength(2);
    expect(clients[1]!.queries).toEqual(['LISTEN "content"', 'LISTEN "sessions"']);
    expect(resets).toEqual(['content', 'sessions']);

    clients[1]!.notify('content', 'published');
    expect(heard).toEqual(['content published']);
    expect(log.warn).toHaveBeenCalledTimes(3); // lost, and two failed attempts
    expect(log.info).toHaveBeenCalledTimes(1);
    await listener.close();
  });

  it('a channel subscribed while the connection is down is LISTENed on when it comes back', async () => {
    const listener = newListener();
    await listener.listen('content', () => undefined);
    clients[0]!.terminate();
    const heard: string[] = [];
    await listener.listen('learner', (p) => heard.push(p));
    await vi.advanceTimersByTimeAsync(LISTEN_RECONNECT_DELAYS_MS[0]!);
    expect(clients[1]!.queries).toEqual(['LISTEN "content"', 'LISTEN "learner"']);
    clients[1]!.notify('learner', 's:7');
    expect(heard).toEqual(['s:7']);
    await listener.close();
  });

  it('an unsubscribed handler hears nothing more and its reset is not called', async () => {
    const listener = newListener();
    const resets: string[] = [];
    const stop = await listener.listen('content', () => undefined, { onReset: () => resets.push('content') });
    await stop();
    expect(clients[0]!.queries).toEqual(['LISTEN "content"', 'UNLISTEN "content"']);
    await listener.listen('other', () => undefined);
    clients[0]!.terminate();
    await vi.advanceTimersByTimeAsync(LISTEN_RECONNECT_DELAYS_MS[0]!);
    expect(clients[1]!.queries).toEqual(['LISTEN "other"']);
    expect(resets).toEqual([]);
    await listener.close();
  });

  it('stops trying once closed', async () => {
    const listener = newListener();
    await listener.listen('content', () => undefined);
    clients[0]!.terminate();
    await listener.close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(connects).toBe(1);
  });

  it('a connection closed on purpose is not reconnected', async () => {
    const listener = newListener();
    await listener.listen('content', () => undefined);
    await listener.close();
    clients[0]!.emit('end');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(connects).toBe(1);
    expect(log.warn).not.toHaveBeenCalled();
  });
});
