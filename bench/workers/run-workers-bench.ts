/**
 * npm run bench:workers — GET /api/lesson/{id} as the demo student, 100 concurrent connections, against
 * the real server (`server/src/main.ts`, production logging on, to /dev/null) with WORKERS=1 and
 * WORKERS=2 side by side on one throw-away PostgreSQL database. Both servers run at once; the load
 * alternates between them round by round, so both see the same machine. The figure is the ratio of
 * their rates: on a machine with spare cores two workers approach 2x; autocannon and PostgreSQL
 * share the cores with them here.
 *
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_SECONDS (default 10) per
 * run, BENCH_ROUNDS (default 3).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../support/free-port';
import autocannon from 'autocannon';
import { migrate } from '../../server/src/db/migrate';
import { openPostgresDatabase } from '../../server/src/db/postgres-database';
import { DEMO_SEED_STEPS } from '../../server/src/seed/demo-seeds';
import { DEMO_PASSWORD } from '../../server/src/seed/demo-world.seed';
import { runSeedSteps } from '../../server/src/seed/seed-runner';
import { withThrowawayDatabase } from '../support/throwaway-database';

const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 100;
const LESSON_TITLE = 'Crossing the Atlantic';

interface Server {
  readonly child: ChildProcess;
  readonly origin: string;
}

/** Starts the server and resolves once it prints its banner (under WORKERS: once every worker listens). */
async function start(url: string, workers: number): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: { ...process.env, DATABASE_URL: url, WORKERS: String(workers), PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`WORKERS=${workers} exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Course platform on')) resolve();
    });
  });
  child.removeAllListeners('exit');
  return { child, origin: `http://127.0.0.1:${port}` };
}

async function stop(server: Server): Promise<void> {
  const gone = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await gone;
}

async function main(url: string): Promise<void> {
  const db = await openPostgresDatabase(url, 2);
  await migrate(db);
  await runSeedSteps(db, DEMO_SEED_STEPS);
  const [lesson] = await db.query<{ id: number }>(
    `SELECT l.id FROM lessons l JOIN bilingual_values b ON b.id = l.title_id WHERE b.en = $1 ORDER BY l.id LIMIT 1`,
    [LESSON_TITLE],
  );
  await db.close();

  const one = await start(url, 1);
  const two = await start(url, 2);
  try {
    const signIn = await fetch(`${one.origin}/api/user/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-device-id': 'bench-device-000000002' },
      body: JSON.stringify({ username: 'student', password: DEMO_PASSWORD }),
    });
    const headers = { authorization: `Bearer ${((await signIn.json()) as { data: { token: string } }).data.token}` };
    const load = (server: Server) => autocannon({ url: `${server.origin}/api/lesson/${lesson.id}`, connections: CONNECTIONS, duration: SECONDS, headers });
    // Warm-up (caches, JIT, pools in every worker), then alternate.
    await load(one);
    await load(two);
    const rounds: { one: autocannon.Result; two: autocannon.Result }[] = [];
    for (let i = 0; i < ROUNDS; i += 1) rounds.push({ one: await load(one), two: await load(two) });

    const row = (label: string, r: autocannon.Result) => `| ${label} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx} | ${r.errors} |`;
    console.log(`\nGET /api/lesson/${lesson.id} as the student, ${CONNECTIONS} connections, ${SECONDS} s per run, ${ROUNDS} alternating rounds\n`);
    console.log('| round: server | req/s | p50 ms | p99 ms | non-2xx | errors |');
    console.log('|---|---|---|---|---|---|');
    rounds.forEach((r, i) => {
      console.log(row(`${i + 1}: WORKERS=1`, r.one));
      console.log(row(`${i + 1}: WORKERS=2`, r.two));
    });
    const ratios = rounds.map((r) => r.two.requests.average / r.one.requests.average).sort((a, b) => a - b);
    console.log(`\nWORKERS=2 / WORKERS=1 req/s: median ${ratios[Math.floor(ratios.length / 2)].toFixed(2)}x (rounds ${ratios.map((r) => r.toFixed(2)).join(', ')})`);
  } finally {
    await stop(one);
    await stop(two);
  }
}

withThrowawayDatabase(SERVER_URL, 'bench', main).catch((error) => {
  console.error(error);
  process.exit(1);
});
