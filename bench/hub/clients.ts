/**
 * A share of the benchmark's clients, in their own process. The hub (BENCH_MODE=hub) gets the
 * official @microsoft/signalr client: negotiate, then WebSockets, as browsers connect. The ceiling
 * (BENCH_MODE=bare) gets the same official client, straight to its WebSocket (skipNegotiation), so
 * both servers feed identical clients; BENCH_CEILING_CLIENT=ws gives the ceiling plain `ws`
 * sockets instead (cheaper to receive on). Records when each fan-out round arrives.
 * Child process of run-hub-bench.ts.
 */
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import WebSocket from 'ws';
import { HubTarget } from '@domain/notifications/notification-hub.contract';
import { serve, wallNow, type BenchUser, type Request } from './bench-protocol';

const MODE = process.env.BENCH_MODE === 'hub' ? 'hub' : 'bare';
const PLAIN_WS_CEILING_CLIENT = process.env.BENCH_CEILING_CLIENT === 'ws';
/** Receive times per round. */
const arrivals = new Map<number, number[]>();
const hubs: HubConnection[] = [];
const sockets: WebSocket[] = [];

function arrived(round: number): void {
  const t = wallNow();
  let list = arrivals.get(round);
  if (!list) arrivals.set(round, (list = []));
  list.push(t);
}

async function openHub(url: string, user: BenchUser): Promise<void> {
  const options =
    MODE === 'hub'
      ? { transport: HttpTransportType.WebSockets, accessTokenFactory: () => user.token }
      : { transport: HttpTransportType.WebSockets, skipNegotiation: true };
  const connection = new HubConnectionBuilder()
    .withUrl(MODE === 'hub' ? url : `${url}?u=${user.index}`, options)
    .configureLogging(LogLevel.None)
    .build();
  connection.on(HubTarget.NotificationReceived, (n: { notificationArgs: { publishId: string } }) => arrived(Number(n.notificationArgs.publishId.slice(6))));
  await connection.start();
  hubs.push(connection);
}

function openPlainWs(url: string, user: BenchUser): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url.replace(/^http/, 'ws')}?u=${user.index}`, { perMessageDeflate: false });
    socket.on('message', (data) => {
      const text = data.toString();
      const message = JSON.parse(text.slice(0, -1)) as { arguments: [{ notificationArgs: { publishId: string } }] };
      arrived(Number(message.arguments[0].notificationArgs.publishId.slice(6)));
    });
    socket.once('open', () => {
      sockets.push(socket);
      resolve();
    });
    socket.once('error', reject);
  });
}

/** Opens every connection, `concurrency` at a time. */
async function connectAll(url: string, users: readonly BenchUser[], concurrency: number): Promise<number> {
  let next = 0;
  let failed = 0;
  const worker = async () => {
    while (next < users.length) {
      const user = users[next++];
      try {
        await (MODE === 'bare' && PLAIN_WS_CEILING_CLIENT ? openPlainWs(url, user) : openHub(url, user));
      } catch {
        failed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return failed;
}

async function handle(request: Request): Promise<unknown> {
  switch (request.kind) {
    case 'connect':
      return { failed: await connectAll(request.url, request.users, request.concurrency) };
    case 'received':
      return arrivals.get(request.round) ?? [];
    case 'close':
      await Promise.all(hubs.map((h) => h.stop()));
      for (const s of sockets) s.close();
      return null;
    default:
      return null;
  }
}

serve(handle, { mode: MODE });
