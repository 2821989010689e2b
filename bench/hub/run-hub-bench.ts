/**
 * npm run bench:hub — the notification hub against a bare `ws` broadcast server (the ceiling), in
 * one run:
 *   1. BENCH_CONNECTIONS (default 10,000) idle WebSocket connections: server memory per connection.
 *      The official @microsoft/signalr client, one user each: negotiate, WebSockets and handshake
 *      for the hub; straight to the WebSocket for the ceiling (BENCH_CEILING_CLIENT=ws: plain `ws`).
 *   2. Fan-out of one notification to 1,000 and to 5,000 of those users, BENCH_ROUNDS (default 10)
 *      rounds each after 2 warm-up rounds: delivery latency p50/p95/p99 from just before the server
 *      call to arrival in the client process, and lost messages.
 * Each server runs in its own process; each has BENCH_CLIENT_PROCESSES (default 4) client processes.
 * Both stay up while fan-out rounds alternate between them, so both see the same machine load.
 * The hub uses PGlite in memory, or a throw-away database on the PostgreSQL server of DATABASE_URL.
 */
import { withThrowawayDatabase } from '../support/throwaway-database';
import { percentile, startChild, type BenchUser, type Child, type MemorySample } from './bench-protocol';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10_000);
const FANOUT_SIZES = [1_000, 5_000].filter((n) => n <= CONNECTIONS);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const WARMUP_ROUNDS = 2;
const CLIENT_PROCESSES = Number(process.env.BENCH_CLIENT_PROCESSES ?? 4);
/** What connects to the ceiling: the official client (as to the hub) or plain `ws` sockets. */
const CEILING_CLIENT = process.env.BENCH_CEILING_CLIENT === 'ws' ? 'ws' : 'signalr';
/** Connections each client process opens at once. */
const CONNECT_CONCURRENCY = 50;
/** Quiet time before memory is sampled, so connection set-up garbage and timers settle. */
const SETTLE_MS = 3_000;
/** A round's messages not arrived by then count as lost. */
const DELIVERY_TIMEOUT_MS = 15_000;
const BETWEEN_ROUNDS_MS = 300;
const POLL_MS = 50;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const round1 = (n: number) => Math.round(n * 10) / 10;

interface FanoutResult {
  readonly recipients: number;
  readonly samples: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly max: number;
  readonly lost: number;
  /** Median time the server call took (hub: rows written + NOTIFY; bare: the send loop). */
  readonly serverCallMs: number;
  /** Median time from the call to the last frame handed to a socket: the server's share. */
  readonly lastFrameWrittenMs: number;
  /** Median over rounds of each round's p95: one round hit by a load spike moves it less. */
  readonly roundP95Median: number;
}

interface PhaseResult {
  readonly mode: 'bare' | 'hub';
  readonly connected: number;
  readonly failedConnections: number;
  readonly connectSeconds: number;
  readonly bytesPerConnection: { readonly heap: number; readonly external: number; readonly heapAndExternal: number; readonly rss: number };
  readonly fanout: FanoutResult[];
}

async function collect(clients: Child[], round: number, expected: number): Promise<number[]> {
  const deadline = Date.now() + DELIVERY_TIMEOUT_MS;
  for (;;) {
    const lists = await Promise.all(clients.map((c) => c.call<number[]>({ kind: 'received', round })));
    const all = lists.flat();
    if (all.length >= expected || Date.now() > deadline) return all;
    await sleep(POLL_MS);
  }
}

/** One side of the comparison: its server process, its client processes and what was measured. */
interface System {
  readonly mode: 'bare' | 'hub';
  readonly server: Child;
  readonly clients: Child[];
  readonly connected: number;
  readonly failedConnections: number;
  readonly connectSeconds: number;
  readonly bytesPerConnection: PhaseResult['bytesPerConnection'];
}

/** Starts a server, opens every connection to it, and measures its memory per idle connection. */
async function startSystem(mode: 'bare' | 'hub', databaseUrl: string | undefined): Promise<System> {
  const server = startChild(mode === 'hub' ? 'hub-server.ts' : 'bare-ws-server.ts', {
    BENCH_USERS: String(CONNECTIONS),
    ...(databaseUrl ? { BENCH_DATABASE_URL: databaseUrl } : {}),
  });
  const ready = (await server.ready) as { port: number; users?: BenchUser[] };
  const users: BenchUser[] = ready.users ?? Array.from({ length: CONNECTIONS }, (_, index) => ({ index, token: '' }));
  const url = mode === 'hub' ? `http://127.0.0.1:${ready.port}/hubs/notifications` : `http://127.0.0.1:${ready.port}/`;
  const before = await server.call<MemorySample>({ kind: 'memory' });

  const clients = Array.from({ length: CLIENT_PROCESSES }, () => startChild('clients.ts', { BENCH_MODE: mode, BENCH_CEILING_CLIENT: CEILING_CLIENT }));
  await Promise.all(clients.map((c) => c.ready));
  const started = Date.now();
  const shares = clients.map((_, k) => users.filter((u) => u.index % CLIENT_PROCESSES === k));
  const opened = await Promise.all(clients.map((c, k) => c.call<{ failed: number }>({ kind: 'connect', url, users: shares[k], concurrency: CONNECT_CONCURRENCY })));
  const connectSeconds = (Date.now() - started) / 1000;
  const failedConnections = opened.reduce((sum, o) => sum + o.failed, 0);
  const connected = CONNECTIONS - failedConnections;
  console.error(`[${mode}] ${connected} connections open in ${connectSeconds.toFixed(1)} s (${failedConnections} failed)`);

  await sleep(SETTLE_MS);
  const after = await server.call<MemorySample>({ kind: 'memory' });
  const per = (delta: number) => Math.round(delta / connected);
  const bytesPerConnection = {
    heap: per(after.heapUsed - before.heapUsed),
    external: per(after.external - before.external),
    heapAndExternal: per(after.heapUsed + after.external - before.heapUsed - before.external),
    rss: per(after.rss - before.rss),
  };
  console.error(`[${mode}] memory per connection: ${JSON.stringify(bytesPerConnection)}`);
  return { mode, server, clients, connected, failedConnections, connectSeconds, bytesPerConnection };
}

interface RoundSamples {
  latencies: number[];
  roundP95: number[];
  callMs: number[];
  lastWriteMs: number[];
  lost: number;
}

/** One notification to the first `recipients` users; arrival times relative to just before the server call. */
async function fanoutRound(system: System, round: number, recipients: number, into: RoundSamples | null): Promise<void> {
  const { t0, tSent } = await system.server.call<{ t0: number; tSent: number }>({ kind: 'fanout', round, recipients });
  const arrivals = await collect(system.clients, round, recipients);
  const sends = await system.server.call<{ last: number; count: number }>({ kind: 'sendTimes' });
  if (into) {
    const round = arrivals.map((t) => t - t0).sort((a, b) => a - b);
    into.latencies.push(...round);
    into.roundP95.push(percentile(round, 95));
    into.callMs.push(tSent - t0);
    into.lastWriteMs.push(sends.last - t0);
    into.lost += Math.max(0, recipients - arrivals.length);
  }
}

function summarise(recipients: number, samples: RoundSamples): FanoutResult {
  const latencies = [...samples.latencies].sort((a, b) => a - b);
  const callMs = [...samples.callMs].sort((a, b) => a - b);
  const lastWriteMs = [...samples.lastWriteMs].sort((a, b) => a - b);
  return {
    recipients,
    samples: latencies.length,
    p50: round1(percentile(latencies, 50)),
    p95: round1(percentile(latencies, 95)),
    p99: round1(percentile(latencies, 99)),
    max: round1(latencies.at(-1) ?? Number.NaN),
    lost: samples.lost,
    serverCallMs: round1(percentile(callMs, 50)),
    lastFrameWrittenMs: round1(percentile(lastWriteMs, 50)),
    roundP95Median: round1(percentile([...samples.roundP95].sort((a, b) => a - b), 50)),
  };
}

async function stopSystem(system: System): Promise<void> {
  await Promise.all(system.clients.map((c) => c.call({ kind: 'close' })));
  await system.server.call({ kind: 'close' });
  for (const child of [...system.clients, system.server]) child.kill();
}

/**
 * Both systems stay up with all their connections while fan-out rounds alternate between them,
 * so both see the same machine load (the cores are shared with other work).
 */
async function run(databaseUrl: string | undefined): Promise<{ bare: PhaseResult; hub: PhaseResult }> {
  const systems = [await startSystem('bare', undefined), await startSystem('hub', databaseUrl)];
  const results = new Map(systems.map((s) => [s.mode, [] as FanoutResult[]]));
  let roundId = 0;
  for (const recipients of FANOUT_SIZES) {
    const samples = new Map(systems.map((s) => [s.mode, { latencies: [], roundP95: [], callMs: [], lastWriteMs: [], lost: 0 } as RoundSamples]));
    for (let r = 0; r < WARMUP_ROUNDS + ROUNDS; r += 1) {
      for (const system of systems) {
        roundId += 1;
        await fanoutRound(system, roundId, recipients, r >= WARMUP_ROUNDS ? samples.get(system.mode)! : null);
        await sleep(BETWEEN_ROUNDS_MS);
      }
    }
    for (const system of systems) {
      const result = summarise(recipients, samples.get(system.mode)!);
      results.get(system.mode)!.push(result);
      console.error(`[${system.mode}] fan-out to ${recipients}: ${JSON.stringify(result)}`);
    }
  }
  for (const system of systems) await stopSystem(system);
  const phase = (s: System): PhaseResult => ({
    mode: s.mode,
    connected: s.connected,
    failedConnections: s.failedConnections,
    connectSeconds: s.connectSeconds,
    bytesPerConnection: s.bytesPerConnection,
    fanout: results.get(s.mode)!,
  });
  return { bare: phase(systems[0]), hub: phase(systems[1]) };
}

// On PostgreSQL (DATABASE_URL) the hub runs on a throw-away database; without it, on PGlite.
const { bare, hub } = process.env.DATABASE_URL ? await withThrowawayDatabase(process.env.DATABASE_URL, 'bench_hub', run) : await run(undefined);

const ratio = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 100) / 100 : Number.NaN);
const lines = [
  `Notification hub benchmark — ${CONNECTIONS} connections, ${CLIENT_PROCESSES} client processes, ${ROUNDS} rounds per fan-out, database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
  '',
  '| | bare ws (ceiling) | hub | hub / bare | target |',
  '|---|---|---|---|---|',
  `| connections open (failed) | ${bare.connected} (${bare.failedConnections}) | ${hub.connected} (${hub.failedConnections}) | | all |`,
  `| time to open them | ${bare.connectSeconds.toFixed(1)} s | ${hub.connectSeconds.toFixed(1)} s | | |`,
  `| server JS heap per idle connection | ${bare.bytesPerConnection.heap} B | ${hub.bytesPerConnection.heap} B | ${ratio(hub.bytesPerConnection.heap, bare.bytesPerConnection.heap)} | |`,
  `| server heap+external per idle connection | ${bare.bytesPerConnection.heapAndExternal} B | ${hub.bytesPerConnection.heapAndExternal} B | ${ratio(hub.bytesPerConnection.heapAndExternal, bare.bytesPerConnection.heapAndExternal)} | ≤ 2 |`,
  `| server RSS per idle connection (informational) | ${bare.bytesPerConnection.rss} B | ${hub.bytesPerConnection.rss} B | | |`,
];
for (const [i, b] of bare.fanout.entries()) {
  const h = hub.fanout[i];
  lines.push(
    `| fan-out to ${b.recipients}: p50 / p95 / p99 (ms) | ${b.p50} / ${b.p95} / ${b.p99} | ${h.p50} / ${h.p95} / ${h.p99} | p95 ${ratio(h.p95, b.p95)} | p95 ≤ 1.5 |`,
    `| fan-out to ${b.recipients}: median of the rounds' p95 (ms) | ${b.roundP95Median} | ${h.roundP95Median} | ${ratio(h.roundP95Median, b.roundP95Median)} | ≤ 1.5 |`,
    `| fan-out to ${b.recipients}: server call returned (median ms) | ${b.serverCallMs} | ${h.serverCallMs} | | |`,
    `| fan-out to ${b.recipients}: last frame written (median ms) | ${b.lastFrameWrittenMs} | ${h.lastFrameWrittenMs} | | |`,
    `| fan-out to ${b.recipients}: lost of ${b.samples + b.lost} / ${h.samples + h.lost} | ${b.lost} | ${h.lost} | | 0 |`,
  );
}
console.log(lines.join('\n'));
console.log(`\n${JSON.stringify({ bare, hub })}`);
process.exit(0);
