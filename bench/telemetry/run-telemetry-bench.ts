/**
 * npm run bench:telemetry — usage-event collection and the analytics read at district scale (issue 16,
 * "Benchmark"), on a PostgreSQL database of its own (DATABASE_URL; never `test` or `postgres`):
 *
 *   createdb -h 127.0.0.1 -U postgres telemetry
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/telemetry npm run bench:telemetry
 *
 * The database is migrated and given a district of BENCH_STUDENTS (50,000) students with 30 days of
 * page views (telemetry-world.ts; generated once, again when the size changes). The real app runs in
 * its own process (bench/answers/answers-server.ts, pool BENCH_APP_POOL = 20). BENCH_CLIENTS (5,000)
 * of the district's students, signed in up front, each send one batch every 15 s to
 * POST /api/telemetry/events on an open-loop schedule (333 batches/s over BENCH_CONNECTIONS = 200
 * keep-alive sockets) while BENCH_READERS (5) closed-loop readers run the district's 30-day analytics
 * query (GET /api/telemetry/query; BENCH_QUERY=repository calls its repository function instead, analytics-query.ts). Each app phase is followed by its ceiling phase on the same schedule:
 * the same batches through the repository's one INSERT over a pool of the app's size, and the same
 * query SQL on a plain pool. After every phase the acknowledged events are counted in the table.
 * One warm-up round of 3 s phases, then BENCH_ROUNDS (3) rounds of BENCH_PHASE_SECONDS (20).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrate } from '../../server/src/db/migrate';
import { openPostgresDatabase } from '../../server/src/db/postgres-database';
import type { Database } from '../../server/src/db/database';
import { createTokenService } from '../../server/src/modules/auth/token.service';
import { DATA_BACKFILL_STEPS } from '../../server/src/seed/data-backfills';
import { runSeedSteps } from '../../server/src/seed/seed-runner';
import { startChildServer, stopChildServer } from '../support/child-server';
import { readFor, type ReaderPlan, type ReadStats } from '../reports/report-readers';
import { appReaders, ceilingReaders, chooseQueryMode, type QuerySetup } from './analytics-query';
import { batchRate, checkBatchShapes, httpSender, insertSender, rowsFound, type BenchClient } from './collection-load';
import { runScheduled, type LoadResult } from './scheduled-load';
import { DAYS, ensureWorld, MANAGER_USERNAME } from './telemetry-world';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const STUDENTS = env('BENCH_STUDENTS', 50_000);
const CLIENTS = env('BENCH_CLIENTS', 5_000);
const PHASE_SECONDS = env('BENCH_PHASE_SECONDS', 20);
const ROUNDS = env('BENCH_ROUNDS', 3);
const READERS = env('BENCH_READERS', 5);
const POOL = env('BENCH_APP_POOL', 20);
const CONNECTIONS = env('BENCH_CONNECTIONS', 200);
const WARMUP_SECONDS = 3;
const TARGET_P99_MS = 50;
const TARGET_QUERY_MS = 500;
const JWT_SECRET = randomBytes(32).toString('hex');

/** The operator's own database: the bench writes millions of rows and removes what it generated before. */
function databaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL must name a database of its own, e.g. createdb -h 127.0.0.1 -U postgres telemetry, then DATABASE_URL=postgres://postgres@127.0.0.1:5432/telemetry');
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (['', 'test', 'postgres'].includes(name)) throw new Error(`refusing to fill the database "${name || '(default)'}": give the bench one of its own (e.g. .../telemetry)`);
  return url;
}

/** The first `count` students of the district and its manager, each with a live session minted the way bench/answers does. */
async function signInUpFront(db: Database, districtId: number, count: number): Promise<{ clients: BenchClient[]; managerToken: string }> {
  const tokens = createTokenService(new TextEncoder().encode(JWT_SECRET), 12 * 60 * 60 * 1000);
  const users = await db.query<{ id: number; username: string; state_id: number; school_id: number }>(
    'SELECT id, username, state_id, school_id FROM users WHERE district_id = $1 AND role_id = 6 ORDER BY id LIMIT $2',
    [districtId, count],
  );
  if (users.length < count) throw new Error(`BENCH_CLIENTS=${count} but the district has ${users.length} students`);
  const [manager] = await db.query<{ id: number }>('SELECT id FROM users WHERE lower(username) = $1', [MANAGER_USERNAME]);
  const ids = [...users.map((u) => u.id), manager.id];
  const issued = await Promise.all(ids.map((id) => tokens.issue(id)));
  await db.query('INSERT INTO auth_sessions (jti, user_id, expires_at) SELECT * FROM unnest($1::uuid[], $2::int[], $3::timestamptz[])', [
    issued.map((t) => t.jti),
    ids,
    issued.map((t) => t.expiresAt.toISOString()),
  ]);
  const clients = users.map(
    (u, i): BenchClient => ({
      userId: u.id,
      userName: u.username,
      roleId: 6,
      stateId: u.state_id,
      districtId,
      schoolId: u.school_id,
      token: issued[i].token,
      sessionId: randomUUID(),
      browserId: randomUUID(),
    }),
  );
  return { clients, managerToken: issued.at(-1)!.token };
}

/** Migrates the database as npm start does on a PostgreSQL server (the once-per-database backfills, no demo world) and makes the world. */
async function prepareWorld(db: Database, url: string) {
  await migrate(db);
  await runSeedSteps(db, DATA_BACKFILL_STEPS);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await ensureWorld(client, STUDENTS);
  } finally {
    await client.end();
  }
}

interface Phase {
  readonly collection: LoadResult;
  readonly rows: number;
  readonly reads: ReadStats;
  readonly load: readonly [number, number];
}

interface Bench {
  readonly base: string;
  readonly clients: readonly BenchClient[];
  readonly ceilingDb: Database;
  readonly checkDb: Database;
  readonly query: QuerySetup;
  /** Batch numbers already used per client, so every phase sends new batches. */
  batchesUsed: number;
}

async function phase(b: Bench, side: 'app' | 'ceiling', seconds: number): Promise<Phase> {
  const before = loadavg()[0];
  const rate = batchRate(b.clients.length);
  const total = Math.round(rate * seconds);
  const offset = b.batchesUsed;
  b.batchesUsed += Math.ceil(total / b.clients.length);
  const acked: string[] = [];
  const http = side === 'app' ? httpSender(b.base, b.clients, offset, CONNECTIONS, acked) : null;
  const send = http ? http.send : insertSender(b.ceilingDb, b.clients, offset, acked);
  const plans: ReaderPlan[] = side === 'app' ? appReaders(b.query) : ceilingReaders(b.query);
  try {
    const [collection, reads] = await Promise.all([runScheduled(total, rate, send), readFor(seconds, plans)]);
    const after = loadavg()[0];
    return { collection, rows: await rowsFound(b.checkDb, acked), reads: reads[0], load: [before, after] };
  } finally {
    http?.close();
  }
}

const ms = (n: number) => (Number.isNaN(n) ? '—' : n >= 1000 ? n.toFixed(0) : n.toFixed(1));
const verdict = (value: number, target: number) => (Number.isNaN(value) ? '—' : value < target ? 'met' : '**missed**');
const failedReads = (s: ReadStats) => Object.values(s.failed).reduce((a, n) => a + n, 0);
const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

function printRow(round: number, label: string, p: Phase): void {
  const c = p.collection;
  const lost = c.eventsAcked - p.rows;
  console.log(
    `| ${round} | ${label} | ${c.sent} | ${c.failed} | ${c.eventsSent} | ${c.eventsAcked} | ${c.stored} | ${p.rows} | ${lost} | ${ms(c.p50)} | ${ms(c.p95)} | ${ms(c.p99)} | ${ms(c.max)} ` +
      `| ${verdict(c.p99, TARGET_P99_MS)} | ${p.reads.ok} | ${failedReads(p.reads)} | ${ms(p.reads.p50)} | ${ms(p.reads.p95)} | ${verdict(p.reads.p95, TARGET_QUERY_MS)} | ${p.load[0].toFixed(1)} → ${p.load[1].toFixed(1)} |`,
  );
}

async function main(): Promise<void> {
  const url = databaseUrl();
  if (CLIENTS > STUDENTS) throw new Error(`BENCH_CLIENTS (${CLIENTS}) cannot exceed BENCH_STUDENTS (${STUDENTS})`);
  const db = await openPostgresDatabase(url, 4);
  const world = await prepareWorld(db, url);
  const { clients, managerToken } = await signInUpFront(db, world.districtId, CLIENTS);
  checkBatchShapes(clients, 2_000);
  const server = await startChildServer(path.join(import.meta.dirname, '../answers/answers-server.ts'), { DATABASE_URL: url, DATABASE_POOL_SIZE: String(POOL), JWT_SECRET });
  const ceilingDb = await openPostgresDatabase(url, POOL);
  const appDb = await openPostgresDatabase(url, READERS);
  const pool = new pg.Pool({ connectionString: url, max: READERS });
  try {
    const base = `http://127.0.0.1:${server.port}`;
    const choice = await chooseQueryMode(base, managerToken);
    const b: Bench = { base, clients, ceilingDb, checkDb: db, query: { choice, base, managerToken, appDb, pool, districtId: world.districtId, readers: READERS }, batchesUsed: 0 };
    console.error(`Warm-up (${WARMUP_SECONDS} s phases)…`);
    await phase(b, 'app', WARMUP_SECONDS);
    await phase(b, 'ceiling', WARMUP_SECONDS);
    const queryWay = choice.mode === 'http' ? 'the HTTP call' : "the call's repository function in the bench process";
    console.log(
      `\nDistrict of ${world.students} students, ${world.teachers} teachers, ${world.schools} schools, ${world.events} page views over ${DAYS} days; ` +
        `${CLIENTS} clients at ${batchRate(CLIENTS).toFixed(0)} batches/s over ${CONNECTIONS} sockets; ${READERS} analytics readers (${queryWay}; ${choice.note}); ` +
        `${ROUNDS} rounds of ${PHASE_SECONDS} s; app pool ${POOL}; ${cpus().length} CPUs\n`,
    );
    console.log(
      '| round | side | batches | failed | events sent | events acked | stored | rows found | lost | p50 ms | p95 ms | p99 ms | max ms | p99 < 50 ms | queries | failed | query p50 ms | query p95 ms | p95 < 500 ms | load avg |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
    const ratios: { p99: number; query: number }[] = [];
    for (let r = 1; r <= ROUNDS; r += 1) {
      const app = await phase(b, 'app', PHASE_SECONDS);
      printRow(r, choice.mode === 'http' ? 'app (HTTP)' : 'app (HTTP collection, query via repository)', app);
      const top = await phase(b, 'ceiling', PHASE_SECONDS);
      printRow(r, 'ceiling (INSERT / SQL on a pool)', top);
      ratios.push({ p99: app.collection.p99 / top.collection.p99, query: app.reads.p95 / top.reads.p95 });
    }
    console.log(
      `\nMedian ratio to the ceiling: collection p99 ${median(ratios.map((x) => x.p99)).toFixed(1)}×, query p95 ${median(ratios.map((x) => x.query)).toFixed(1)}× ` +
        `(per round: ${ratios.map((x) => `${x.p99.toFixed(1)}× / ${x.query.toFixed(1)}×`).join(', ')}).`,
    );
  } finally {
    await stopChildServer(server);
    await pool.end();
    await appDb.close();
    await ceilingDb.close();
    await db.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
