import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HubMethod, HubTarget, NOTIFICATION_HUB_PATH } from '@domain/notifications/notification-hub.contract';
import { DEMO_PASSWORD } from '../../server/src/seed/demo-world.seed';
import { ownerOfConnectionId } from '../../server/src/realtime/connection-owner';
import { freePort } from '../server/support/server-process';
import { openTestDatabase } from '../server/support/test-database';
import { waitFor } from '../support/wait-for';
import { startWorkerCluster, type WorkerCluster } from './support/worker-cluster';
import { WorkerSocketHttpClient } from './support/worker-socket-http-client';

/**
 * Issue 17's "use every core": the real server with WORKERS=2 on one PostgreSQL database. The
 * workers share the port; each also listens on a private socket, which is how the test reaches a
 * chosen worker. For each transport a SignalR client connects as the demo student with its HTTP
 * requests sent to the two workers in turn (so half of its sends and polls land on the worker that
 * does not own the connection and are relayed), and a change made through each worker reaches it.
 */
const pgUrl = process.env.DATABASE_URL;
const START_TIMEOUT_MS = 90_000;
const PUSH_TIMEOUT_MS = 10_000;
/** Invocations per connection: with the POSTs taking turns, half of them are relayed to the owner. */
const INVOCATIONS = 6;

interface Answer {
  readonly status: number;
  readonly body: string;
}

/** One plain request to one worker's private socket. */
function toWorker(socketPath: string, method: string, url: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ socketPath, method, path: url, headers, agent: false }, (answer) => {
      let body = '';
      answer.on('data', (chunk: Buffer) => (body += chunk.toString()));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** The primary's workers (Linux /proc): a test-only way to kill one. */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        // Field 4 of /proc/<pid>/stat is the parent; the command in field 2 may hold spaces, so read after its ')'.
        const parent = Number(readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
        // The loader may run helpers of its own (esbuild): workers run the server's entry point.
        return parent === pid && readFileSync(`/proc/${name}/cmdline`, 'utf8').includes('server/src/main.ts');
      } catch {
        return false; // gone meanwhile
      }
    })
    .map(Number);
}

/** Whether nobody accepts connections on the socket any more. */
async function refuses(socketPath: string): Promise<boolean> {
  try {
    await toWorker(socketPath, 'GET', '/api/client-config');
    return false;
  } catch {
    return true;
  }
}

describe.skipIf(!pgUrl)('WORKERS=2: every transport works across workers (needs DATABASE_URL; PGlite is one process)', () => {
  let dispose: () => Promise<void>;
  let tmp: string;
  let cluster: WorkerCluster;
  let workers: string[];
  let token: string;
  let notificationId: number;
  const clients: HubConnection[] = [];

  beforeAll(async () => {
    const test = await openTestDatabase();
    dispose = test.dispose;
    tmp = mkdtempSync(path.join(tmpdir(), 'workers-test-'));
    cluster = await startWorkerCluster(await freePort(), tmp, 2, { DATABASE_URL: test.url!, LOG_LEVEL: 'warn' });
    workers = cluster.socketPaths();
    const login = await fetch(`${cluster.origin}/api/user/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-device-id': 'workers-test-device-0001' },
      body: JSON.stringify({ username: 'student', password: DEMO_PASSWORD }),
    });
    token = ((await login.json()) as { data: { token: string } }).data.token;
    const list = await fetch(`${cluster.origin}/api/notification`, { headers: { authorization: `Bearer ${token}` } });
    notificationId = ((await list.json()) as { data: { id: number }[] }).data[0].id;
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.stop()));
    const code = await cluster?.stop();
    // A clean stop: exit code 0 and the private directory gone.
    const leftBehind = cluster ? existsSync(cluster.channelDir) : false;
    rmSync(tmp, { recursive: true, force: true });
    await dispose?.();
    expect(code).toBe(0);
    expect(leftBehind).toBe(false);
  }, START_TIMEOUT_MS);

  it('keeps the private sockets in a directory only this user can enter', () => {
    expect(workers).toHaveLength(2);
    expect(statSync(cluster.channelDir).mode & 0o777).toBe(0o700);
  });

  it.each([
    ['WebSockets', HttpTransportType.WebSockets],
    ['ServerSentEvents', HttpTransportType.ServerSentEvents],
    ['LongPolling', HttpTransportType.LongPolling],
  ] as const)('a %s client gets what either worker raises, and its invocations work wherever they land', async (name, transport) => {
    const http = new WorkerSocketHttpClient(workers);
    const connection = new HubConnectionBuilder()
      .withUrl(`${cluster.origin}${NOTIFICATION_HUB_PATH}`, { transport, httpClient: http, accessTokenFactory: () => token, skipNegotiation: false })
      .configureLogging(LogLevel.None)
      .build();
    clients.push(connection);
    const readChanges: boolean[] = [];
    connection.on(HubTarget.NotificationRead, (change: { ids: number[]; isRead: boolean }) => {
      if (change.ids.includes(notificationId)) readChanges.push(change.isRead);
    });
    await connection.start();

    // The negotiating worker owns the connection and says so in its id.
    const owner = ownerOfConnectionId(connection.connectionId!);
    expect(workers.map((w) => path.basename(w, '.sock'))).toContain(owner);

    // A change made through each worker in turn: one of them is always the worker without the client.
    for (const [i, worker] of workers.entries()) {
      const isRead = i % 2 === 0;
      const changed = await toWorker(worker, 'PATCH', `/api/notification/${notificationId}?isRead=${isRead}`, { authorization: `Bearer ${token}` });
      expect(changed.status).toBe(200);
      await waitFor(() => readChanges.length === i + 1, { timeoutMs: PUSH_TIMEOUT_MS, what: `the ${name} push raised through worker ${i + 1}` });
      expect(readChanges[i]).toBe(isRead);
    }

    const counts = [];
    for (let i = 0; i < INVOCATIONS; i += 1) counts.push(await connection.invoke<number>(HubMethod.GetUnreadCount));
    expect(counts.every((count) => Number.isInteger(count))).toBe(true);
    if (transport !== HttpTransportType.WebSockets) {
      const relayed = http.sent.filter((s) => s.method === 'POST' && path.basename(s.socketPath, '.sock') !== owner);
      expect(relayed.length).toBeGreaterThanOrEqual(INVOCATIONS / 2);
    }
    await connection.stop();
  });

  it("streams a relayed event stream both ways, and the client's abort ends the connection at its owner", async () => {
    const auth = { authorization: `Bearer ${token}` };
    const [owner, other] = workers;
    const negotiated = await toWorker(owner, 'POST', `${NOTIFICATION_HUB_PATH}/negotiate?negotiateVersion=1`, auth);
    const url = `${NOTIFICATION_HUB_PATH}?id=${encodeURIComponent((JSON.parse(negotiated.body) as { connectionToken: string }).connectionToken)}`;
    let streamed = '';
    const stream = httpRequest({ socketPath: other, path: url, headers: { ...auth, accept: 'text/event-stream' }, agent: false });
    const opened = new Promise<number>((resolve, reject) => {
      stream.on('response', (answer) => {
        answer.on('data', (chunk: Buffer) => (streamed += chunk.toString()));
        resolve(answer.statusCode ?? 0);
      });
      stream.on('error', reject);
    });
    stream.end();
    expect(await opened).toBe(200);
    expect((await toWorker(owner, 'POST', url, auth, '{"protocol":"json","version":1}\u001e')).status).toBe(200);
    await waitFor(() => streamed.includes('data: {}\u001e'), { what: 'the handshake answer through the relayed stream' });

    stream.on('error', () => undefined); // the abort below
    stream.destroy();
    await waitFor(async () => (await toWorker(owner, 'POST', url, auth, '{"type":6}\u001e')).status === 404, { what: 'the owner to end the connection' });
  });

  it('answers 404 for a connection whose worker died, so the client negotiates again; a new worker replaces it', async () => {
    const auth = { authorization: `Bearer ${token}` };
    const negotiated = await Promise.all(workers.map((w) => toWorker(w, 'POST', `${NOTIFICATION_HUB_PATH}/negotiate?negotiateVersion=1`, auth)));
    const ids = negotiated.map((n) => encodeURIComponent((JSON.parse(n.body) as { connectionToken: string }).connectionToken));
    // Each long-polling transport is started through the other worker, which relays it to the owner.
    for (const [i, id] of ids.entries()) expect((await toWorker(workers[1 - i], 'GET', `${NOTIFICATION_HUB_PATH}?id=${id}`, auth)).status).toBe(200);

    const [victim] = childrenOf(cluster.primaryPid);
    process.kill(victim, 'SIGKILL');
    // The dead worker's socket no longer answers (SIGKILL leaves the file until the primary removes it).
    const dead = await waitFor(async () => (await refuses(workers[0])) ? workers[0] : (await refuses(workers[1])) ? workers[1] : null, { timeoutMs: PUSH_TIMEOUT_MS, what: 'the killed worker to stop answering' });
    const alive = workers.find((w) => w !== dead)!;
    const orphan = ids[workers.indexOf(dead)];
    const poll = await toWorker(alive, 'GET', `${NOTIFICATION_HUB_PATH}?id=${orphan}`, auth);
    expect(poll.status).toBe(404);
    // The primary turns the dead worker's socket into a tombstone; its connections are still 404, not adopted.
    await waitFor(() => !existsSync(dead), { timeoutMs: PUSH_TIMEOUT_MS, what: "the dead worker's socket to be removed" });
    expect((await toWorker(alive, 'GET', `${NOTIFICATION_HUB_PATH}?id=${orphan}`, auth)).status).toBe(404);

    const replacement = await waitFor(() => cluster.socketPaths().find((w) => !workers.includes(w)), { timeoutMs: START_TIMEOUT_MS, what: 'a new worker' });
    await waitFor(async () => (await refuses(replacement)) === false, { timeoutMs: START_TIMEOUT_MS, what: 'the new worker to answer' });
    workers = [alive, replacement];
  }, START_TIMEOUT_MS);
});
