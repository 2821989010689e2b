/**
 * npm run bench:lesson — GET /api/lesson/{id} for the demo lesson, signed in as the demo student, at
 * 100 concurrent connections on PostgreSQL, side by side with a Fastify route that returns the same
 * JSON bytes from memory (the ceiling). Each server runs in its own process; autocannon runs here.
 * The API runs as `npm start` runs it, with the production logger on (writing to a temporary file).
 *
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names a server on which a
 * throw-away database is created, migrated, seeded and dropped. BENCH_SECONDS (default 10) per run,
 * BENCH_ROUNDS (default 3) alternating rounds; the medians are reported.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { migrate } from '../../server/src/db/migrate';
import { openPostgresDatabase } from '../../server/src/db/postgres-database';
import { DEMO_SEED_STEPS } from '../../server/src/seed/demo-seeds';
import { DEMO_PASSWORD } from '../../server/src/seed/demo-world.seed';
import { runSeedSteps } from '../../server/src/seed/seed-runner';
import { startChildServer, stopChildServer } from '../support/child-server';
import { withThrowawayDatabase } from '../support/throwaway-database';

const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 100;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const LESSON_TITLE = 'Crossing the Atlantic';

interface Run {
  readonly result: autocannon.Result;
  /** The server process's CPU time (user + system) per answered request, in microseconds. */
  readonly cpuUsPerRequest: number;
}

/** CPU seconds a process has used so far (utime + stime in /proc, clock ticks of 10 ms). */
const cpuSecondsOf = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

/**
 * Both servers share two cores with autocannon, so req/s moves with whatever else runs; the server's
 * own CPU time per request is the steadier figure and says where a gap to the ceiling comes from.
 */
async function load(url: string, headers: Record<string, string>, pid: number): Promise<Run> {
  const before = cpuSecondsOf(pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return { result, cpuUsPerRequest: ((cpuSecondsOf(pid) - before) * 1e6) / Math.max(1, result.requests.total) };
}

const startChild = (script: string, env: Record<string, string>) => startChildServer(path.join(import.meta.dirname, script), env);

async function main(url: string): Promise<void> {
  const db = await openPostgresDatabase(url, 2);
  await migrate(db);
  await runSeedSteps(db, DEMO_SEED_STEPS);
  const lesson = (
    await db.query<{ id: number }>(
      `SELECT l.id FROM lessons l JOIN bilingual_values b ON b.id = l.title_id WHERE b.en = $1 ORDER BY l.id LIMIT 1`,
      [LESSON_TITLE],
    )
  )[0];
  await db.close();

  const logFile = path.join(tmpdir(), `bench-lesson-${process.pid}.log`);
  const real = await startChild('lesson-server.ts', { DATABASE_URL: url, DATABASE_POOL_SIZE: '20', BENCH_LOG_FILE: logFile });
  const base = `http://127.0.0.1:${real.port}`;
  const signIn = await fetch(`${base}/api/user/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-device-id': 'bench-device-000000001' },
    body: JSON.stringify({ username: 'student', password: DEMO_PASSWORD }),
  });
  const token = ((await signIn.json()) as { data: { token: string } }).data.token;
  const headers = { authorization: `Bearer ${token}` };
  const lessonUrl = `${base}/api/lesson/${lesson.id}`;
  const sample = await fetch(lessonUrl, { headers });
  const bodyText = await sample.text();
  if (sample.status !== 200) throw new Error(`lesson answered ${sample.status}: ${bodyText}`);
  const bodyFile = path.join(tmpdir(), `bench-lesson-${real.port}.json`);
  writeFileSync(bodyFile, bodyText);

  const ceiling = await startChild('ceiling-server.ts', { CEILING_BODY_FILE: bodyFile });
  const ceilingUrl = `http://127.0.0.1:${ceiling.port}/api/lesson/${lesson.id}`;
  try {
    // Warm-up (caches, JIT, pool), then alternate the two servers so both see the same machine load.
    const apiPid = real.child.pid!;
    const topPid = ceiling.child.pid!;
    await load(lessonUrl, headers, apiPid);
    await load(ceilingUrl, {}, topPid);
    const rounds: { api: Run; top: Run }[] = [];
    for (let i = 0; i < ROUNDS; i += 1) rounds.push({ api: await load(lessonUrl, headers, apiPid), top: await load(ceilingUrl, {}, topPid) });

    const row = (label: string, { result: r, cpuUsPerRequest }: Run) =>
      `| ${label} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx} | ${r.errors} | ${cpuUsPerRequest.toFixed(0)} |`;
    console.log(`\nGET /api/lesson/${lesson.id} ("${LESSON_TITLE}", ${bodyText.length} bytes), ${CONNECTIONS} connections, ${SECONDS} s per run, ${ROUNDS} alternating rounds\n`);
    console.log('| round: server | req/s | p50 ms | p99 ms | non-2xx | errors | server CPU µs/request |');
    console.log('|---|---|---|---|---|---|---|');
    rounds.forEach((r, i) => {
      console.log(row(`${i + 1}: API (PostgreSQL, student token)`, r.api));
      console.log(row(`${i + 1}: ceiling (same JSON from memory)`, r.top));
    });
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const ratio = median(rounds.map((r) => r.api.result.requests.average / r.top.result.requests.average));
    const cpuRatio = median(rounds.map((r) => r.top.cpuUsPerRequest / r.api.cpuUsPerRequest));
    const apiP99 = median(rounds.map((r) => r.api.result.latency.p99));
    const topP99 = median(rounds.map((r) => r.top.result.latency.p99));
    console.log(`\nmedian ratio ${ratio.toFixed(2)}x of the ceiling (target >= 0.6x); median p99 ${apiP99} ms (target <= 20 ms; ceiling ${topP99} ms)`);
    console.log(`median CPU per request: ceiling / API = ${cpuRatio.toFixed(2)}x (the rate ratio a server alone on its cores would reach)`);
  } finally {
    await stopChildServer(real);
    await stopChildServer(ceiling);
  }
  // The API's log must have been written (the production logger was on), one line per request or more.
  const logged = readFileSync(logFile, 'utf8').split('\n').filter(Boolean).length;
  rmSync(logFile, { force: true });
  console.log(`API log: ${logged} lines written`);
}

withThrowawayDatabase(SERVER_URL, 'bench', main).catch((error) => {
  console.error(error);
  process.exit(1);
});
