/**
 * npm run bench:answers — a class-period burst on PostgreSQL: BENCH_STUDENTS (3,000) students each
 * save BENCH_SAVES (20) answers to the demo Mid-Unit Check within BENCH_SECONDS (60), i.e. a steady
 * 1,000 saves/s, through the real app (authentication, validation, lock check, once-only ordered save
 * with history, committed before the answer). The same schedule then hits the ceiling: a bare route
 * doing one single-row INSERT per request on the same database. Rounds alternate API and ceiling
 * (BENCH_ROUNDS, default 2) so both see the same machine load; each API round uses fresh students.
 * Requests are sent on a steady open-loop schedule (bench/support/open-loop.ts), latency counted from
 * each request's scheduled time.
 *
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names a server on which a
 * throw-away database is created, migrated, seeded and dropped. BENCH_CONNECTIONS (200) client
 * connections; BENCH_CPU_PROF=<dir> profiles the server processes.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import type { AssessmentDocument } from '@domain/assessment/assessment.schemas';
import { migrate } from '../../server/src/db/migrate';
import { openPostgresDatabase } from '../../server/src/db/postgres-database';
import { createTokenService } from '../../server/src/modules/auth/token.service';
import { DEMO_SEED_STEPS } from '../../server/src/seed/demo-seeds';
import { runSeedSteps } from '../../server/src/seed/seed-runner';
import { startChildServer, stopChildServer } from '../support/child-server';
import { runOpenLoop, type OpenLoopResult } from '../support/open-loop';
import { withThrowawayDatabase } from '../support/throwaway-database';
import { plannedSave } from './answer-script';
import { demoMidUnitCheck } from './demo-assessment';
import { createBenchStudents } from './bench-students';

const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 3000);
const SAVES = Number(process.env.BENCH_SAVES ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const POOL = '20';
const JWT_SECRET = randomBytes(32).toString('hex');
const RATE = Math.round((STUDENTS * SAVES) / SECONDS);

interface Burst {
  readonly result: OpenLoopResult;
  readonly load: [number, number];
}

/** Request i is student (i mod n)'s save number floor(i / n): every student saves every n/rate seconds, in order. */
async function burst(base: string, doc: AssessmentDocument, tokens: readonly string[], saves: number, rate: number): Promise<Burst> {
  const before = loadavg()[0];
  const result = await runOpenLoop(
    base,
    tokens.length * saves,
    rate,
    (i) => {
      const save = plannedSave(doc, Math.floor(i / tokens.length), randomUUID());
      return {
        path: save.url,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[i % tokens.length]}` },
        body: JSON.stringify(save.body),
      };
    },
    { connections: CONNECTIONS, timeoutMs: 30_000 },
  );
  return { result, load: [before, loadavg()[0]] };
}

const row = (label: string, b: Burst) => {
  const r = b.result;
  return `| ${label} | ${r.ok} | ${r.failed} | ${(r.ok / r.seconds).toFixed(0)} | ${r.p50} | ${r.p99} | ${r.max} | ${b.load[0].toFixed(1)} → ${b.load[1].toFixed(1)} |`;
};

const startChild = (script: string, env: Record<string, string>) => startChildServer(path.join(import.meta.dirname, script), env);

async function main(url: string): Promise<void> {
  const db = await openPostgresDatabase(url, 4);
  await migrate(db);
  await runSeedSteps(db, DEMO_SEED_STEPS);
  const doc = await demoMidUnitCheck(db);
  const tokenService = createTokenService(new TextEncoder().encode(JWT_SECRET), 12 * 60 * 60 * 1000);
  const warm = await createBenchStudents(db, tokenService, 300, 'warm');
  const rounds = [];
  for (let i = 0; i < ROUNDS; i += 1) rounds.push(await createBenchStudents(db, tokenService, STUDENTS, `r${i}s`));

  const env = { DATABASE_URL: url, DATABASE_POOL_SIZE: POOL, JWT_SECRET };
  const api = await startChild('answers-server.ts', env);
  const ceiling = await startChild('ceiling-server.ts', env);
  const apiBase = `http://127.0.0.1:${api.port}`;
  const ceilingBase = `http://127.0.0.1:${ceiling.port}`;
  try {
    // Warm-up (JIT, pools, published-content caches) with students not used in the rounds.
    await burst(apiBase, doc, warm.tokens, 2, 300);
    await burst(ceilingBase, doc, warm.tokens, 2, 300);
    const results: { api: Burst; top: Burst; stored: number; current: number }[] = [];
    for (const students of rounds) {
      const apiRun = await burst(apiBase, doc, students.tokens, SAVES, RATE);
      // Every acknowledged save must be in the history exactly once, and every student's answers current.
      const [{ stored, current }] = await db.query<{ stored: number; current: number }>(
        `SELECT (SELECT count(*)::int FROM assessment_answer_saves WHERE student_user_id = ANY($1::int[])) AS stored,
                (SELECT count(*)::int FROM assessment_answers c JOIN assessment_attempts a ON a.id = c.attempt_id
                  WHERE a.student_user_id = ANY($1::int[])) AS current`,
        [students.ids],
      );
      const topRun = await burst(ceilingBase, doc, students.tokens, SAVES, RATE);
      results.push({ api: apiRun, top: topRun, stored, current });
    }
    const questions = doc.groups.flatMap((g) => g.questions).length;
    console.log(
      `\n${STUDENTS} students × ${SAVES} saves in ${SECONDS} s (${RATE} saves/s offered, ${CONNECTIONS} connections), demo Mid-Unit Check (${questions} questions), ` +
        `${ROUNDS} alternating rounds, ${cpus().length} CPUs, PostgreSQL pool ${POOL} per server\n`,
    );
    console.log('| round: server | saves acked | errors | saves/s | p50 ms | p99 ms | max ms | load avg (1 min) |');
    console.log('|---|---|---|---|---|---|---|---|');
    results.forEach((r, i) => {
      console.log(row(`${i + 1}: API (real save)`, r.api));
      console.log(row(`${i + 1}: ceiling (one INSERT)`, r.top));
    });
    const worst = (b: Burst) => b.result.worstSeconds.map((w) => `s${w.second} ${w.max} ms`).join(', ');
    results.forEach((r, i) => console.log(`round ${i + 1}: slowest seconds of the schedule: API ${worst(r.api)}; ceiling ${worst(r.top)}`));
    results.forEach((r, i) =>
      console.log(`round ${i + 1}: ${r.stored} saves in the history for ${r.api.result.ok} acknowledged (${r.stored === r.api.result.ok ? 'all durable, none twice' : 'MISMATCH'}); ${r.current} current answers (expected ${STUDENTS * Math.min(SAVES, questions)})`),
    );
  } finally {
    await stopChildServer(api);
    await stopChildServer(ceiling);
    await db.close();
  }
}

withThrowawayDatabase(SERVER_URL, 'bench', main).catch((error) => {
  console.error(error);
  process.exit(1);
});
